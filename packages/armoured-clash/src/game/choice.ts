import type { Side } from '../battlefield/table.js';
import type { ChoiceConstraint } from './choice-constraint.js';
import type { CommandWithOneAttack } from './attacks-declared.js';
import type { Edge } from '../battlefield/battlefield.js';
import type { ForwardDie } from '../rules/entries/forward.js';
import type { RetaliateChoice } from './retaliation-declared.js';

/** A point on the battlefield, in inches, as decisions carry it. */
export type At = readonly [number, number];

/** glossary: Brake Turn: after `after` inches of the move, every model turns to face `facing` degrees. */
export interface BrakeTurn {
  readonly after: number;
  readonly facing: number;
}

/**
 * glossary: Bank (X") — a move along the Turning Template (rulebook p.16): each
 * entry is one Navigation Point, 1" further forwards, and the turn in degrees
 * (anticlockwise positive, at most 45 either way) each model makes there; as
 * many entries as whole inches moved, at most X.
 */
export type BankTurns = readonly number[];

/**
 * Every choice a General can make, as plain data. A game record is the list of
 * these, in order.
 */
export type Choice =
  /** rulebook p.56 Placing Terrain: a piece of the setup's `terrainPlacement`, its centre point at `at`, turned `facing` degrees. */
  | {
      readonly kind: 'placeTerrain';
      readonly piece: string;
      readonly at: At;
      readonly facing: number;
    }
  /** rulebook p.56: the General places no more terrain (once the minimum is placed). */
  | { readonly kind: 'stopTerrain' }
  /** rulebook p.57 Deploy Forces: the card draw's winner decides whether they are General A or General B. */
  | { readonly kind: 'chooseGeneral'; readonly general: 'A' | 'B' }
  /** rulebook p.57 Deploy Forces: General A claims the Deployment Zone along this Rear Edge. */
  | { readonly kind: 'claimZone'; readonly rearEdge: Edge }
  /** glossary: Forward: the General's units with Forward chosen to deploy first (as many as the General likes, or none). */
  | { readonly kind: 'chooseForward'; readonly units: readonly string[] }
  /**
   * Deployment (rulebook p.57): place a unit, its Officer at `at`, formed up
   * facing `facing` degrees; a chosen Forward unit with `forwardDie`, a die of
   * its General's Forward Pool (glossary: Forward).
   */
  | {
      readonly kind: 'deploy';
      readonly unit: string;
      readonly at: At;
      readonly facing: number;
      readonly forwardDie?: ForwardDie;
    }
  /** rulebook p.57 Reserve Units: hold a unit back in Reserve instead of deploying it. */
  | { readonly kind: 'reserve'; readonly unit: string }
  /** rulebook p.21 Deploy Reserves: bring a unit on from Reserve, touching a battlefield edge. */
  | {
      readonly kind: 'deployReserve';
      readonly unit: string;
      readonly at: At;
      readonly facing: number;
    }
  /** rulebook p.21: stop deploying units from Reserve this Round. */
  | { readonly kind: 'stopReserves' }
  /** glossary: Vanguard (X"): before the first Round, a unit's free Advance of up to X" (the Officer to `at`, re-formed). */
  | {
      readonly kind: 'vanguardAdvance';
      readonly unit: string;
      readonly at: At;
      readonly facing: number;
      /** rulebook p.16 Moving a Unit: the points the Officer passes, in order, before `at` (legs, as an Advance's `via`). */
      readonly via?: readonly At[];
    }
  /** glossary: Vanguard (X"): the General makes no more free Advances before the first Round. */
  | { readonly kind: 'stopVanguard' }
  /** rulebook p.57: the General who finished deploying first gives the first Round's Initiative. */
  | { readonly kind: 'giveInitiative'; readonly to: Side }
  /**
   * rulebook p.20 Determine Initiative: bid a card from the hand, or surrender.
   * `card` is a card id (an index into the deck definition's `cards`, as the
   * hand lists it), not the card's position in the hand.
   */
  | { readonly kind: 'bid'; readonly card: number }
  | { readonly kind: 'surrender' }
  /** rulebook p.21 Draw Cards: discard any of the hand (card ids), then draw up to the Hand Limit. */
  | { readonly kind: 'discard'; readonly cards: readonly number[] }
  /**
   * rulebook p.22: Activate a Ready unit; `command`: a card id from the hand,
   * issued as it is Activated (its start, or its Rally Test: game/commands).
   */
  | {
      readonly kind: 'activate';
      readonly unit: string;
      readonly command?: number;
      /** glossary: Locomotor Boosters, declared as the Activation starts. */
      readonly locomotorBoosters?: true;
      /** glossary: Soar (X"), declared as the Activation starts. */
      readonly soar?: true;
      /** glossary: Portal Mastery (X): the Special Command attempted as the Activation starts, issued with this card id from the hand. */
      readonly portalMastery?: number;
    }
  /** rulebook p.24 Movement Step: Advance or Double Time to a new place (Officer at `at`, re-formed). */
  | {
      readonly kind: 'advance' | 'doubleTime';
      readonly at: At;
      readonly facing: number;
      /** A card id from the hand, issued as the unit makes a Double Time (game/commands). */
      readonly command?: number;
      /**
       * rulebook p.16 Moving a Unit: the move broken into smaller straight moves, changing
       * direction between them: the points the Officer passes, in order, before `at`
       * (each model follows the same legs, then the unit re-forms at `at`).
       */
      readonly via?: readonly At[];
    }
  /**
   * rulebook p.51 A. Approach Step: an Aircraft unit's models fly forwards in a
   * straight line, `inches` in all (a number of its choosing); `brakeTurn` (glossary: Brake
   * Turn) turns them to face `facing` degrees after `after` of those inches; `bank`
   * (glossary: Bank (X")) then moves them along the Turning Template (BankTurns).
   */
  | {
      readonly kind: 'approach';
      readonly inches: number;
      readonly brakeTurn?: BrakeTurn;
      readonly bank?: BankTurns;
    }
  /**
   * rulebook p.51 D. Escape Step of a unit with Brake Turn or Bank (X"): straight off the
   * battlefield, turning once on the way, or first moving along the Turning Template (`bank`).
   */
  | { readonly kind: 'escape'; readonly brakeTurn?: BrakeTurn; readonly bank?: BankTurns }
  /** rulebook p.25 Aim: no move, a Combat Rating Bonus for a Ranged Attack this turn. */
  | { readonly kind: 'aim' }
  /** No Manoeuvre in the Movement Step, or no Attack or Special Action in the Attack Step. */
  | { readonly kind: 'hold' }
  /**
   * rulebook p.26 Ranged Attack against a unit the active unit can acquire;
   * `command`: a card id from the hand, issued as a Command to the unit as it
   * declares the attack (rulebook p.37; game/commands).
   */
  | {
      readonly kind: 'rangedAttack';
      readonly target: string;
      readonly command?: number;
      /** glossary: Spotters — the Spotting unit nominated for an Indirect attack. */
      readonly spotter?: string;
      /**
       * rulebook p.26 Exposed Models: the attack prioritises the Exposed models
       * (some but not all of the target's; the nearest within Long Range).
       */
      readonly prioritiseExposed?: true;
      /** glossary: Precision — the target's models the attacking General chooses to Destroy, in order. */
      readonly precision?: readonly string[];
      /** glossary: Overcharge — declared: a card revealed, its Value in added dice. */
      readonly overcharge?: true;
    }
  /** rulebook p.38 Interference: a card id from the hand, played against the Command issued. */
  | { readonly kind: 'interfere'; readonly card: number }
  /** The other General lets the Command through without Interfering. */
  | { readonly kind: 'noInterference' }
  /**
   * rulebook pp.36-37: the unit due a Suppression Test takes it; `command`: a
   * card id from the hand, issued to it as it takes the test (Stand Firm).
   */
  | { readonly kind: 'suppressionTest'; readonly command?: number }
  /**
   * rulebook p.37: the unit targeted by the Attack Step's Ranged Attack lets
   * it go ahead; `command`: a card id from the hand, issued to it first (Dig In).
   */
  | {
      readonly kind: 'targetedByRangedAttack';
      readonly command?: number;
      /** rulebook pp.34-35: the target's models in its General's order of preference for its losses. */
      readonly losses?: readonly string[];
    }
  /**
   * rulebook p.33 Bonus Re-Rolls: the active unit's Ranged Attack rolled,
   * before any die is re-rolled: its General goes on; `command`: a card id
   * from the hand, issued to it first (its Bonus Re-Rolls join the attack's).
   */
  | { readonly kind: 'attackRerolls'; readonly command?: number }
  /**
   * rulebook pp.34-35 Destroying Models, Loss of an Officer: the General's
   * standing order of preference for the losses of one of its units, given at
   * any decision of theirs (that decision still waits after it): wherever the
   * General chooses among the unit's losses and gave no order for that attack
   * (`losses` on targetedByRangedAttack), the first named of the models it may
   * choose among is Destroyed, and a Field Promotion goes to the survivor
   * named last (game/standing-loss-order.ts). An empty list withdraws it.
   */
  | { readonly kind: 'orderLosses'; readonly unit: string; readonly losses: readonly string[] }
  /**
   * rulebook p.37: the other General as the active unit ends its move: no
   * Command, or `command` (a card id from the hand) issued to their `unit` (Covering Fire).
   */
  | { readonly kind: 'enemyEndsMove'; readonly unit?: string; readonly command?: number }
  /** rulebook pp.62-63 Find the Lady: the active General places the dropped Vital Objective (its centre). */
  | { readonly kind: 'placeVitalObjective'; readonly at: At }
  /** rulebook p.24 Charge: up to twice Speed, the Officer ending in contact with `target`. */
  | {
      readonly kind: 'charge';
      readonly target: string;
      readonly at: At;
      readonly facing: number;
      /** rulebook p.16: the points the Officer passes before `at` (a move broken into legs). */
      readonly via?: readonly At[];
    }
  /** glossary: Inspiring (X): the friendly Suppressed units (up to X, maybe none) that lose the status. */
  | { readonly kind: 'inspire'; readonly units: readonly string[] }
  /**
   * rulebook p.25 Opportunity Fire: a unit On Lookout fires at the active unit
   * in a Reaction Step; `precision` (glossary: Precision): the active unit's
   * models its General chooses to Destroy, in order.
   */
  | {
      readonly kind: 'opportunityFire';
      readonly unit: string;
      readonly command?: number;
      readonly precision?: readonly string[];
    }
  /**
   * glossary: Interceptor — instead of Opportunity Fire in the first Reaction
   * Step of an enemy Aerial unit's Activation, the Intercept Special Command to
   * the Incoming unit `unit`, issued with `card` (a card id from the hand).
   */
  | { readonly kind: 'intercept'; readonly unit: string; readonly card: number }
  /** The Reaction Step passes without Opportunity Fire. */
  | { readonly kind: 'noReaction' }
  /** glossary: Throw (X") — at the end of the Activation, a Weakened Ranged Attack against an enemy unit within X". */
  | { readonly kind: 'throw'; readonly target: string }
  /** glossary: Overrun — after winning a Close Quarters Combat, discard a card (a card id from the hand) to Charge the loser again. */
  | { readonly kind: 'overrun'; readonly card: number }
  /** rulebook p.28 Close Quarters Attack against the target of the Charge; `command` as it is declared. */
  | {
      readonly kind: 'closeQuartersAttack';
      readonly command?: number;
      /** glossary: Precision — the target's models the attacking General chooses to Destroy, in order. */
      readonly precision?: readonly string[];
      /** glossary: Overcharge — declared for a Close Quarters row with the quality: a card revealed, its Value in added dice. */
      readonly overcharge?: true;
    }
  /** glossary: Demolition — after a Charge against a Garrisoned unit, a Demolition roll at its building instead of a Close Quarters Attack. */
  | { readonly kind: 'demolish' }
  /** glossary: Precision, Overcharge — the defending General's declaration for a Retaliation (game/retaliation.ts). */
  | RetaliateChoice
  /**
   * rulebook p.21 Special Command: Flank Attack, issued with any card of the
   * hand as a unit arrives from Reserve; without a card for a Vanguard unit in
   * Lord of the Manor (p.61 Scouting Parties).
   */
  | {
      readonly kind: 'flankAttack';
      readonly unit: string;
      readonly at: At;
      readonly facing: number;
      readonly card?: number;
    }
  /**
   * glossary: Aerial Assault — from Round 2, instead of Activating a unit on the
   * battlefield: the Special Command (whichever `card` of the hand; none in the final
   * Round) to Activate `unit` from Reserve, Deployed with its Officer at `at`,
   * facing `facing` degrees.
   */
  | {
      readonly kind: 'aerialAssault';
      readonly unit: string;
      readonly at: At;
      readonly facing: number;
      readonly card?: number;
    }
  /** rulebook p.21: after a failed Flank Attack, the unit stays in Reserve. */
  | { readonly kind: 'keepInReserve'; readonly unit: string }
  /** rulebook p.40: claim the Conquest Objectives of these cards (ids), whose Trigger was just met; none is allowed. */
  | { readonly kind: 'claim'; readonly cards: readonly number[] }
  /** rulebook p.30 Special Actions. */
  | { readonly kind: 'takeCover' | 'goOnLookout' | 'reArm' }
  /**
   * glossary: All-Out Attack (X): up to X Ranged Attacks in the Attack Step,
   * against `targets` in this order, each with a different row of the grid.
   */
  | ({
      readonly kind: 'allOutAttack';
      readonly targets: readonly string[];
      /** glossary: Precision — the targets' models the General chooses to Destroy, in order (each attack takes its target's). */
      readonly precision?: readonly string[];
    } & CommandWithOneAttack)
  /** glossary: Construction Team: the Entrench Special Action, giving `unit` the Entrenched status. */
  | { readonly kind: 'entrench'; readonly unit: string }
  /** glossary: Repair (X): a Special Action in the Attack Step repairing a friendly unit. */
  | { readonly kind: 'repair'; readonly unit: string }
  /** rulebook pp.62-63 Find the Lady: the Scour the Field Special Action at a Strategic Objective Marker (its id). */
  | { readonly kind: 'scourTheField'; readonly marker: string }
  /**
   * glossary: Coruscating: a line from the Officer's centre at `bearing` degrees
   * (within its Front Arc); every unit it touches, friend or foe, is attacked, closest first.
   */
  | ({
      readonly kind: 'coruscatingAttack';
      readonly bearing: number;
      readonly overcharge?: true;
    } & CommandWithOneAttack)
  /** glossary: Fields of Fire: the attack made twice, at a unit in each Front Arc, in this order. */
  | ({ readonly kind: 'fieldsOfFire'; readonly targets: readonly string[] } & CommandWithOneAttack)
  /** glossary: Support (X): the General Activates no unit in support; the turn passes. */
  | { readonly kind: 'declineSupport' }
  /** rulebook p.22 Coordinated Units: the General Activates no Coordinated unit now; the turn passes. */
  | { readonly kind: 'declineCoordinated' }
  /** rulebook pp.30, 46 Embark: a Special Action onto an Unoccupied friendly Transport unit within 3". */
  | { readonly kind: 'embark'; readonly transport: string }
  /** rulebook pp.25, 46 Disembark: the Embarked unit set up, its Officer at `at`, formed up facing `facing` degrees. */
  | { readonly kind: 'disembark'; readonly at: At; readonly facing: number }
  /** glossary: Bail Out — models of its Transport were Destroyed: the Embarked unit Disembarks at once, its Officer at `at`, facing `facing` degrees, and is Suppressed. */
  | { readonly kind: 'bailOut'; readonly at: At; readonly facing: number }
  /** glossary: Bail Out — the Embarked unit stays aboard; models beyond the reduced Transport Capacity are Destroyed. */
  | { readonly kind: 'stayAboard' }
  /** glossary: Open Top — at the end of the Attack Step, a Weakened Ranged Attack against `target` with the Armaments Grid of `unit`, a unit aboard. */
  | {
      readonly kind: 'openTopAttack';
      readonly unit: string;
      readonly target: string;
      /** glossary: Precision — the target's models the attacking General chooses to Destroy, in order. */
      readonly precision?: readonly string[];
    }
  /** glossary: Assault Ramp — the Transport's Special Action: its Embarked unit Disembarks, its Officer at `at`, facing `facing` degrees. */
  | { readonly kind: 'assaultRamp'; readonly at: At; readonly facing: number }
  /** rulebook pp.30, 43 Garrison: a Special Action into an unoccupied Defensible Building (a terrain piece id) within 3". */
  | { readonly kind: 'garrison'; readonly building: string }
  /** glossary: Portal Mastery (X): a Portal Marker placed with its centre at `at`. */
  | { readonly kind: 'placePortalMarker'; readonly at: At }
  /** glossary: Portal Mastery (X): the Portal Marker `marker` (of either General) removed. */
  | { readonly kind: 'removePortalMarker'; readonly marker: string }
  /** glossary: Portal Mastery (X): no more markers placed or removed. */
  | { readonly kind: 'endPortalMastery' }
  /** glossary: Immortal: `count` Destroyed models restored at the start of the Activation (0: none). */
  | { readonly kind: 'restoreModels'; readonly count: number }
  /**
   * glossary: Portal Blast: the attack against the Portal Marker `marker`,
   * resolved against each unit within 5" of it in the order `units`.
   */
  | { readonly kind: 'portalBlast'; readonly marker: string; readonly units: readonly string[] }
  /**
   * glossary: Spectacular Demise (X) Detonation, Fiery Demise (X) Calamitous
   * Landing: the General of the unit whose model was Destroyed gives the order
   * of the blast's attacks, `units` each unit it attacks once.
   */
  | { readonly kind: 'demiseOrder'; readonly units: readonly string[] }
  /** rulebook pp.25, 43 Exit: the Garrisoned unit set up, its Officer at `at`, formed up facing `facing` degrees. */
  | { readonly kind: 'exit'; readonly at: At; readonly facing: number };

export type ChoiceKind = Choice['kind'];

/**
 * What the game waits for: who decides, and what they may choose. Discrete
 * choices are listed in `options`; a placement or a move is described by
 * `constraints` and checked when made (an illegal one is refused with the rule).
 */
export interface Decision {
  readonly player: Side;
  readonly prompt: string;
  readonly options: readonly Choice[];
  /** Continuous choices allowed besides the options, with what limits them. */
  readonly constraints?: readonly ChoiceConstraint[];
}

export type { ChoiceConstraint, MoveConstraint, PlacementConstraint } from './choice-constraint.js';
