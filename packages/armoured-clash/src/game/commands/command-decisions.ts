import type { GameSetup } from '../army.js';
import type { Choice, Decision } from '../choice.js';
import { type GameState, other } from '../state.js';
import { armyUnit } from '../table-of.js';
import { commandRefusal } from './command-refusal.js';

/**
 * rulebook p.38 Interference: the other General's decision once a Command is
 * issued. Any card of their hand may be played, or none; the prompt names the
 * unit and not the card (it lies face down until revealed).
 */
export function interferenceDecision(setup: GameSetup, state: GameState): Decision | undefined {
  const pending = state.command;
  if (pending === undefined) return undefined;
  const player = other(pending.side);
  return {
    player,
    prompt: `General ${pending.side.toUpperCase()} issues a Command to ${armyUnit(setup, pending.unit).name}: Interfere with a card from your hand, or let it pass (rulebook p.38)`,
    options: [
      ...state.players[player].deck.hand.map((card): Choice => ({ kind: 'interfere', card })),
      { kind: 'noInterference' },
    ],
  };
}

/**
 * The Attack Step's Ranged Attacks with a Command issued as each is declared
 * (rulebook p.37): one option per target and per card of the hand the rules let
 * the General issue to the active unit now (commandRefusal).
 */
export function commandedAttacks(
  setup: GameSetup,
  state: GameState,
  targets: readonly string[],
): Choice[] {
  const unit = state.activation?.unit;
  const side = unit === undefined ? undefined : state.units[unit]?.side;
  if (unit === undefined || side === undefined) return [];
  const cards = state.players[side].deck.hand.filter(
    (card) => commandRefusal(setup, state, side, unit, card) === undefined,
  );
  return targets.flatMap((target) =>
    cards.map((command): Choice => ({ kind: 'rangedAttack', target, command })),
  );
}
