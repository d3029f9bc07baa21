import type { Side } from '../battlefield/table.js';

/** A point on the battlefield, in inches, as decisions carry it. */
export type At = readonly [number, number];

/**
 * Every choice a General can make, as plain data. A game record is the list of
 * these, in order.
 */
export type Choice =
  /** Deployment (rulebook p.57): place a unit, its Officer at `at`, formed up facing `facing` degrees. */
  | { readonly kind: 'deploy'; readonly unit: string; readonly at: At; readonly facing: number }
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
  /** rulebook p.22: Activate a Ready unit. */
  | { readonly kind: 'activate'; readonly unit: string }
  /** rulebook p.24 Movement Step: Advance or Double Time to a new place (Officer at `at`, re-formed). */
  | { readonly kind: 'advance' | 'doubleTime'; readonly at: At; readonly facing: number }
  /** rulebook p.25 Aim: no move, a Combat Rating Bonus for a Ranged Attack this turn. */
  | { readonly kind: 'aim' }
  /** No Manoeuvre in the Movement Step, or no Attack or Special Action in the Attack Step. */
  | { readonly kind: 'hold' }
  /**
   * rulebook p.26 Ranged Attack against a unit the active unit can acquire;
   * `command`: a card id from the hand, issued as a Command to the unit as it
   * declares the attack (rulebook p.37; game/commands).
   */
  | { readonly kind: 'rangedAttack'; readonly target: string; readonly command?: number }
  /** rulebook p.38 Interference: a card id from the hand, played against the Command issued. */
  | { readonly kind: 'interfere'; readonly card: number }
  /** The other General lets the Command through without Interfering. */
  | { readonly kind: 'noInterference' }
  /** rulebook p.24 Charge: up to twice Speed, the Officer ending in contact with `target`. */
  | { readonly kind: 'charge'; readonly target: string; readonly at: At; readonly facing: number }
  /** rulebook p.25 Opportunity Fire: a unit On Lookout fires at the active unit in a Reaction Step. */
  | { readonly kind: 'opportunityFire'; readonly unit: string }
  /** The Reaction Step passes without Opportunity Fire. */
  | { readonly kind: 'noReaction' }
  /** rulebook p.28 Close Quarters Attack against the target of the Charge. */
  | { readonly kind: 'closeQuartersAttack' }
  /** rulebook p.30 Special Actions. */
  | { readonly kind: 'takeCover' | 'goOnLookout' | 'reArm' };

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

/** Where units may be placed: which units, in which zone. */
export interface PlacementConstraint {
  readonly units: readonly string[];
  readonly zone: readonly At[];
}

/** How far a unit may move. */
export interface MoveConstraint {
  readonly unit: string;
  readonly limit: number;
}

export type ChoiceConstraint =
  | ({ readonly kind: 'deploy' } & PlacementConstraint)
  | ({ readonly kind: 'deployReserve' } & PlacementConstraint)
  | ({ readonly kind: 'advance' } & MoveConstraint)
  | ({ readonly kind: 'doubleTime' } & MoveConstraint)
  | ({ readonly kind: 'charge'; readonly targets: readonly string[] } & MoveConstraint);
