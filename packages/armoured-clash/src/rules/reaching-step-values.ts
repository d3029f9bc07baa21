import type { DisciplineModifier } from '../cards/discipline.js';

/** The auras of the glossary measured in inches from the unit that holds them (game/auras.ts). */
export type AuraRule = 'Chain of Command' | 'Shrine of the Faithful' | 'Peer Review' | 'Jamming';

/** Whose units an aura reaches, seen from the unit that holds it. */
export type AuraReach = 'friendly' | 'enemy';

/** How an aura's distance is measured to the unit it may reach. */
export type AuraMeasure =
  /** rulebook p.11: between the closest models of the two units. */
  | 'unit'
  /** From the unit's Officer (glossary: Chain of Command (X")). */
  | 'officer';

/** An aura a unit holds: its rule, its X", and how it reaches other units. */
export interface HeldAura {
  readonly rule: AuraRule;
  readonly x: number;
  readonly reach: AuraReach;
  readonly measure: AuraMeasure;
  /** Also measured from the Transport unit the holder is Embarked on (rulebook p.46; glossary: Chain of Command (X")). */
  readonly throughTransport: boolean;
}

/** The Trait a Carrier unit carries, and the rule saying so (glossary: Carrier (X), Heavy Carrier (X)). */
export interface CarriedTrait {
  readonly rule: string;
  readonly trait: string;
}

/**
 * The named points of the game at which a unit's rules reach other units
 * around it or aboard it (rules/game-hooks.ts folds them with the others).
 */
export interface ReachingStepValues {
  /** glossary: Chain of Command (X"), Shrine of the Faithful (X"), Peer Review (X"), Jamming (X") — the auras by which the unit acts on the friendly or enemy units within X" of it (rulebook p.11 Measuring Distances; game/auras.ts). */
  aurasHeld: readonly HeldAura[];
  /** rulebook p.19 Discipline Tests — the X Trait of each Terrifying (X) the unit holds: every other unit within 6" without it suffers -1 Discipline (glossary: Terrifying (X); game/discipline-modifiers.ts). */
  terrifyingTraits: readonly string[];
  /** rulebook p.19 Discipline Tests, p.13 Modifiers — the Discipline modifiers the unit's own rules give it while it is not Disordered (glossary: Chain of Command (X"): +1; game/discipline-auras.ts). */
  ownDisciplineModifiers: readonly DisciplineModifier[];
  /** rulebook p.24 The Movement Step, at its end — how many friendly Suppressed units within 12" its General may choose to lose the Suppressed status (glossary: Inspiring (X); game/inspiring.ts). */
  inspiresSuppressedUnits: number | undefined;
  /** rulebook p.24 The Movement Step, at its end — the inches within which every enemy unit gains Disordered (glossary: Corrosive Fumes (X"); game/movement-step-end.ts). */
  disordersEnemiesWithin: number | undefined;
  /** rulebook p.22 Activation, at its end — the Traits of the friendly units within 3" its General may Activate next (glossary: Support (X); game/support.ts). */
  supportedTraits: readonly string[];
  /** rulebook p.26 Combat Rating — the Traits of the friendly units within 3" that gain a Combat Rating Bonus to their Ranged Attacks (glossary: Ammo Supply (X); game/ammo-supply.ts). */
  ammoSuppliedTraits: readonly string[];
  /** rulebook p.30 Special Actions — the Traits of the friendly units within 2" the unit may repair in its Attack Step (glossary: Repair (X); game/repair.ts). */
  repairedTraits: readonly string[];
  /** rulebook p.46 Transport Capacity — the Traits a unit must have to Embark on the Transport unit (glossary: Restricted Access (X); game/transport/carry-problem.ts). */
  embarkingTraitsRequired: readonly string[];
  /** glossary: Carrier (X), Heavy Carrier (X) — the Trait a unit Loaded on the Carrier unit must have, and the rule (game/transport/starts-loaded.ts). */
  carriedTrait: CarriedTrait | undefined;
}
