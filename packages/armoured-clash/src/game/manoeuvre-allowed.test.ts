import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  assertBothVerdicts,
  ruleBroken,
  sampledVerdicts,
} from '../testing/move-verdicts-fixture.js';
import { manoeuvreAllowed } from './manoeuvre-allowed.js';
import { plannedManoeuvre } from './movement-step.js';

/** Half the side of the square of places sampled around a unit's Officer (inches). */
const REACH = 20;

/** Manoeuvres sampled per unit and kind. */
const SAMPLES = 150;

describe('manoeuvreAllowed: plannedManoeuvre verdict without an IllegalChoice', () => {
  it('rulebook p.16 Movement Limit, p.8 The Battlefield: agrees with plannedManoeuvre on seeded manoeuvres, near and far', () => {
    const kinds = ['advance', 'doubleTime'] as const;
    const sampling = { seed: 'manoeuvre verdicts', reach: REACH, samples: SAMPLES, kinds };
    const verdicts = sampledVerdicts(sampling, ({ setup, state, unit, kind, at, facing }) => {
      const rule = ruleBroken(() => plannedManoeuvre(setup, state, unit, kind, at, facing));
      const verdict = manoeuvreAllowed(setup, state, unit, kind, at, facing);
      assert.equal(
        verdict,
        rule === undefined,
        `${unit} ${kind} to ${at.join(', ')} facing ${facing}`,
      );
      return rule;
    });
    // The samples reach both verdicts, and the refusals the quick bounds settle.
    assertBothVerdicts(verdicts, 'manoeuvres');
  });
});
