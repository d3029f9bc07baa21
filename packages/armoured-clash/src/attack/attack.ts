import type { CombatRating } from '../dice/combat-rating.js';
import type { FaceSet } from '../dice/faces.js';
import type { RuleRef } from '../rules/rule-ref.js';

/** Ranged Attack (rulebook p.26) or Close Quarters Attack (rulebook p.28). */
export type AttackKind = 'ranged' | 'closeQuarters';

/** The three Target Categories (rulebook p.48). */
export type TargetCategory = 'light' | 'heavy' | 'aerial';

/** The attacking weapon: one row of the Armaments Grid, already read for the attacker's column. */
export interface WeaponRow {
  /** The Attack Dice value. */
  readonly dice: number;
  /** The second value in parentheses, for Point Blank, Shock and Wreckers. */
  readonly alternateDice?: number;
  readonly qualities: readonly RuleRef[];
}

/** The target unit as the attack finds it. */
export interface TargetUnit {
  readonly defence: number;
  readonly damageLimit: number;
  /** Models in the unit at the start of the attack. */
  readonly models: number;
  /** Damage accumulated before the attack (less than the Damage Limit). */
  readonly damage: number;
  readonly category: TargetCategory;
  /** Traits such as Behemoth, Fortification, Sturdy (rulebook p.48). */
  readonly traits: readonly string[];
  /** Special rules of the target and its statuses that are rule entries (Taking Cover, Garrisoned). */
  readonly rules: readonly RuleRef[];
}

/**
 * Facts about the situation the attack is made in. Geometry decides most of them
 * in a game (measuring, arcs, line of sight); the odds calculator takes them as given.
 */
export interface AttackSituation {
  readonly kind: AttackKind;
  readonly rating: CombatRating;
  /** The target is within the attack's Short Range (rulebook p.13). */
  readonly withinShortRange: boolean;
  /** The Concealed Combat Rating penalty is in effect (rulebook p.26). */
  readonly concealed: boolean;
  /** The attacking unit's Officer is within the target's Front Arc, as Resilient (Front) reads it. */
  readonly attackerInTargetFrontArc: boolean;
  /** The attacker's Line of Sight crosses an Obstacle the target's models are in contact with (Emplacement). */
  readonly lineOfSightCrossesTargetObstacle: boolean;
  /** Faces a Special Rule or Command lets the General re-roll besides the rating's (rulebook p.33 Bonus Re-Rolls). */
  readonly bonusRerolls?: FaceSet;
  /** The Value of the card revealed to Overcharge the attack, when the General declared it. */
  readonly overchargeCardValue?: number;
}

/** Everything that decides how an attack roll is resolved. */
export interface Attack {
  readonly weapon: WeaponRow;
  /** Special rules of the attacking unit (Veteran (X), ...). */
  readonly attackerRules: readonly RuleRef[];
  readonly target: TargetUnit;
  readonly situation: AttackSituation;
}

export function hasTrait(target: TargetUnit, trait: string): boolean {
  const wanted = trait.toLowerCase();
  return target.traits.some((t) => t.toLowerCase() === wanted);
}
