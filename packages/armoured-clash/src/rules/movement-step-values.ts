/** The Manoeuvres of the Movement Step that move a unit (rulebook p.24). */
export type MovingManoeuvre = 'advance' | 'doubleTime' | 'charge';

/** A Manoeuvre a unit cannot make, and the rule that forbids it. */
export interface BarredManoeuvre {
  readonly manoeuvre: MovingManoeuvre;
  readonly rule: string;
}

/**
 * rulebook p.24 Manoeuvres: how far a unit may move with each, in inches (an
 * Advance up to its Speed, Double Time and a Charge up to twice its Speed),
 * and the Manoeuvres it cannot make (glossary: Slow, Static).
 */
export interface ManoeuvreLimits {
  readonly speed: number;
  readonly advance: number;
  readonly doubleTime: number;
  readonly charge: number;
  readonly barred: readonly BarredManoeuvre[];
}

/** A Status a special rule gives a unit, and the rule (glossary: Cumbersome, Stalker). */
export interface GainedStatus {
  readonly status: 'reloading' | 'onLookout';
  readonly rule: string;
}

/**
 * What the Reloading status stops: attacks with the weapons that Reload
 * (rulebook p.30 Reloading), or every Ranged Attack (glossary: Cumbersome).
 */
export type ReloadingStops =
  | { readonly everyRangedAttack: false }
  | { readonly everyRangedAttack: true; readonly rule: string };

/** How an Activation ends for the unit: whether it made an attack, and the Statuses it gains (glossary: Stalker). */
export interface ActivationEnd {
  readonly attacked: boolean;
  readonly gains: readonly GainedStatus[];
}

/**
 * What becomes of the loser of a Close Quarters Combat: it Withdraws and takes
 * a Suppression Test (rulebook p.29), or it is Annihilated (glossary: Static).
 */
export type CloseQuartersLoss = 'withdraw' | 'annihilated';

/** A free Advance a rule gives the unit, with its Movement Limit in inches (glossary: Hit & Run (X")). */
export interface FreeAdvance {
  readonly limit: number;
  readonly rule: string;
}

/**
 * Immediately after the unit resolved an attack in its own Activation: whether
 * it is Suppressed, and whether it is Embarked on a Transport or Garrisoning a
 * Defensible Building; and a free Advance it may make.
 */
export interface OwnAttackResolved {
  readonly suppressed: boolean;
  readonly aboard: boolean;
  readonly freeAdvance?: FreeAdvance;
}

/** A rule that lets the winner of a Close Quarters Combat in its own Activation Charge the loser again (glossary: Overrun). */
export interface ChargeAgain {
  readonly rule: string;
}

/** An attack the unit may make at the end of its Activation: within `range` inches (glossary: Throw (X")). */
export interface ActivationEndAttack {
  readonly range: number;
  readonly rule: string;
}

/** The end of the unit's Activation: the enemy models it Destroyed in Close Quarters Combat during it, and an attack its rules allow. */
export interface EndOfActivationAttack {
  readonly destroyedInCloseQuarters: number;
  readonly attack?: ActivationEndAttack;
}
