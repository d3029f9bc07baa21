import type { CombatRating, CombatRatingModifier } from '../dice/combat-rating.js';
import type { FaceSet } from '../dice/faces.js';
import type { UnitType } from '../profile/unit-type.js';
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
  /** The row's attack type (rulebook p.13), where a rule reads it (Melee Masters). */
  readonly attack?: 'ranged' | 'melee' | 'impact';
}

/** The target unit as the attack finds it. */
export interface TargetUnit {
  readonly defence: number;
  readonly damageLimit: number;
  /** Models in the unit at the start of the attack (the Exposed ones, when the attack prioritises them). */
  readonly models: number;
  /**
   * rulebook p.26 Exposed Models: the unit's models the attack ignores (not
   * Exposed, when it prioritises Exposed models): they cannot be Destroyed, but
   * they are the unit's for its Suppression Test.
   */
  readonly ignoredModels?: number;
  /** Damage accumulated before the attack (less than the Damage Limit). */
  readonly damage: number;
  readonly category: TargetCategory;
  /** The Unit Type (rulebook p.48), read by rules that spare Aircraft or Rotorcraft (Seismic). */
  readonly type: UnitType;
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
  /** The Combat Rating the bonuses and penalties of the situation give (before the rules' own). */
  readonly rating: CombatRating;
  /**
   * The bonuses and penalties behind `rating`, named (rulebook pp.26, 28). Without
   * them `rating` is read as one bonus, none or one penalty (modifiersOfRating).
   */
  readonly combatRatingModifiers?: readonly CombatRatingModifier[];
  /** The target is within the attack's Short Range (rulebook p.13). */
  readonly withinShortRange: boolean;
  /** The Concealed Combat Rating penalty is in effect (rulebook p.26). */
  readonly concealed: boolean;
  /** The attacking unit's Officer is within the target's Front Arc, as Resilient (Front) reads it. */
  readonly attackerInTargetFrontArc: boolean;
  /** The attacker's Line of Sight crosses an Obstacle the target's models are in contact with (Emplacement). */
  readonly lineOfSightCrossesTargetObstacle: boolean;
  /**
   * The same, model by model, in the order the attack's losses take the
   * target's models (rulebook p.34 Destroying Models; game/loss-sequence.ts):
   * entry i says whether the Line of Sight crosses an Obstacle the i-th model
   * Destroyed is in contact with (glossary: Emplacement is per model). When
   * given, the Damage counting towards each model is read with that model's
   * Defence (attack/loss-defences.ts); one entry per model the attack can Destroy.
   */
  readonly obstacleCrossedInLossOrder?: readonly boolean[];
  /** Faces a Special Rule or Command lets the General re-roll besides the rating's (rulebook p.33 Bonus Re-Rolls). */
  readonly bonusRerolls?: FaceSet;
  /** The Value of the card revealed to Overcharge the attack, when the General declared it. */
  readonly overchargeCardValue?: number;
  /** The attacking unit made a Charge manoeuvre and this is its Close Quarters Attack (Onslaught). */
  readonly charged?: boolean;
  /** No model of the target is within the attacking Officer's Front Arc (Turret). */
  readonly targetOutsideFrontArc?: boolean;
  /** The attacking unit confirmed Visibility on the target itself (false: only a friendly unit did; Indirect). */
  readonly attackerConfirmedVisibility?: boolean;
  /** The unit nominated as the Spotting unit of an Indirect attack (Spotters). */
  readonly spottedBy?: string;
  /** The Size of the building the target Garrisons, not counting a Hill (Siegebreaker). */
  readonly buildingSize?: number;
  /** The target is within 3" of a Portal Marker (Immortal). */
  readonly targetNearPortalMarker?: boolean;
}

/** Everything that decides how an attack roll is resolved. */
export interface Attack {
  readonly weapon: WeaponRow;
  /** Special rules of the attacking unit (Veteran (X), ...). */
  readonly attackerRules: readonly RuleRef[];
  readonly target: TargetUnit;
  readonly situation: AttackSituation;
}

/** A Trait's name folded for comparison: `Field Gun` and the Unit Type `fieldGun` read the same. */
function traitKey(trait: string): string {
  return trait.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Whether the target has a Trait: its Unit Type is one too (rulebook p.48 Common Traits). */
export function hasTrait(target: TargetUnit, trait: string): boolean {
  const wanted = traitKey(trait);
  return [target.type, ...target.traits].some((t) => traitKey(t) === wanted);
}
