import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  type Place,
  ROUTES,
  movedTo,
  place,
  skirmishWith,
} from '../testing/acquisition-routes-fixture.js';
import { opened } from '../testing/clash-fixture.js';
import { skirmish } from '../testing/game-fixture.js';
import { acquisitionMayConfirm } from './acquisition-verdict.js';
import { armyUnit } from './army-unit.js';
import { profileAsTarget } from './entrenched.js';
import { planRangedAttack, planRangedAttackOrRefusal } from './ranged-attack-plan.js';
import { rangedRow } from './ranged-row.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState } from './state.js';
import { tableOf } from './table-of.js';
import { acquisition } from './weapon-acquisition.js';

/** Layouts tried for each route. */
const RUNS = 60;

/** The units of `at` whose flag is set: exposed to a Trap, and moved through for Trail. */
function flagged(state: GameState, at: readonly Place[]): string[] {
  return Object.keys(state.units).filter((_, i) => at[i]?.[3] === true);
}

/** The refusal planRangedAttack throws, or its plan. */
function thrownOrPlanned(make: () => unknown): unknown {
  try {
    return make();
  } catch (error) {
    if (error instanceof IllegalChoice) return error;
    throw error;
  }
}

describe('the cheap verdict on Target Acquisition gives the answer of the full one', () => {
  for (const [route, qualities] of ROUTES) {
    it(`rulebook p.17 Target Acquisition (${route}): never "no" where acquisition confirms; for the Officer's own eyes and Turret exactly its answer`, () => {
      const setup = skirmishWith(qualities);
      const exact = qualities.length === 0 || route === 'Turret';
      const seen = { confirmed: 0, refused: 0 };
      fc.assert(
        fc.property(fc.array(place, { minLength: 4, maxLength: 4 }), (at) => {
          const state = movedTo(setup, at);
          const table = tableOf(setup, state);
          for (const attacker of Object.keys(state.units)) {
            for (const target of Object.keys(state.units)) {
              if (attacker === target) continue;
              const profile = profileAsTarget(setup, table, attacker, target, false);
              const row = rangedRow(armyUnit(setup, attacker), profile);
              const through = flagged(state, at);
              const may = acquisitionMayConfirm(setup, table, attacker, target, row, through);
              const full = acquisition(setup, table, attacker, target, false, through).confirmed;
              seen[full ? 'confirmed' : 'refused'] += 1;
              if (exact) assert.equal(may, full, `${attacker} at ${target}`);
              else assert.ok(may || !full, `${attacker} at ${target}`);
            }
          }
        }),
        { numRuns: RUNS, seed: 17 },
      );
      assert.ok(seen.confirmed > 0 && seen.refused > 0, JSON.stringify(seen));
    });

    it(`rulebook p.26 Ranged Attacks (${route}): a verdict-only plan refuses exactly where planRangedAttack throws, and plans the same attack elsewhere`, () => {
      const setup = skirmishWith(qualities);
      const verdictOnly = { verdictOnly: true };
      const seen = { planned: 0, refused: 0 };
      fc.assert(
        fc.property(fc.array(place, { minLength: 4, maxLength: 4 }), fc.boolean(), (at, aimed) => {
          const state = movedTo(setup, at);
          const withTable = { verdictOnly: true, table: tableOf(setup, state) };
          for (const attacker of Object.keys(state.units)) {
            for (const target of Object.keys(state.units)) {
              const movement = { movedThrough: flagged(state, at) };
              const long = thrownOrPlanned(() =>
                planRangedAttack(setup, state, attacker, target, aimed, false, movement),
              );
              seen[long instanceof IllegalChoice ? 'refused' : 'planned'] += 1;
              for (const asked of [verdictOnly, withTable]) {
                const cheap = planRangedAttackOrRefusal(
                  setup,
                  state,
                  attacker,
                  target,
                  aimed,
                  false,
                  movement,
                  asked,
                );
                if (long instanceof IllegalChoice) assert.ok(cheap instanceof IllegalChoice);
                else assert.deepEqual(cheap, long, `${attacker} at ${target}`);
              }
            }
          }
        }),
        { numRuns: RUNS, seed: 26 },
      );
      assert.ok(seen.planned > 0 && seen.refused > 0, JSON.stringify(seen));
    });
  }

  it('rulebook p.17 Check Armaments: the refusal planRangedAttackOrRefusal returns unasked is the one planRangedAttack throws', () => {
    const setup = skirmish();
    const state = opened(setup);
    const refusal = planRangedAttackOrRefusal(setup, state, 'a-rifles', 'a-tanks', false);
    assert.ok(refusal instanceof IllegalChoice);
    assert.throws(
      () => planRangedAttack(setup, state, 'a-rifles', 'a-tanks', false),
      (error) => error instanceof IllegalChoice && error.message === refusal.message,
    );
  });
});
