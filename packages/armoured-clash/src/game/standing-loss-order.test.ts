import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { opened } from '../testing/clash-fixture.js';
import { skirmish } from '../testing/game-fixture.js';
import { bRiflesInAFile, bRiflesInTwoRanks, destroyedBy } from '../testing/losses-fixture.js';
import { faceToFace, skirmishWith } from '../testing/melee-fixture.js';
import { modelIds, unitIn } from '../testing/unit-state-fixture.js';
import type { GameSetup } from './army.js';
import { applyChoice } from './apply-choice.js';
import type { Choice } from './choice.js';
import { nextDecision } from './next-decision.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState } from './state.js';
import { playerView } from './view.js';

/** Seed of a Close Quarters Combat (A's four Rifles charge B's six) where both sides lose models and stand. */
const COMBAT_SEED = 7;

/**
 * Where A's rear rank stands once the Charge has placed A's four Rifles: #3
 * behind the Officer #1, #4 behind #2 (the front rank at y 11, x 10 and 11;
 * rulebook p.14 Close Formation: A faces north, so behind is south).
 */
const A_REAR_RANK: Readonly<Record<string, readonly [number, number]>> = {
  'a-rifles#3': [10, 10],
  'a-rifles#4': [11, 10],
};

/**
 * A's four Rifles (placed by the Charge in one rank, #3, #1, #2, #4 from
 * west to east, then re-placed in two ranks of two: A_REAR_RANK) Charge B's
 * six (one rank: #6, #4, #2, #1, #3, #5), the seeded dice COMBAT_SEED: A's
 * attack Destroys 4 of B's models, B's Retaliation 1 of A's (of A's rear
 * rank, rulebook p.34). `orders`: choices made at A's decision to Activate.
 */
function closeQuarters(
  setup: GameSetup,
  orders: readonly Choice[],
  prepare?: (s: GameState) => void,
) {
  let state = faceToFace(setup);
  const a = unitIn(state, 'a-rifles');
  a.models = a.models.slice(0, 4);
  state.rng = seedRng(COMBAT_SEED);
  prepare?.(state);
  for (const order of orders) state = applyChoice(setup, state, order).state;
  state = applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles' }).state;
  state = applyChoice(setup, state, {
    kind: 'charge',
    target: 'b-rifles',
    at: [10, 11],
    facing: 90,
  }).state;
  const charging = unitIn(state, 'a-rifles');
  charging.models = charging.models.map((m) => {
    const at = A_REAR_RANK[m.id];
    return at === undefined ? m : { ...m, x: at[0], y: at[1] };
  });
  return applyChoice(setup, state, { kind: 'closeQuartersAttack' }).state;
}

describe('rulebook pp.34-35: the General’s standing order of preference for a unit’s losses', () => {
  it('rulebook p.34 Destroying Models: Close Quarters, both sides: each General’s standing order picks among the equal losses, B’s of the ends of its single rank (p.35: #6 first, the only end keeping the Officer the centre; then #5, #4 by force, #3), A’s of its rear rank (#3, not the engine’s #4), the charging unit’s and the Retaliation’s losses alike', () => {
    const setup = skirmish();
    const plain = closeQuarters(setup, []);
    // The engine's default: the model farthest from the Officer's centre line, ties to model order:
    // A's #4; B's #6, #4, then #5 (the only end), #2.
    assert.deepEqual(modelIds(unitIn(plain, 'a-rifles')), [
      'a-rifles#1',
      'a-rifles#2',
      'a-rifles#3',
    ]);
    assert.deepEqual(modelIds(unitIn(plain, 'b-rifles')), ['b-rifles#1', 'b-rifles#3']);
    const ordered = closeQuarters(
      setup,
      [{ kind: 'orderLosses', unit: 'a-rifles', losses: ['a-rifles#3'] }],
      (state) => {
        // Given at one of B's decisions before (only the deciding General gives an order).
        state.players.b.lossOrders = {
          'b-rifles': ['b-rifles#5', 'b-rifles#3', 'b-rifles#6', 'b-rifles#4'],
        };
      },
    );
    assert.deepEqual(modelIds(unitIn(ordered, 'a-rifles')), [
      'a-rifles#1',
      'a-rifles#2',
      'a-rifles#4',
    ]);
    assert.deepEqual(modelIds(unitIn(ordered, 'b-rifles')), ['b-rifles#1', 'b-rifles#2']);
  });

  it('rulebook p.35 Loss of an Officer: Field Promotion by the standing order: the survivor named last becomes the Officer, whatever destroys the model', () => {
    const setup = skirmishWith({ 'b-rifles': { profile: { formation: 'open' } } });
    const state = opened(setup);
    // B's rifles in a file northwards from A's rifles, base to base: the Officer closest, then #2, #3, ...
    // (every survivor within 3" of every other: each of them keeps the unit coherent).
    bRiflesInAFile(state);
    state.players.b.lossOrders = { 'b-rifles': ['b-rifles#6', 'b-rifles#4', 'b-rifles#5'] };
    const rifles = unitIn(state, 'b-rifles');
    const events = destroyedBy(setup, state, 'b-rifles', 1, 'a-rifles');
    assert.equal(rifles.officer, 'b-rifles#5');
    assert.deepEqual(rifles.statuses, ['disordered']);
    assert.deepEqual(
      events.filter((e) => e.kind === 'officer').map((e) => e.text),
      ['Rifles b-rifles loses its Officer and is Disordered; b-rifles#5 is promoted'],
    );
  });

  it('rulebook p.35 Loss of an Officer: Close Formation: the back-rank model removed in the Officer’s stead is the first of the back rank the standing order names', () => {
    const setup = skirmish();
    const state = opened(setup);
    bRiflesInTwoRanks(state);
    state.players.b.lossOrders = { 'b-rifles': ['b-rifles#2', 'b-rifles#6'] };
    const rifles = unitIn(state, 'b-rifles');
    destroyedBy(setup, state, 'b-rifles', 1, 'a-rifles', { first: ['b-rifles#1'] });
    assert.equal(rifles.officer, 'b-rifles#1');
    // Without the order, #4 (an end of the back rank, first in model order) goes.
    assert.deepEqual(modelIds(rifles), [
      'b-rifles#1',
      'b-rifles#2',
      'b-rifles#3',
      'b-rifles#4',
      'b-rifles#5',
    ]);
    assert.deepEqual(rifles.statuses, ['disordered']);
  });

  it('rulebook p.34: the order given for one attack (losses on targetedByRangedAttack) stands before the standing order', () => {
    const setup = skirmish();
    const state = opened(setup);
    bRiflesInTwoRanks(state);
    state.players.b.lossOrders = { 'b-rifles': ['b-rifles#6'] };
    const rifles = unitIn(state, 'b-rifles');
    destroyedBy(setup, state, 'b-rifles', 1, 'a-rifles', { preference: ['b-rifles#5'] });
    assert.deepEqual(modelIds(rifles), [
      'b-rifles#1',
      'b-rifles#2',
      'b-rifles#3',
      'b-rifles#4',
      'b-rifles#6',
    ]);
  });
});

describe('rulebook pp.34-35: giving a standing order of losses (choice orderLosses)', () => {
  it('rulebook p.34: the order is given at a decision of the unit’s General, which still waits after it; an empty list withdraws it', () => {
    const setup = skirmish();
    const state = faceToFace(setup);
    const before = nextDecision(setup, state);
    const given = applyChoice(setup, state, {
      kind: 'orderLosses',
      unit: 'a-rifles',
      losses: ['a-rifles#6', 'a-rifles#5'],
    });
    assert.deepEqual(given.events, []);
    assert.deepEqual(given.state.players.a.lossOrders, {
      'a-rifles': ['a-rifles#6', 'a-rifles#5'],
    });
    assert.deepEqual(nextDecision(setup, given.state), before);
    assert.equal(state.players.a.lossOrders, undefined, 'the state passed in is not changed');
    const withdrawn = applyChoice(setup, given.state, {
      kind: 'orderLosses',
      unit: 'a-rifles',
      losses: [],
    }).state;
    assert.deepEqual(withdrawn.players.a.lossOrders, {});
  });

  it('rulebook p.34: refused with the unit or the model and why: the other General’s unit, a model not of the unit, one named twice', () => {
    const setup = skirmish();
    const state = faceToFace(setup);
    const refused = (choice: Choice, message: RegExp) =>
      assert.throws(
        () => applyChoice(setup, state, choice),
        (error: unknown) => error instanceof IllegalChoice && message.test(error.message),
      );
    refused(
      { kind: 'orderLosses', unit: 'b-rifles', losses: ['b-rifles#2'] },
      /b-rifles is not a unit of General A, whose decision it is/,
    );
    refused(
      { kind: 'orderLosses', unit: 'a-rifles', losses: ['b-rifles#2'] },
      /losses\[0\]: b-rifles#2 is not a model of a-rifles/,
    );
    refused(
      { kind: 'orderLosses', unit: 'a-rifles', losses: ['a-rifles#7'] },
      /losses\[0\]: a-rifles#7 is not a model of a-rifles/,
    );
    refused(
      { kind: 'orderLosses', unit: 'a-rifles', losses: ['a-rifles#2', 'a-rifles#2'] },
      /losses\[1\]: a-rifles#2 is named twice/,
    );
    refused(
      { kind: 'orderLosses', unit: 'a-rifles', losses: 'a-rifles#2' } as unknown as Choice,
      /orderLosses: losses must be a list of model ids/,
    );
  });

  it('hidden information: the other General’s view holds no standing order; its own General’s view holds it', () => {
    const setup = skirmish();
    const before = faceToFace(setup);
    const state = applyChoice(setup, before, {
      kind: 'orderLosses',
      unit: 'a-rifles',
      losses: ['a-rifles#6'],
    }).state;
    assert.deepEqual(playerView(state, 'b'), playerView(before, 'b'), 'B sees nothing of it');
    assert.deepEqual(playerView(state, 'a').lossOrders, { 'a-rifles': ['a-rifles#6'] });
  });
});
