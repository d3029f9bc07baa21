import type { At } from './at.js';

/**
 * The choices of a Round outside a unit's Activation (rulebook pp.20-22, 40):
 * Initiative, the cards drawn, Reserves, which unit is Activated, the
 * Conquest Objectives claimed.
 */
export type RoundChoice =
  /**
   * rulebook p.20 Determine Initiative: bid a card from the hand, or surrender.
   * `card` is a card id (an index into the deck definition's `cards`, as the
   * hand lists it), not the card's position in the hand.
   */
  | { readonly kind: 'bid'; readonly card: number }
  | { readonly kind: 'surrender' }
  /** rulebook p.21 Draw Cards: discard any of the hand (card ids), then draw up to the Hand Limit. */
  | { readonly kind: 'discard'; readonly cards: readonly number[] }
  /** rulebook p.21 Deploy Reserves: bring a unit on from Reserve, touching a battlefield edge. */
  | {
      readonly kind: 'deployReserve';
      readonly unit: string;
      readonly at: At;
      readonly facing: number;
    }
  /** rulebook p.21: stop deploying units from Reserve this Round. */
  | { readonly kind: 'stopReserves' }
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
  /** rulebook p.21: after a failed Flank Attack, the unit stays in Reserve. */
  | { readonly kind: 'keepInReserve'; readonly unit: string }
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
  /** glossary: Support (X): the General Activates no unit in support; the turn passes. */
  | { readonly kind: 'declineSupport' }
  /** rulebook p.22 Coordinated Units: the General Activates no Coordinated unit now; the turn passes. */
  | { readonly kind: 'declineCoordinated' }
  /** rulebook p.40: claim the Conquest Objectives of these cards (ids), whose Trigger was just met; none is allowed. */
  | { readonly kind: 'claim'; readonly cards: readonly number[] }
  /** rulebook pp.62-63 Find the Lady: the active General places the dropped Vital Objective (its centre). */
  | { readonly kind: 'placeVitalObjective'; readonly at: At };
