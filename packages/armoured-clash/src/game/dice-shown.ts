import type { PreparedAttack } from '../attack/prepare.js';
import type { AttackOutcome } from '../attack/resolve.js';
import type { RolledPool } from '../attack/roll.js';
import { FACE_NAMES, type Face, hasFace } from '../dice/faces.js';

/** One die of an attack roll as it fell (rulebook p.33): its first face, and its face after re-rolls. */
export interface DieShown {
  readonly rolled: string;
  /** Re-rolled in the Resolve Re-Rolls step (its face was re-rollable). */
  readonly rerolled: boolean;
  readonly face: string;
  /** Added by a Heroic Strike of the first roll (rulebook p.33 Heroic Strikes). */
  readonly added: boolean;
}

/** An attack roll as a table shows it: the rating, every die, the hits, the Damage and the losses. */
export interface AttackDiceShown {
  readonly rating: string;
  readonly dice: readonly DieShown[];
  readonly hits: number;
  readonly defence: number;
  readonly damage: number;
  readonly modelsDestroyed: number;
}

/**
 * An attack's first roll as it waits before any die is re-rolled (rulebook
 * p.33 Bonus Re-Rolls; event `attackRolled`): the rating and each die's face,
 * those its Heroic Strikes added marked. No die is re-rolled yet: the
 * `rangedAttack` event that follows tells the re-rolls.
 */
export interface FirstRollShown {
  readonly rating: string;
  readonly dice: readonly { readonly face: string; readonly added: boolean }[];
}

/** A Discipline Test's card as revealed (rulebook p.36): the Discipline tested and the card's Value. */
export interface TestCardShown {
  readonly discipline: number;
  /** The card's Value; absent when the test was passed without a card or there was none to reveal. */
  readonly card?: number;
  readonly passed: boolean;
}

/** The first roll of an attack that waits before its re-rolls, for the `attackRolled` event. */
export function firstRollShown(prepared: PreparedAttack, rolled: readonly Face[]): FirstRollShown {
  return {
    rating: prepared.rating,
    dice: rolled.map((face, i) => ({
      face: FACE_NAMES[face] ?? String(face),
      added: i >= prepared.plan.dice,
    })),
  };
}

/** The dice of a rolled attack, for the event that tells it. */
export function attackDiceShown(
  prepared: PreparedAttack,
  pool: RolledPool,
  outcome: AttackOutcome,
): AttackDiceShown {
  return {
    rating: prepared.rating,
    dice: pool.rolled.map((face, i) => ({
      rolled: FACE_NAMES[face] ?? String(face),
      rerolled: hasFace(prepared.plan.rerollable, face),
      face: FACE_NAMES[pool.final[i] ?? face] ?? String(face),
      added: i >= prepared.plan.dice,
    })),
    hits: outcome.hits,
    defence: prepared.defence,
    damage: outcome.target.damageSuffered,
    modelsDestroyed: outcome.target.modelsDestroyed,
  };
}
