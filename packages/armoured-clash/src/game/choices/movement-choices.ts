import type { At } from './at.js';

/**
 * The choices of a unit's Movement Step (rulebook p.24), and the other
 * General's as the active unit ends its move (p.37).
 */
export type MovementChoice =
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
  /** rulebook p.25 Aim: no move, a Combat Rating Bonus for a Ranged Attack this turn. */
  | { readonly kind: 'aim' }
  /** No Manoeuvre in the Movement Step, or no Attack or Special Action in the Attack Step. */
  | { readonly kind: 'hold' }
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
   * rulebook p.37: the other General as the active unit ends its move: no
   * Command, or `command` (a card id from the hand) issued to their `unit` (Covering Fire).
   */
  | { readonly kind: 'enemyEndsMove'; readonly unit?: string; readonly command?: number };
