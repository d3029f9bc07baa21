import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Game } from './game-types.js';
import {
  currentLossOrder,
  lossOrderChoice,
  lossOrderUnits,
  lossOrderWords,
} from './loss-orders.js';
import { modelIdsOf, modelWords, moved, picked, unpicked } from './ordered-picks.js';

/** A's Rifles (3 models, a standing order given) and Guns (Annihilated), B's Tanks, seen by A. */
const GAME = {
  side: 'a',
  decision: { index: 4, player: 'a', prompt: 'Activate a unit', options: [] },
  setup: {
    generals: {
      a: {
        units: [
          { id: 'a-rifles', name: 'Rifles', models: 3 },
          { id: 'a-guns', name: 'Guns', models: 2 },
        ],
      },
      b: { units: [{ id: 'b-tanks', name: 'Tanks', models: 2 }] },
    },
  },
  view: {
    units: {
      'a-rifles': { side: 'a', annihilated: false },
      'a-guns': { side: 'a', annihilated: true },
      'b-tanks': { side: 'b', annihilated: false },
    },
    lossOrders: { 'a-rifles': ['a-rifles#3', 'a-rifles#1'] },
  },
} as unknown as Game;

describe('the Play page: a standing order of losses', () => {
  it('rulebook pp.34-35: the order may be given for each of the General’s own units not Annihilated, naming its models unit#1 to unit#n', () => {
    assert.deepEqual(lossOrderUnits(GAME), [
      { id: 'a-rifles', name: 'Rifles', models: ['a-rifles#1', 'a-rifles#2', 'a-rifles#3'] },
    ]);
    assert.deepEqual(modelIdsOf('b-tanks', 2), ['b-tanks#1', 'b-tanks#2']);
  });

  it('rulebook pp.34-35: the current order is the General’s own view’s lossOrders, in words; none given says the default', () => {
    assert.deepEqual(currentLossOrder(GAME, 'a-rifles'), ['a-rifles#3', 'a-rifles#1']);
    assert.equal(
      lossOrderWords(currentLossOrder(GAME, 'a-rifles')),
      'Lost first: model 3, then model 1.',
    );
    assert.deepEqual(currentLossOrder(GAME, 'a-guns'), []);
    assert.equal(lossOrderWords([]), 'No standing order: the engine’s default choice of losses.');
    assert.equal(modelWords('a-rifles#12'), 'model 12');
  });

  it('rulebook pp.34-35: models picked in order make the orderLosses choice; an empty order withdraws it', () => {
    let picks = picked([], 'a-rifles#2');
    picks = picked(picks, 'a-rifles#1');
    picks = picked(picks, 'a-rifles#2');
    assert.deepEqual(picks, ['a-rifles#2', 'a-rifles#1']);
    assert.deepEqual(lossOrderChoice('a-rifles', picks), {
      kind: 'orderLosses',
      unit: 'a-rifles',
      losses: ['a-rifles#2', 'a-rifles#1'],
    });
    assert.deepEqual(
      lossOrderChoice('a-rifles', unpicked(unpicked(picks, 'a-rifles#2'), 'a-rifles#1')),
      {
        kind: 'orderLosses',
        unit: 'a-rifles',
        losses: [],
      },
    );
  });

  it('glossary: Spectacular Demise (X): an ordered list moves an item up or down, kept within the list', () => {
    assert.deepEqual(moved(['x', 'y', 'z'], 2, -1), ['x', 'z', 'y']);
    assert.deepEqual(moved(['x', 'y', 'z'], 0, 1), ['y', 'x', 'z']);
    assert.deepEqual(moved(['x', 'y', 'z'], 0, -1), ['x', 'y', 'z']);
  });
});
