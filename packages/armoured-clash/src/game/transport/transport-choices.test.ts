import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { applyChoice } from '../apply-choice.js';
import type { Choice } from '../choice.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { transportOpened, transportSkirmish } from './transport-fixture.js';

const aboard = transportSkirmish(3, true);
const afoot = transportSkirmish(3, false);

const STATES: readonly (readonly [string, typeof aboard, () => GameState])[] = [
  [
    'an Embarked unit in its Movement Step',
    aboard,
    () =>
      applyChoice(aboard, transportOpened(aboard), { kind: 'activate', unit: 'a-rifles' }).state,
  ],
  [
    'an Infantry unit in its Attack Step beside a Transport',
    afoot,
    () => {
      const state = transportOpened(afoot, [19, 5]);
      const active = applyChoice(afoot, state, { kind: 'activate', unit: 'a-rifles' }).state;
      return applyChoice(afoot, active, { kind: 'hold' }).state;
    },
  ],
];

describe('the game protocol: Embark and Disembark choices (docs/protocol.md)', () => {
  it('property: every Embark or Disembark choice, well-formed or not, applies or is an IllegalChoice, and never changes the state passed in', () => {
    const units = fc.constantFrom('a-rifles', 'a-tanks', 'b-tanks', 'nobody', '__proto__');
    const number = fc.oneof(
      fc.double({ min: -5, max: 40, noNaN: true }),
      fc.constantFrom(90, 1e308, Number.NaN, Number.POSITIVE_INFINITY),
    );
    const choice = fc.oneof(
      fc.record({ kind: fc.constant('embark'), transport: fc.oneof(units, fc.anything()) }),
      fc.record({
        kind: fc.constant('disembark'),
        at: fc.oneof(fc.tuple(number, number), fc.anything()),
        facing: fc.oneof(number, fc.anything()),
      }),
      fc.record(
        {
          kind: fc.constantFrom('embark', 'disembark'),
          transport: fc.anything(),
          at: fc.anything(),
        },
        { requiredKeys: ['kind'] },
      ),
    );
    for (const [name, setup, make] of STATES) {
      const state = make();
      fc.assert(
        fc.property(choice, (c) => {
          const before = structuredClone(state);
          try {
            applyChoice(setup, state, c as Choice);
          } catch (error) {
            assert.ok(error instanceof IllegalChoice, `${name}: ${String(error)}`);
          }
          assert.deepEqual(state, before, `${name}: the state passed in was changed`);
        }),
        { numRuns: 150, seed: 5 },
      );
    }
  });
});
