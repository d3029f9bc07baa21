import type { Table } from '../../battlefield/table.js';
import type { GameSetup } from '../army.js';
import type { GameState } from '../state.js';
import type { OccasionKind } from './command-moments.js';
import { cardAccepted, unitRefusal } from './command-refusal.js';
import { withinReach } from './within-reach.js';
import { fittingHandCards, occasionCards } from './occasion-cards.js';
import { armyUnit } from '../army-unit.js';

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
 * wait tells the other General nothing (rulebook p.37). `table`: the state's
 * table, when the caller has it already.
 */
export function commandPossible(
  setup: GameSetup,
  state: GameState,
  unit: string,
  occasion: OccasionKind,
  table?: Table,
): boolean {
  const side = state.units[unit]?.side;
  if (side === undefined) return false;
  if (state.players[side].deck.hand.length === 0) return false;
  const suppressed = state.units[unit]?.statuses.includes('suppressed') === true;
  // Only the deck's cards that fit the moment at all are looked at (none: no wait).
  const fitting = occasionCards(setup.generals[side].deck.cards, occasion, suppressed);
  if (fitting.length === 0) return false;
  const type = armyUnit(setup, unit).type;
  // The rest of cardRefusal's Condition: the Unit Types and the distance the card names, that
  // distance measured again only when a card names another (withinReach is pure: a plain loop,
  // no memo nor closure made for each of the many units asked of as a move ends); then the rules
  // refusing a Command to the unit (the costlier question, asked last).
  let asked: number | undefined | null = null;
  let near = false;
  for (const { command } of fitting) {
    if (command.unitTypes !== undefined && !command.unitTypes.includes(type)) continue;
    if (asked !== command.within) {
      asked = command.within;
      near = withinReach(setup, state, unit, command.within, table);
    }
    if (near) return unitRefusal(setup, state, side, unit) === undefined;
  }
  return false;
}

/**
 * The cards of `unit`'s General's hand whose Command may be issued to it at a
 * moment of `occasion`. `table`: the state's table, when the caller has it already.
 */
export function handCommandCards(
  setup: GameSetup,
  state: GameState,
  unit: string,
  occasion: OccasionKind,
  table?: Table,
): number[] {
  const side = state.units[unit]?.side;
  if (side === undefined) return [];
  // Only the cards that fit the moment at all are asked about (none: no Command, whatever the unit).
  const fitting = fittingHandCards(setup, state, side, unit, occasion);
  if (fitting.length === 0 || unitRefusal(setup, state, side, unit) !== undefined) return [];
  return fitting.filter((card) => cardAccepted(setup, state, side, unit, card, occasion, table));
}
