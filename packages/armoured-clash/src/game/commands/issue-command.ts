import type { GameSetup } from '../army.js';
import { type GameEvent, event } from '../events.js';
import { IllegalChoice } from '../rule-error.js';
import { type GameState, other } from '../state.js';
import { armyUnit } from '../army-unit.js';
import { SPECIAL_NAMES } from './command-name.js';
import { commandRefusal } from './command-refusal.js';
import type { PendingCommand } from './pending-command.js';
import { settleCommand } from './settle-command.js';
import { countCommandIssued } from '../aircraft/interception-state.js';
import { generalCalled } from '../generals/generals-draw.js';

/**
 * rulebook p.37 Issuing Commands: once the declaration it comes with is
 * checked, the card is played face down out of the hand and the Command issued
 * to the unit (p.38 Command Limits: counted for the Activation, if one is under
 * way). The other General may now Interfere (p.38); with no card in their hand
 * there is nothing to Interfere with, and the Command is received at once.
 * `declared` tells what the unit is doing, for the log.
 */
export function issueCommand(
  setup: GameSetup,
  state: GameState,
  command: PendingCommand,
  declared: string,
): GameEvent[] {
  const { side, unit, card } = command;
  const refusal = commandRefusal(setup, state, side, unit, card, command.with.kind);
  if (refusal !== undefined) throw new IllegalChoice(refusal.rule, refusal.message);
  const hand = state.players[side].deck.hand;
  hand.splice(hand.indexOf(card), 1);
  // In an Interception Sortie, counted in its own (glossary: Interceptor; aircraft/interception-state.ts).
  if (state.activation !== undefined) countCommandIssued(state.activation, side);
  state.command = command;
  const what =
    command.special === undefined
      ? 'a Command (a card face down)'
      : `the Special Command ${SPECIAL_NAMES[command.special]} (a card face down)`;
  const events = [
    event(
      'command',
      `${generalCalled(state, side)} issues ${what} to ${armyUnit(setup, unit).name} ${declared}`,
      { side, unit },
    ),
  ];
  if (state.players[other(side)].deck.hand.length > 0) return events;
  return [...events, ...settleCommand(setup, state, undefined)];
}
