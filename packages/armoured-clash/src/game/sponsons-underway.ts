import type { Face } from '../dice/faces.js';
import type { PendingCommand } from './commands/pending-command.js';

/**
 * glossary: Sponsons (X) — the Attack Rolls the enemy units in contact make
 * against the unit that ended its Charge, under way (`activation.sponsons`):
 * the units still to roll, the next first, so that one can stop after its
 * first roll for its General's Bonus Re-Roll Command (rulebook p.33) and go on
 * exactly (game/sponsons-go-on.ts). Plain data, replaced and never changed in place.
 */
export interface SponsonsUnderway {
  /** The units in contact with the charging unit as it ended its Charge, still to roll. */
  readonly holders: readonly string[];
  /** The Charge was an Overrun's: its Close Quarters Combat follows (game/overrun.ts). */
  readonly overrunning: boolean;
  /** The next unit's first roll, made: it waits before any die is re-rolled (`state.rerollsDue`). */
  readonly rolled?: readonly Face[];
  /** rulebook p.37: the Command issued after that roll, received: its Bonus Re-Rolls join the roll. */
  readonly boostedBy?: PendingCommand;
}
