import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nextInt, seedRng } from '@warroom/engine';
import { faceToFace } from '../testing/melee-fixture.js';
import { skirmish } from '../testing/game-fixture.js';
import type { At } from './choice.js';
import { freeAdvanceAllowed } from './free-advance-allowed.js';
import { plannedFreeAdvance } from './free-advance.js';
import { IllegalChoice } from './rule-error.js';

/** Half the side of the square of places sampled around a unit's Officer (inches). */
const REACH = 12;

/** Free Advances sampled per unit and limit. */
const SAMPLES = 100;

/** The limits of the free Advances sampled (glossary: Vanguard (X"), Hit & Run (X")). */
const LIMITS = [3, 6] as const;

/** The rule plannedFreeAdvance throws, or undefined when it accepts the move. */
function ruleBroken(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof IllegalChoice) return error.rule;
    throw error;
  }
}

describe('freeAdvanceAllowed: plannedFreeAdvance verdict without an IllegalChoice', () => {
  it('glossary: Vanguard (X"), Hit & Run (X"): agrees with plannedFreeAdvance on seeded free Advances, the move found legal made the same', () => {
    const setup = skirmish();
    const state = faceToFace(setup);
    const rng = seedRng('free advance verdicts');
    const refused = new Map<string, number>();
    let allowed = 0;
    for (const unit of ['a-rifles', 'a-tanks', 'b-rifles', 'b-tanks']) {
      const officer = state.units[unit]?.models[0];
      assert.ok(officer !== undefined, `${unit} is deployed`);
      for (const limit of LIMITS) {
        for (let i = 0; i < SAMPLES; i++) {
          const at: At = [
            officer.x + nextInt(rng, 2 * REACH * 10) / 10 - REACH,
            officer.y + nextInt(rng, 2 * REACH * 10) / 10 - REACH,
          ];
          const facing = 45 * nextInt(rng, 8);
          const verdict = freeAdvanceAllowed(setup, state, unit, at, facing, limit);
          // A copy of the setup keeps no table nor check: the move is made and checked anew.
          const fresh = { ...setup };
          const rule = ruleBroken(() => plannedFreeAdvance(fresh, state, unit, at, facing, limit));
          const where = `${unit} within ${limit}" to ${at.join(', ')} facing ${facing}`;
          assert.equal(verdict, rule === undefined, where);
          if (rule !== undefined) {
            refused.set(rule, (refused.get(rule) ?? 0) + 1);
            continue;
          }
          allowed++;
          // The move checked by freeAdvanceAllowed, made without checking it again, is the one made anew.
          assert.deepEqual(
            plannedFreeAdvance(setup, state, unit, at, facing, limit),
            plannedFreeAdvance(fresh, state, unit, at, facing, limit),
            where,
          );
        }
      }
    }
    assert.ok(allowed > 0, 'some free Advances are legal');
    assert.ok((refused.get('rulebook p.16 Movement Limit') ?? 0) > 0, 'some go too far');
    assert.ok(
      (refused.get('rulebook p.8 The Battlefield') ?? 0) > 0,
      'some end off the battlefield',
    );
  });
});
