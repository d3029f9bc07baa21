import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nextInt, seedRng } from '@warroom/engine';
import { faceToFace } from '../testing/melee-fixture.js';
import { skirmish } from '../testing/game-fixture.js';
import type { At } from './choice.js';
import { manoeuvreAllowed } from './manoeuvre-allowed.js';
import { plannedManoeuvre } from './movement-step.js';
import { IllegalChoice } from './rule-error.js';

/** Half the side of the square of places sampled around a unit's Officer (inches). */
const REACH = 20;

/** Manoeuvres sampled per unit and kind. */
const SAMPLES = 150;

/** Whether plannedManoeuvre accepts the manoeuvre, and which rule it names when it does not. */
function plannedVerdict(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof IllegalChoice) return error.rule;
    throw error;
  }
}

describe('manoeuvreAllowed: plannedManoeuvre verdict without an IllegalChoice', () => {
  it('rulebook p.16 Movement Limit, p.8 The Battlefield: agrees with plannedManoeuvre on seeded manoeuvres, near and far', () => {
    const setup = skirmish();
    const state = faceToFace(setup);
    const rng = seedRng('manoeuvre verdicts');
    const refused = new Map<string, number>();
    let allowed = 0;
    for (const unit of ['a-rifles', 'a-tanks', 'b-rifles', 'b-tanks']) {
      const officer = state.units[unit]?.models[0];
      assert.ok(officer !== undefined, `${unit} is deployed`);
      for (const kind of ['advance', 'doubleTime'] as const) {
        for (let i = 0; i < SAMPLES; i++) {
          const at: At = [
            officer.x + nextInt(rng, 2 * REACH * 10) / 10 - REACH,
            officer.y + nextInt(rng, 2 * REACH * 10) / 10 - REACH,
          ];
          const facing = 45 * nextInt(rng, 8);
          const rule = plannedVerdict(() => plannedManoeuvre(setup, state, unit, kind, at, facing));
          const verdict = manoeuvreAllowed(setup, state, unit, kind, at, facing);
          assert.equal(
            verdict,
            rule === undefined,
            `${unit} ${kind} to ${at.join(', ')} facing ${facing}`,
          );
          if (rule === undefined) allowed++;
          else refused.set(rule, (refused.get(rule) ?? 0) + 1);
        }
      }
    }
    // The samples reach both verdicts, and the refusals the quick bounds settle.
    assert.ok(allowed > 0, 'some manoeuvres are legal');
    assert.ok((refused.get('rulebook p.16 Movement Limit') ?? 0) > 0, 'some go too far');
    assert.ok(
      (refused.get('rulebook p.8 The Battlefield') ?? 0) > 0,
      'some end off the battlefield',
    );
  });
});
