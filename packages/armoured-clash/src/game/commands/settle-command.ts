import { discardCard } from '@warroom/engine';
import type { GameSetup } from '../army.js';
import { type GameEvent, event } from '../events.js';
import { IllegalChoice } from '../rule-error.js';
import { type GameState, other } from '../state.js';
import { playedValue } from './card-value.js';
import { specialValue } from '../aircraft/intercept-value.js';
import { carryOn } from './carry-on.js';
import { commandName } from './command-name.js';
import { generalCalled } from '../generals/generals-draw.js';

/**
 * rulebook p.38 Interference: the other General plays a card from their hand
 * (`card`), or none (undefined); the Command's card is revealed. A higher
 * Value makes the Command fail: both cards are discarded, the Effect is not
 * resolved. Otherwise the Command is received (p.37): it takes effect at once
 * and is discarded, and so is the Interfering card. Then the declaration it was
 * issued with goes ahead, with the Effect if received (carry-on.ts).
 */
export function settleCommand(
  setup: GameSetup,
  state: GameState,
  card: number | undefined,
): GameEvent[] {
  const pending = state.command;
  if (pending === undefined) {
    throw new IllegalChoice('rulebook p.38 Interference', 'no Command has been issued');
  }
  const interferer = other(pending.side);
  const hand = state.players[interferer].deck.hand;
  if (card !== undefined && !hand.includes(card)) {
    throw new IllegalChoice('rulebook p.38 Interference', `card ${card} is not in your hand`);
  }
  const name = commandName(setup, pending);
  // glossary: Tail Gunner (X): an Intercept's card and the cards Interfering with one may count higher.
  const printed = playedValue(setup, state, pending.side, pending.card, pending.unit);
  const value = specialValue(setup, state, pending, 'issued', printed);
  const events: GameEvent[] = [];
  let received = true;
  if (card === undefined) {
    events.push(
      event('interference', `${generalCalled(state, interferer)} does not Interfere`, {
        side: interferer,
      }),
    );
  } else {
    hand.splice(hand.indexOf(card), 1);
    const played = playedValue(setup, state, interferer, card, undefined);
    const against = specialValue(setup, state, pending, 'interfering', played);
    received = against <= value;
    events.push(
      event(
        'interference',
        `${generalCalled(state, interferer)} Interferes with a card of Value ${against} against ${name} (Value ${value}): ${received ? 'the Command is received' : 'the Command fails'}`,
        { side: interferer },
      ),
    );
  }
  state.command = undefined;
  if (received) {
    const effect =
      pending.special === undefined
        ? (setup.generals[pending.side].deck.cards[pending.card]?.command.effect ?? '')
        : 'the Special Command takes effect';
    events.push(
      event('commandReceived', `${name} is received: ${effect}`, {
        side: pending.side,
        unit: pending.unit,
      }),
    );
  }
  discardCard(state.players[pending.side].deck.piles, pending.card);
  if (card !== undefined) discardCard(state.players[interferer].deck.piles, card);
  return [...events, ...carryOn(setup, state, pending, received)];
}
