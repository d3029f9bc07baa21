import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nextInt, seedRng } from '@warroom/engine';
import { applyChoice } from '../apply-choice.js';
import type { At } from '../choice.js';
import { IllegalChoice } from '../rule-error.js';
import { disembarkAllowed } from './disembark-allowed.js';
import { plannedDisembark } from './disembark-placement.js';
import { transportOpened, transportSkirmish } from './transport-fixture.js';

/** Places sampled around the Transport. */
const SAMPLES = 300;

/** Half the side of the square sampled around the Transport, in tenths of an inch. */
const AROUND_TENTHS = 80;

/** The rule plannedDisembark throws, or `set up`. */
function verdictOf(run: () => unknown): string {
  try {
    run();
    return 'set up';
  } catch (error) {
    if (error instanceof IllegalChoice) return error.rule;
    throw error;
  }
}

describe('disembarkAllowed: plannedDisembark verdict without an IllegalChoice', () => {
  const setup = transportSkirmish(3, true);
  // A's Rifles, Embarked on the Tanks at (24, 5) facing north, Activated in their Movement Step.
  const state = applyChoice(setup, transportOpened(setup), {
    kind: 'activate',
    unit: 'a-rifles',
  }).state;

  it('rulebook p.46 Making a Disembark Manoeuvre: set up within 3" of the Transport, or refused where a model would overlap it', () => {
    assert.equal(disembarkAllowed(setup, state, 'a-rifles', [24, 9], 90), true);
    assert.equal(
      verdictOf(() => plannedDisembark(setup, state, 'a-rifles', [24, 9], 90)),
      'set up',
    );
    assert.equal(disembarkAllowed(setup, state, 'a-rifles', [24, 5], 90), false);
    assert.equal(
      verdictOf(() => plannedDisembark(setup, state, 'a-rifles', [24, 5], 90)),
      'rulebook p.10 Footprints',
    );
    // A unit not Embarked is refused by both.
    assert.equal(disembarkAllowed(setup, state, 'a-tanks', [24, 9], 90), false);
  });

  it('rulebook pp.8, 10, 46: agrees with plannedDisembark on seeded places around the Transport', () => {
    const rng = seedRng('disembark verdicts');
    const verdicts = new Map<string, number>();
    for (let i = 0; i < SAMPLES; i++) {
      const at: At = [
        24 + (nextInt(rng, 2 * AROUND_TENTHS) - AROUND_TENTHS) / 10,
        5 + (nextInt(rng, 2 * AROUND_TENTHS) - AROUND_TENTHS) / 10,
      ];
      const facing = 45 * nextInt(rng, 8);
      const verdict = verdictOf(() => plannedDisembark(setup, state, 'a-rifles', at, facing));
      assert.equal(
        disembarkAllowed(setup, state, 'a-rifles', at, facing),
        verdict === 'set up',
        `the rifles at ${at.join(', ')} facing ${facing}: ${verdict}`,
      );
      verdicts.set(verdict, (verdicts.get(verdict) ?? 0) + 1);
    }
    // Set up, too far, overlapping the Transport and off the battlefield are all met.
    assert.deepEqual([...verdicts.keys()].sort(), [
      'rulebook p.10 Footprints',
      'rulebook p.46 Making a Disembark Manoeuvre',
      'rulebook p.8 The Battlefield',
      'set up',
    ]);
  });
});
