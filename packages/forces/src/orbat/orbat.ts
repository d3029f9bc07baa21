import type {
  ArmamentsGrid,
  ArmyCloseQuartersRow,
  ArmyRangedRow,
  RuleRef,
  TargetCategory,
  UnitType,
} from '@warroom/armoured-clash';
import type { BattlegroupKind, Formation, ReinforcementLevel } from './vocabulary.js';

/** The Target Categories (rulebook p.48), in the order a profile lists its Ranged rows. */
export const TARGET_CATEGORIES = [
  'light',
  'heavy',
  'aerial',
] as const satisfies readonly TargetCategory[];

/** One Reinforcement level of a unit (rulebook p.55): its models, Points Value and Victory Points Rating. */
export interface LevelProfile {
  readonly models: number;
  readonly points: number;
  readonly victoryPoints: number;
}

/** A Ranged row of the Armaments Grid: one per Target Category, with Short and Long Range in inches (the game's own type). */
export type RangedAttackRow = ArmyRangedRow;

/** A Close Quarters row (Melee or Impact): no range. */
export type CloseQuartersAttackRow = ArmyCloseQuartersRow;

export type AttackRow = RangedAttackRow | CloseQuartersAttackRow;

/** The Armaments Grid (rulebook p.13): columns by model count, or by Damage for a Behemoth (p.49). */
export interface UnitArmaments extends ArmamentsGrid {
  readonly rows: readonly AttackRow[];
}

/**
 * A model's Footprint (rulebook p.10) in inches: its square base, or the main
 * body seen from above for a model on a flight base or with no base ("hull").
 */
export interface Footprint {
  readonly kind: 'base' | 'hull';
  /** Side to side. */
  readonly width: number;
  /** Front to back. */
  readonly depth: number;
  /**
   * glossary: Extended Footprint: the outline of the main body seen from
   * above, where it overhangs the base: points [x, y] in inches from the
   * base's centre, x to the model's right, y towards its front.
   */
  readonly hull?: readonly (readonly [number, number])[];
}

/** A unit's Profile from its ORBAT (rulebook pp.12-13, 48-49). */
export interface UnitProfile {
  readonly id: string;
  readonly name: string;
  readonly faction: string;
  readonly type: UnitType;
  readonly category: TargetCategory;
  readonly size: number;
  readonly formation: Formation;
  /** Inches. */
  readonly speed: number;
  readonly defence: number;
  readonly damageLimit: number;
  readonly discipline: number;
  /** Absent when the profile prints "-": the unit never Breaks. */
  readonly breakLimit?: number;
  /** Traits besides Faction, Unit Type and Target Category: Commander, Transport, Behemoth, ... */
  readonly traits: readonly string[];
  readonly specialRules: readonly RuleRef[];
  readonly armaments: UnitArmaments;
  readonly levels: Readonly<Partial<Record<ReinforcementLevel, LevelProfile>>>;
  readonly footprint: Footprint;
  /** The ORBAT allows at most this many of the unit in a Force. */
  readonly maxPerForce?: number;
  /** The unit may only join these Battlegroups (ids). */
  readonly onlyInBattlegroups?: readonly string[];
  /** A unit rule lets it take any of its levels at every Force Scale (rulebook p.55). */
  readonly anyReinforcementLevel: boolean;
}

/**
 * A minimum and/or maximum of a Battlegroup (rulebook p.54, p.56): how many of
 * its units may be of these Unit Types, have these Traits, or be these units.
 * A unit counts if it matches any of them.
 */
export interface BattlegroupRequirement {
  readonly unitTypes: readonly UnitType[];
  readonly traits: readonly string[];
  readonly units: readonly string[];
  readonly min: number;
  readonly max?: number;
}

export interface BattlegroupDefinition {
  readonly id: string;
  readonly name: string;
  readonly kind: BattlegroupKind;
  /** Always holds a Commander requirement (added as "exactly one" when the ORBAT names none). */
  readonly requirements: readonly BattlegroupRequirement[];
  /** The ORBAT allows at most this many of the Battlegroup in a Force (rulebook p.54). */
  readonly maxPerForce?: number;
  /** A Battlegroup rule lets its units take any level at every Force Scale (rulebook p.55). */
  readonly anyReinforcementLevel: boolean;
  readonly notes?: string;
}

/** How many Auxiliary or Heroic Battlegroups a Force may have. */
export interface BattlegroupKindLimit {
  readonly max?: number;
  /** At most this many for each Faction Battlegroup in the Force. */
  readonly perFactionBattlegroup?: number;
}

/** A faction's Order of Battle (rulebook p.54). */
export interface Orbat {
  readonly faction: string;
  readonly name: string;
  /** True for placeholder values, not the official ORBAT. */
  readonly sample: boolean;
  readonly notice?: string;
  /** The faction's Command & Conquest deck (rulebook p.18): a deck file, relative to the ORBAT file. */
  readonly commandDeck?: string;
  readonly battlegroupLimits: Readonly<
    Partial<Record<'auxiliary' | 'heroic', BattlegroupKindLimit>>
  >;
  readonly units: readonly UnitProfile[];
  readonly battlegroups: readonly BattlegroupDefinition[];
}
