import type { Side } from '../battlefield/table.js';
import { HAND_LIMIT, discardFromHand, drawToHandLimit } from '../cards/command-deck.js';
import type { GameSetup } from './army.js';
import { type GameEvent, event } from './events.js';
import { beginActivations, reservesStep } from './reserves.js';
import { reservesNow } from './rapid-response.js';
import { IllegalChoice } from './rule-error.js';
import { type GameState, other } from './state.js';
import { counted } from './model-count.js';
import { generalCalled } from './generals/generals-draw.js';

function cardValue(setup: GameSetup, side: Side, card: number): number {
  return setup.generals[side].deck.cards[card]?.value ?? 0;
}

/** rulebook p.57: the General who finished deploying first chooses who has the first Initiative. */
export function giveInitiative(state: GameState, to: Side): GameEvent[] {
  state.initiative = to;
  state.stage = 'drawCards';
  state.turn = to;
  return [event('initiative', `${generalCalled(state, to)} has the Initiative`, { side: to })];
}

/**
 * rulebook p.20 Determine Initiative: the General with the Initiative bids a
 * card face down, then the other; the higher Value takes the Initiative, a tie
 * goes to the General who did not have it. Surrendering counts as a 0; if the
 * second General surrenders, the first takes their card back.
 */
export function bid(setup: GameSetup, state: GameState, choice: number | 'surrender'): GameEvent[] {
  const side = state.turn;
  const player = state.players[side];
  if (choice !== 'surrender' && !player.deck.hand.includes(choice)) {
    throw new IllegalChoice(
      'rulebook p.20 Determine Initiative',
      `card ${choice} is not in your hand`,
    );
  }
  player.bid = choice;
  const first = state.initiative;
  if (side === first) {
    state.turn = other(first);
    return [];
  }
  const firstBid = state.players[first].bid ?? 'surrender';
  const secondBid = choice;
  const value = (s: Side, b: number | 'surrender'): number =>
    b === 'surrender' ? 0 : cardValue(setup, s, b);
  const firstValue = value(first, firstBid);
  const secondValue = value(side, secondBid);
  if (secondBid !== 'surrender') discardFromHand(state.players[side].deck, secondBid);
  if (firstBid !== 'surrender' && secondBid !== 'surrender')
    discardFromHand(state.players[first].deck, firstBid);
  const winner = firstValue > secondValue ? first : side;
  state.players.a.bid = undefined;
  state.players.b.bid = undefined;
  state.initiative = winner;
  state.stage = 'drawCards';
  state.turn = winner;
  return [
    event(
      'initiative',
      `bids ${firstValue} and ${secondValue}: ${generalCalled(state, winner)} has the Initiative`,
      { side: winner },
    ),
  ];
}

/**
 * rulebook p.21 Draw Cards: each General may discard any number of cards, then
 * draws up to the Hand Limit (none after a Communications Breakdown). The
 * General with the Initiative chooses first.
 */
export function discardAndDraw(
  setup: GameSetup,
  state: GameState,
  cards: readonly number[],
): GameEvent[] {
  const side = state.turn;
  const player = state.players[side];
  if (new Set(cards).size !== cards.length || cards.some((c) => !player.deck.hand.includes(c))) {
    throw new IllegalChoice(
      'rulebook p.21 Draw Cards',
      'you can only discard cards in your hand, once each',
    );
  }
  for (const card of cards) discardFromHand(player.deck, card);
  const drawn = drawToHandLimit(state.rng, player.deck, HAND_LIMIT[setup.scale]);
  player.drawn = true;
  const events = [
    event(
      'draw',
      `${generalCalled(state, side)} discards ${counted(cards.length, 'card')} and draws ${drawn.length}`,
      { side },
    ),
  ];
  if (player.deck.communicationsBreakdown) {
    events.push(
      event('breakdown', `${generalCalled(state, side)} suffers a Communications Breakdown`, {
        side,
      }),
    );
  }
  if (state.players[other(side)].drawn !== true) {
    state.turn = other(side);
    return events;
  }
  state.players.a.drawn = undefined;
  state.players.b.drawn = undefined;
  if (!reservesStep(setup, state)) return [...events, ...beginActivations(state)];
  state.stage = 'deployReserves';
  state.turn =
    reservesNow(setup, state, state.initiative).length > 0
      ? state.initiative
      : other(state.initiative);
  return events;
}
