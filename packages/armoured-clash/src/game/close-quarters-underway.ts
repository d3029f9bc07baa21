import type { Face } from '../dice/faces.js';
import type { PendingCommand } from './commands/pending-command.js';

/** One side's Close Quarters Attack still to make in the combat (game/close-quarters-sides.ts CloseQuartersStrike, by unit id). */
export interface StrikeLeft {
  readonly striker: string;
  readonly struck: string;
  readonly outflanked: boolean;
  readonly charged: boolean;
}

/**
 * rulebook p.33 Bonus Re-Rolls: the next strike's first roll, made: it waits
 * before any die is re-rolled for its General's Command and resumes from these
 * dice; `overcharge`: the Value of the Overcharge card revealed for it
 * (glossary: Overcharge: revealed once, before the first roll).
 */
export interface StrikeRolled {
  readonly rolled: readonly Face[];
  readonly overcharge?: number;
}

/**
 * rulebook pp.28-29 Close Quarters Combat under way (`activation.closeQuarters`):
 * the attacks still to make in order, the models each side lost so far, what
 * the combat's end reads, so that the combat can stop between a strike's first
 * roll and its re-rolls and go on exactly (game/close-quarters.ts). Plain data,
 * replaced and never changed in place.
 */
export interface CloseQuartersUnderway {
  /** The attacks still to make, the next first. */
  readonly strikes: readonly StrikeLeft[];
  /** rulebook p.29 Secondary Combatants, still standing as the combat began. */
  readonly secondaryCombatants: readonly string[];
  /** Models each side started the combat with (rulebook p.36: the loser's Suppression Test reads them). */
  readonly starting: { readonly attacker: number; readonly target: number };
  /** Models lost so far: the target's to the attacker; the attacker's to the target and the Secondary Combatants. */
  readonly lost: { readonly byTarget: number; readonly byAttacker: number };
  /** rulebook p.45: the building Stormed, the target's as the combat began. */
  readonly stormed?: string;
  /** rulebook p.37: the Command received with the charging unit's declaration (closeQuartersAttack): its Effect joins that attack. */
  readonly boostedBy?: PendingCommand;
  /** The next strike's first roll, made: the strike waits for its re-rolls (`state.rerollsDue`). */
  readonly next?: StrikeRolled;
}
