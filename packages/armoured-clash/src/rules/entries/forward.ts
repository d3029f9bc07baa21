import type { Face } from '../../dice/faces.js';
import type { RuleEntry } from '../rule-entry.js';

/** Where the rule is written. */
export const FORWARD = 'glossary: Forward';

/** A die of a Forward Pool, by the face it shows (rulebook p.32 names them). */
export type ForwardDie = keyof typeof Face;

/** What one die of the Forward Pool lets the unit deployed with it do (glossary: Forward, its table). */
export interface ForwardResult {
  /** How far outside its General's Deployment Zone the unit may stand (0: entirely within it); absent: anywhere on the battlefield. */
  readonly beyondZone?: number;
  /** Damage the unit takes as it is deployed. */
  readonly damage: number;
  /** It cannot be deployed within the opposing General's Deployment Zone. */
  readonly outsideOpposingZone: boolean;
  /** It cannot be deployed within this many inches of a Strategic Objective Marker or a Defensible Building. */
  readonly clearOfObjectives?: number;
}

/** glossary: Forward: the reaches of its table's third and fourth rows, outside the Deployment Zone. */
export const FORWARD_NEAR_REACH = 5;
export const FORWARD_FAR_REACH = 10;
/** glossary: Forward: no nearer a Strategic Objective Marker or Defensible Building (third and fourth rows). */
export const FORWARD_CLEARANCE = 3;
/** glossary: Forward: the Damage the second row costs. */
export const FORWARD_DAMAGE = 1;

/**
 * glossary: Forward — the table of the Forward Pool's dice. A READING TO
 * REPLACE: the die-face icons of the printed table are lost from our texts
 * (five rows, one per kind of face); read, as Spectacular Demise (X) is, in
 * the order rulebook p.32 lists the faces (Heroic Strike, Strike, Glancing
 * Strike, Miss, Blank). Data, so that the printed icons can replace it.
 */
export const FORWARD_TABLE: Readonly<Record<ForwardDie, ForwardResult>> = {
  // ...within this General's Deployment Zone.
  heroicStrike: { beyondZone: 0, damage: 0, outsideOpposingZone: false },
  // ...anywhere on the battlefield, but takes 1 Damage; not within the opposing Deployment Zone.
  strike: { damage: FORWARD_DAMAGE, outsideOpposingZone: true },
  // ...up to 5" outside this General's Deployment Zone; not in the opposing zone, nor within 3" of an objective or building.
  glancingStrike: {
    beyondZone: FORWARD_NEAR_REACH,
    damage: 0,
    outsideOpposingZone: true,
    clearOfObjectives: FORWARD_CLEARANCE,
  },
  // ...up to 10" outside this General's Deployment Zone; the same restrictions.
  miss: {
    beyondZone: FORWARD_FAR_REACH,
    damage: 0,
    outsideOpposingZone: true,
    clearOfObjectives: FORWARD_CLEARANCE,
  },
  // ...anywhere on the battlefield; not within the opposing General's Deployment Zone.
  blank: { damage: 0, outsideOpposingZone: true },
};

/**
 * glossary: Forward — once both Deployment Zones are claimed, the unit's
 * General may choose it as a Forward unit (game step deploymentZonesClaimed);
 * the chosen units roll the Forward Pool and deploy first, each with a die of
 * it read on FORWARD_TABLE (game/forward/).
 */
export const forward: RuleEntry = {
  name: 'Forward',
  kind: 'specialRule',
  source: FORWARD,
  takesX: false,
  inGame: {
    deploymentZonesClaimed: () => FORWARD,
  },
};
