import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { OPENING_CHOICES, skirmish } from '../testing/game-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { Choice } from './choice.js';
import { RECORD_FORMAT, replay } from './record.js';
import { IllegalChoice } from './rule-error.js';
import { type GameState } from './state.js';
import { initialState } from './initial-state.js';

const setup = skirmish();

function play(choices: readonly Choice[]): GameState {
  return replay({ format: RECORD_FORMAT, setup, seed: 11, choices }).state;
}

/** A's Rifles 5" from B's, facing them (the Close Quarters tests' start). */
function faceToFace(): GameState {
  const state = play(OPENING_CHOICES);
  const b = state.units['b-rifles']!;
  b.models = b.models.map((m) => ({ ...m, y: m.y - 18 }));
  return state;
}

const STATES: readonly (readonly [string, () => GameState])[] = [
  ['deployment', () => initialState(setup, 11)],
  ['the Activation Phase', () => play(OPENING_CHOICES)],
  ['a Movement Step', () => play([...OPENING_CHOICES, { kind: 'activate', unit: 'a-tanks' }])],
  [
    'an Attack Step',
    () => play([...OPENING_CHOICES, { kind: 'activate', unit: 'a-tanks' }, { kind: 'hold' }]),
  ],
  [
    'a Charge about to strike',
    () => {
      let state = applyChoice(setup, faceToFace(), { kind: 'activate', unit: 'a-rifles' }).state;
      state = applyChoice(setup, state, {
        kind: 'charge',
        target: 'b-rifles',
        at: [10, 11],
        facing: 90,
      }).state;
      return state;
    },
  ],
];

/** Calls applyChoice with whatever a file or the network might hold. */
function applyAnything(state: GameState, choice: unknown): ReturnType<typeof applyChoice> {
  return applyChoice(setup, state, choice as Choice);
}

describe('the game protocol: malformed choices are IllegalChoice (docs/protocol.md)', () => {
  it('a huge or NaN facing, or a non-finite point, is refused instead of crashing formUp (rulebook p.14 Unit Coherency)', () => {
    const moving = STATES[2]![1]();
    for (const facing of [Number.NaN, 1e308, -1e308, Number.POSITIVE_INFINITY]) {
      assert.throws(
        () => applyAnything(moving, { kind: 'advance', at: [24, 8], facing }),
        IllegalChoice,
      );
    }
    assert.throws(
      () => applyAnything(moving, { kind: 'advance', at: [Number.NaN, 8], facing: 90 }),
      IllegalChoice,
    );
    const deploying = initialState(setup, 1);
    assert.throws(
      () =>
        applyAnything(deploying, { kind: 'deploy', unit: 'a-rifles', at: [10, 6], facing: 1e308 }),
      IllegalChoice,
    );
    const charging = applyChoice(setup, faceToFace(), { kind: 'activate', unit: 'a-rifles' }).state;
    assert.throws(
      () =>
        applyAnything(charging, {
          kind: 'charge',
          target: 'b-rifles',
          at: [10, 11],
          facing: 1e308,
        }),
      IllegalChoice,
    );
  });

  it('an unknown kind, a missing field, a field the kind does not have or a unit not in the game is refused', () => {
    const state = play(OPENING_CHOICES);
    for (const choice of [
      null,
      [],
      'activate',
      { kind: 'teleport' },
      { kind: 'activate' },
      { kind: 'activate', unit: 7 },
      { kind: 'activate', unit: '__proto__' },
      { kind: 'discard', cards: [0.5] },
      { kind: 'bid', card: '1' },
      { kind: 'giveInitiative', to: 'c' },
      { kind: 'giveInitiative', to: 'a', speed: 3 },
    ]) {
      assert.throws(() => applyAnything(state, choice), IllegalChoice, JSON.stringify(choice));
    }
  });

  it('property: every choice on a game in progress either applies or is an IllegalChoice, and the state passed in is never changed', () => {
    const units = fc.constantFrom(
      'a-rifles',
      'a-tanks',
      'b-rifles',
      'b-tanks',
      'nobody',
      '__proto__',
      'constructor',
    );
    const number = fc.oneof(
      fc.double(),
      fc.double({ min: -5, max: 40, noNaN: true }),
      fc.integer({ min: -1, max: 400 }),
      fc.constantFrom(90, 270, 1e308, -1e308, Number.NaN, Number.POSITIVE_INFINITY),
    );
    const kinds = fc.constantFrom(
      'deploy',
      'reserve',
      'deployReserve',
      'stopReserves',
      'giveInitiative',
      'bid',
      'surrender',
      'discard',
      'activate',
      'advance',
      'doubleTime',
      'aim',
      'hold',
      'rangedAttack',
      'charge',
      'opportunityFire',
      'noReaction',
      'closeQuartersAttack',
      'takeCover',
      'goOnLookout',
      'reArm',
      'interfere',
      'noInterference',
      'flankAttack',
      'keepInReserve',
      'claim',
    );
    const inches = fc.double({ min: 0, max: 36, noNaN: true });
    // Well-formed choices, mostly refused by the rules but some legal.
    const plausible = fc.record({
      kind: kinds,
      unit: units,
      target: units,
      at: fc.tuple(inches, inches),
      facing: fc.oneof(
        fc.constantFrom(0, 90, 180, 270),
        fc.double({ min: -720, max: 720, noNaN: true }),
      ),
      to: fc.constantFrom('a', 'b'),
      card: fc.integer({ min: 0, max: 23 }),
      command: fc.integer({ min: -1, max: 23 }),
      cards: fc.uniqueArray(fc.integer({ min: 0, max: 23 }), { maxLength: 3 }),
    });
    const choice = fc.oneof(
      plausible,
      fc.record(
        {
          kind: fc.oneof(kinds, fc.string(), fc.anything()),
          unit: fc.oneof(units, fc.anything()),
          target: fc.oneof(units, fc.anything()),
          at: fc.oneof(fc.tuple(number, number), fc.array(number), fc.anything()),
          facing: fc.oneof(number, fc.anything()),
          to: fc.oneof(fc.constantFrom('a', 'b'), fc.anything()),
          card: fc.oneof(fc.integer({ min: -1, max: 30 }), number, fc.anything()),
          cards: fc.oneof(fc.array(fc.integer({ min: -1, max: 30 })), fc.anything()),
        },
        { requiredKeys: ['kind'] },
      ),
      fc.anything(),
    );
    for (const [name, make] of STATES) {
      const state = make();
      fc.assert(
        fc.property(choice, (c) => {
          const before = structuredClone(state);
          try {
            applyAnything(state, c);
          } catch (error) {
            assert.ok(error instanceof IllegalChoice, `${name}: ${String(error)}`);
          }
          assert.deepEqual(state, before, `${name}: the state passed in was changed`);
        }),
        { numRuns: 150, seed: 8 },
      );
    }
  });
});
