import type { GameSetup } from '../army.js';
import { type GameEvent, event } from '../events.js';
import { attackStepNow } from '../activation.js';
import { planRangedAttack } from '../ranged-attack.js';
import { IllegalChoice } from '../rule-error.js';
import { type GameState, other } from '../state.js';
import { armyUnit } from '../table-of.js';
import { commandRefusal } from './command-refusal.js';
import { settleCommand } from './settle-command.js';

/**
 * rulebook p.37 Issuing Commands, as the active unit declares a Ranged Attack
 * (rulebook p.26): the attack is checked as declared, the card is played face
 * down out of the hand and the Command issued to the unit. The other General
 * may now Interfere (p.38); with no card in their hand there is nothing to
 * Interfere with, and the Command is received at once.
 */
export function issueCommand(
  setup: GameSetup,
  state: GameState,
  choice: { readonly target: string; readonly command: number },
): GameEvent[] {
  const activation = attackStepNow(state);
  const unit = state.units[activation.unit];
  if (unit === undefined) {
    throw new IllegalChoice('rulebook p.24 Activating a Unit', 'no unit is being Activated');
  }
  planRangedAttack(setup, state.units, unit.id, choice.target, activation.aimed);
  const side = unit.side;
  const refusal = commandRefusal(setup, state, side, unit.id, choice.command);
  if (refusal !== undefined) throw new IllegalChoice(refusal.rule, refusal.message);
  const hand = state.players[side].deck.hand;
  hand.splice(hand.indexOf(choice.command), 1);
  activation.commandsIssued = [...(activation.commandsIssued ?? []), side];
  state.command = {
    side,
    card: choice.command,
    unit: unit.id,
    with: { kind: 'rangedAttack', target: choice.target },
  };
  const events = [
    event(
      'command',
      `General ${side.toUpperCase()} issues a Command (a card face down) to ${armyUnit(setup, unit.id).name} as it declares a Ranged Attack against ${armyUnit(setup, choice.target).name}`,
      { side, unit: unit.id },
    ),
  ];
  if (state.players[other(side)].deck.hand.length > 0) return events;
  return [...events, ...settleCommand(setup, state, undefined)];
}
