import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type GameState, playerView } from '@warroom/armoured-clash';
import { setHand, skirmish } from '@warroom/armoured-clash/testing';
import { bidChoice, interferenceChoice } from './heuristic-cards.js';
import { skirmishAfter } from './heuristic-fixture.js';

/** B's Rifles moved this far south: 5" from A's, both in Short Range of the other. */
const FACE_TO_FACE = 18;
/** Skirmish deck card ids by Value (id i has Value i % 12 + 1). */
const VALUE_1 = 0;
const VALUE_6 = 5;
const VALUE_10 = 9;
const VALUE_11 = 10;
const VALUE_12 = 11;

const setup = skirmish();
const value = (card: number): number => setup.generals.a.deck.cards[card]?.value ?? 0;

/** The skirmish with every unit moved this far from the other side's. */
function apart(closer: number, hand: readonly number[]): GameState {
  const state = skirmishAfter(setup, closer);
  setHand(state, 'a', hand);
  return state;
}

/** Sends every B unit far north, out of every range (the skirmish table is 36" deep). */
function outOfRange(state: GameState): GameState {
  for (const unit of Object.values(state.units)) {
    if (unit.side === 'b') unit.models = unit.models.map((m) => ({ ...m, y: m.y + 40 }));
  }
  return state;
}

describe('the heuristic bot bids and Interferes with judgement', () => {
  it('rulebook p.20 Determine Initiative: with no shot worth taking by either side, it bids its lowest card', () => {
    const state = outOfRange(apart(0, [VALUE_6, VALUE_1, VALUE_10]));
    assert.deepEqual(bidChoice(setup, playerView(state, 'a'), value), {
      kind: 'bid',
      card: VALUE_1,
    });
  });

  it('rulebook pp.20, 38: with Rifles 5" apart, it bids its best card below 10, keeping its only 10 for Interference', () => {
    const state = apart(FACE_TO_FACE, [VALUE_6, VALUE_1, VALUE_10]);
    assert.deepEqual(bidChoice(setup, playerView(state, 'a'), value), {
      kind: 'bid',
      card: VALUE_6,
    });
  });

  it('rulebook pp.20, 38: with two cards of 10 or more and the Initiative worth having, it bids the highest', () => {
    const state = apart(FACE_TO_FACE, [VALUE_6, VALUE_11, VALUE_12]);
    assert.deepEqual(bidChoice(setup, playerView(state, 'a'), value), {
      kind: 'bid',
      card: VALUE_12,
    });
  });

  it('rulebook p.38 Interference: a Command to B Rifles firing at A Rifles 5" away is stopped with the lowest card of 10 or more', () => {
    const state = apart(FACE_TO_FACE, [VALUE_6, VALUE_12, VALUE_10]);
    state.command = {
      side: 'b',
      card: VALUE_6,
      unit: 'b-rifles',
      with: { kind: 'rangedAttack', target: 'a-rifles' },
    };
    assert.deepEqual(interferenceChoice(setup, playerView(state, 'a'), value), {
      kind: 'interfere',
      card: VALUE_10,
    });
  });

  it('rulebook p.38 Interference: a Command issued as B Rifles are Activated is let through, the cards kept', () => {
    const state = apart(FACE_TO_FACE, [VALUE_6, VALUE_12, VALUE_10]);
    state.command = { side: 'b', card: VALUE_6, unit: 'b-rifles', with: { kind: 'activate' } };
    assert.deepEqual(interferenceChoice(setup, playerView(state, 'a'), value), {
      kind: 'noInterference',
    });
  });
});
