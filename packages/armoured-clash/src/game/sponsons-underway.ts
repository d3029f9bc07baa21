import type { Face } from '../dice/faces.js';

/**
 * glossary: Sponsons (X) — the Attack Rolls the enemy units in contact make
 * against the unit that ended its Charge, under way (`activation.sponsons`,
 * kept only when one is due): the units still to roll, the next first, so
 * that one can stop after its first roll for its General's Bonus Re-Roll
 * Command (rulebook p.33) and go on exactly (game/sponsons-go-on.ts, from
 * commands/rerolls-go-on.ts with the Command received). Plain data, replaced
 * and never changed in place.
 */
export interface SponsonsUnderway {
  /** The units in contact with the charging unit as it ended its Charge, whose rules roll, still to roll. */
  readonly holders: readonly string[];
  /** The next unit's first roll, made: it waits before any die is re-rolled (`state.rerollsDue`). */
  readonly rolled?: readonly Face[];
}
