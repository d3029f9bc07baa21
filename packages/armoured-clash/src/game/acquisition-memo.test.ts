import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { acquireTarget } from '../battlefield/target-acquisition.js';
import { firstSeen, targetAcquired } from '../battlefield/target-acquired.js';
import { ROUTES, movedTo, place, skirmishWith } from '../testing/acquisition-routes-fixture.js';
import { skirmish } from '../testing/game-fixture.js';
import { acquisitionForPlan } from './acquisition-memo.js';
import { acquisitionMayConfirm } from './acquisition-verdict.js';
import type { GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import { profileAsTarget } from './entrenched.js';
import { rangedRow } from './ranged-row.js';
import type { GameState } from './state.js';
import { tableOf } from './table-of.js';
import { type WeaponAcquisition, acquisitionWithRow } from './weapon-acquisition.js';

/** Layouts tried for each route. */
const RUNS = 40;

/** The long way: the cheap check, then the full acquisition (verdict only), each worked out afresh. */
function longWay(
  setup: GameSetup,
  state: GameState,
  attacker: string,
  target: string,
  through: readonly string[],
  verdictOnly: boolean,
): WeaponAcquisition | undefined {
  const table = tableOf(setup, state);
  const row = rangedRow(
    armyUnit(setup, attacker),
    profileAsTarget(setup, table, attacker, target, false),
  );
  if (verdictOnly && !acquisitionMayConfirm(setup, table, attacker, target, row, through)) {
    return undefined;
  }
  const verdict = { verdictOnly: true };
  return acquisitionWithRow(setup, table, attacker, target, row, through, verdict);
}

describe('Target Acquisitions kept per table give the answers worked out afresh', () => {
  for (const [route, qualities] of ROUTES) {
    it(`rulebook p.17 Target Acquisition (${route}): acquisitionForPlan, asked in either order and again, is the cheap check then the full acquisition`, () => {
      const setup = skirmishWith(qualities);
      const seen = { confirmed: 0, refused: 0, cheaplyRefused: 0 };
      fc.assert(
        fc.property(
          fc.array(place, { minLength: 4, maxLength: 4 }),
          fc.boolean(),
          (at, verdictFirst) => {
            // A fresh state draws a fresh table: nothing is known of it yet.
            const state = movedTo(setup, at);
            const table = tableOf(setup, state);
            const ids = Object.keys(state.units);
            const through = ids.filter((_, i) => at[i]?.[3] === true);
            const order = verdictFirst ? [true, false, true] : [false, true, false];
            for (const attacker of ids) {
              for (const target of ids) {
                if (attacker === target) continue;
                const profile = profileAsTarget(setup, table, attacker, target, false);
                const row = rangedRow(armyUnit(setup, attacker), profile);
                for (const verdictOnly of order) {
                  const kept = acquisitionForPlan(
                    setup,
                    table,
                    attacker,
                    target,
                    row,
                    through,
                    verdictOnly,
                  );
                  const afresh = longWay(setup, state, attacker, target, through, verdictOnly);
                  assert.deepEqual(kept, afresh, `${attacker} at ${target}, ${verdictOnly}`);
                  if (kept === undefined) seen.cheaplyRefused += 1;
                  else seen[kept.confirmed ? 'confirmed' : 'refused'] += 1;
                }
              }
            }
          },
        ),
        { numRuns: RUNS, seed: 21 },
      );
      // Indirect and Trap confirm in their own ways: the cheap check never refuses them.
      const cheap = qualities.length === 0 || route === 'Turret' || route === 'Trail';
      assert.ok(seen.confirmed > 0 && seen.refused + seen.cheaplyRefused > 0, JSON.stringify(seen));
      assert.equal(seen.cheaplyRefused > 0, cheap, JSON.stringify(seen));
    });
  }

  it("rulebook p.17 Check Visibility: the full acquisition given the yes/no check's first model seen is the acquisition drawn afresh", () => {
    const setup = skirmish();
    let reused = 0;
    fc.assert(
      fc.property(fc.array(place, { minLength: 4, maxLength: 4 }), fc.boolean(), (at, anyArc) => {
        const state = movedTo(setup, at);
        const table = tableOf(setup, state);
        const ids = Object.keys(state.units);
        for (const attacker of ids) {
          for (const target of ids) {
            if (attacker === target) continue;
            const profile = profileAsTarget(setup, table, attacker, target, false);
            const range = rangedRow(armyUnit(setup, attacker), profile)?.range;
            const found = firstSeen(table, attacker, target, range, { anyArc });
            assert.equal(
              found !== undefined,
              targetAcquired(table, attacker, target, range, { anyArc }),
            );
            if (found === undefined) continue;
            reused += 1;
            const options = { anyArc, verdictOnly: true };
            assert.deepEqual(
              acquireTarget(table, attacker, target, range, options, found),
              acquireTarget(table, attacker, target, range, options),
              `${attacker} at ${target}`,
            );
          }
        }
      }),
      { numRuns: RUNS, seed: 22 },
    );
    assert.ok(reused > 0);
  });
});
