import type { GameSetup } from '../army.js';
import type { GameState } from '../state.js';
import type { OccasionKind } from './command-moments.js';
import { cardRefusal, unitRefusal } from './command-refusal.js';
import { withinReach } from './within-reach.js';

/**
 * The cards of its General's hand whose Command may be issued to `unit` as it
 * takes a Suppression Test (rulebook p.37: the Condition is a Discipline Test,
 * p.19; p.38 Command Limits; not to a Disordered unit): none when no Command
 * can be issued to it at all.
 */
export function testCommandCards(setup: GameSetup, state: GameState, unit: string): number[] {
  return handCommandCards(setup, state, unit, 'suppressionTest');
}

/**
 * Whether the game waits for `unit`'s General as it takes a Suppression Test,
 * judged only from what both Generals know, so that waiting tells the other
 * General nothing of the hand: a card in the hand, no rule refusing a Command
 * to the unit, and a card of the General's deck (its contents are known, not
 * its order) whose Condition is met now (rulebook p.37).
 */
export function testCommandPossible(setup: GameSetup, state: GameState, unit: string): boolean {
  return commandPossible(setup, state, unit, 'suppressionTest');
}

/**
 * Whether the game waits for `unit`'s General at a moment of `occasion`,
 * judged as testCommandPossible is: only from the hand's size, the rules
 * refusing a Command and the deck's contents (never the hand's), so that the
 * wait tells the other General nothing (rulebook p.37).
 */
export function commandPossible(
  setup: GameSetup,
  state: GameState,
  unit: string,
  occasion: OccasionKind,
): boolean {
  const side = state.units[unit]?.side;
  if (side === undefined) return false;
  if (state.players[side].deck.hand.length === 0) return false;
  if (unitRefusal(setup, state, side, unit) !== undefined) return false;
  const cards = setup.generals[side].deck.cards;
  // The distance a card names is measured once for the unit, not once per card.
  const reached = new Map<number | undefined, boolean>();
  const reach = (within: number | undefined): boolean => {
    let near = reached.get(within);
    if (near === undefined) {
      near = withinReach(setup, state, unit, within);
      reached.set(within, near);
    }
    return near;
  };
  for (let card = 0; card < cards.length; card++) {
    if (cardRefusal(setup, state, side, unit, card, occasion, reach) === undefined) return true;
  }
  return false;
}

/** The cards of `unit`'s General's hand whose Command may be issued to it at a moment of `occasion`. */
export function handCommandCards(
  setup: GameSetup,
  state: GameState,
  unit: string,
  occasion: OccasionKind,
): number[] {
  const side = state.units[unit]?.side;
  if (side === undefined) return [];
  const hand = state.players[side].deck.hand;
  if (hand.length === 0 || unitRefusal(setup, state, side, unit) !== undefined) return [];
  return hand.filter((card) => cardRefusal(setup, state, side, unit, card, occasion) === undefined);
}
