import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  assertBothVerdicts,
  ruleBroken,
  sampledVerdicts,
} from '../testing/move-verdicts-fixture.js';
import { freeAdvanceAllowed } from './free-advance-allowed.js';
import { plannedFreeAdvance } from './free-advance.js';

/** Half the side of the square of places sampled around a unit's Officer (inches). */
const REACH = 12;

/** Free Advances sampled per unit and limit. */
const SAMPLES = 100;

/** The limits of the free Advances sampled (glossary: Vanguard (X"), Hit & Run (X")). */
const LIMITS = [3, 6] as const;

describe('freeAdvanceAllowed: plannedFreeAdvance verdict without an IllegalChoice', () => {
  it('glossary: Vanguard (X"), Hit & Run (X"): agrees with plannedFreeAdvance on seeded free Advances, the move found legal made the same', () => {
    const sampling = {
      seed: 'free advance verdicts',
      reach: REACH,
      samples: SAMPLES,
      kinds: LIMITS,
    };
    const verdicts = sampledVerdicts(
      sampling,
      ({ setup, state, unit, kind: limit, at, facing }) => {
        const verdict = freeAdvanceAllowed(setup, state, unit, at, facing, limit);
        // A copy of the setup keeps no table nor check: the move is made and checked anew.
        const fresh = { ...setup };
        const rule = ruleBroken(() => plannedFreeAdvance(fresh, state, unit, at, facing, limit));
        const where = `${unit} within ${limit}" to ${at.join(', ')} facing ${facing}`;
        assert.equal(verdict, rule === undefined, where);
        if (rule !== undefined) return rule;
        // The move checked by freeAdvanceAllowed, made without checking it again, is the one made anew.
        assert.deepEqual(
          plannedFreeAdvance(setup, state, unit, at, facing, limit),
          plannedFreeAdvance(fresh, state, unit, at, facing, limit),
          where,
        );
        return undefined;
      },
    );
    assertBothVerdicts(verdicts, 'free Advances');
  });
});
