// Values the game's named steps carry (rules/game-hooks.ts GameStepValues).

/** Statuses the game's steps take away from a unit (rulebook p.30 On Lookout, Taking Cover). */
export type LosableStatus = 'onLookout' | 'takingCover';

/** Statuses a unit loses at the end of its next Activation (rulebook p.34 Disordered, p.36 Suppressed). */
export type ExpiringStatus = 'suppressed' | 'disordered';

/** What failing a Rally Test costs the unit (rulebook p.24 Reduced Capability; glossary: Berserk). */
export type RallyFailure = 'reducedCapability' | 'mustCharge';

/** Whether a unit controls Strategic Objectives (rulebook p.39), and whether it is Occupied by a unit that does (glossary: Strongpoint). */
export interface ObjectiveControl {
  readonly controls: boolean;
  readonly occupiedByController: boolean;
}

/** A Formation a unit fights in (rulebook p.14), and one a rule makes it assume in play (glossary: Rabble), or none. */
export type Formation = 'close' | 'open';
export type AssumedFormation = Formation | undefined;

/** The Formation a unit fights in now, and the rule that keeps it from controlling Strategic Objectives though it contests them (glossary: Automata, Rabble). */
export interface ObjectiveControlBar {
  readonly formation: Formation;
  readonly rule: string | undefined;
}

/** A unit Embarking on a Transport: whether it is Infantry, and the places each of its models takes (rulebook p.46; glossary: Bulky). */
export interface EmbarkingPlaces {
  readonly infantry: boolean;
  readonly places: number;
}

/** Attack Dice a rule rolls, and the rule (glossary: Sponsons (X), Spectacular Demise (X)). */
export interface RuleDice {
  readonly rule: string;
  readonly dice: number;
}

/** An additional Ranged Attack made with the Armaments Grid of a unit Embarked or Loaded on the attacker, and the rule giving it (glossary: Open Top). */
export interface AttackAboard {
  readonly grid: 'unitAboard';
  readonly rule: string;
}

/** Victory Points a rule gives a General, and the rule. */
export interface VictoryPointAward {
  readonly source: string;
  readonly victoryPoints: number;
}
