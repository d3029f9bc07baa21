import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { opened } from '../testing/clash-fixture.js';
import { skirmish } from '../testing/game-fixture.js';
import { rangedRowWith } from '../testing/gun-fixture.js';
import type { RuleRef } from '../rules/rule-ref.js';
import { acquisitionMayConfirm } from './acquisition-verdict.js';
import type { GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import { profileAsTarget } from './entrenched.js';
import { planRangedAttack, planRangedAttackOrRefusal } from './ranged-attack-plan.js';
import { rangedRow } from './ranged-row.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState } from './state.js';
import { tableOf } from './table-of.js';
import { acquisition } from './weapon-acquisition.js';

/** The skirmish's battlefield is 36" square (testing/game-fixture.ts). */
const SIDE = 36;
const FULL_TURN = 360;
const RUNS = 60;

/** The skirmish with every Ranged row of every unit bearing `qualities`. */
function skirmishWith(qualities: readonly RuleRef[]): GameSetup {
  const base = skirmish();
  const armed = (units: GameSetup['generals']['a']['units']) =>
    units.map((u) => rangedRowWith('heavy', ...qualities)(rangedRowWith('light', ...qualities)(u)));
  return {
    ...base,
    generals: {
      a: { ...base.generals.a, units: armed(base.generals.a.units) },
      b: { ...base.generals.b, units: armed(base.generals.b.units) },
    },
  };
}

/** rulebook p.17: the Officer's own eyes; glossary: Turret; Indirect, Trap and Trail, which confirm in their own ways. */
const ROUTES: readonly (readonly [string, readonly RuleRef[]])[] = [
  ['the Officer', []],
  ['Turret', [{ name: 'Turret' }]],
  ['Indirect', [{ name: 'Indirect' }]],
  ['Trap', [{ name: 'Trap' }]],
  ['Trail', [{ name: 'Trail' }]],
];

/** Where a unit's first model stands and faces, and whether it is exposed to a Trap and was moved through (Trail). */
const place = fc.tuple(
  fc.double({ min: 2, max: SIDE - 2, noNaN: true }),
  fc.double({ min: 2, max: SIDE - 2, noNaN: true }),
  fc.double({ min: 0, max: FULL_TURN, noNaN: true }),
  fc.boolean(),
);
type Place = readonly [number, number, number, boolean];

/** The units of `at` whose flag is set: exposed to a Trap, and moved through for Trail. */
function flagged(state: GameState, at: readonly Place[]): string[] {
  return Object.keys(state.units).filter((_, i) => at[i]?.[3] === true);
}

/** The opened skirmish with each unit moved, all its models alike, so that its first model stands at `at`. */
function movedTo(setup: GameSetup, at: readonly Place[]): GameState {
  const state = opened(setup);
  Object.values(state.units).forEach((unit, i) => {
    const [x, y, facing, trapped] = at[i] ?? [0, 0, 0, false];
    const first = unit.models[0];
    if (trapped) unit.trapExposed = true;
    if (first === undefined) return;
    const turn = (facing * Math.PI) / (FULL_TURN / 2);
    unit.models = unit.models.map((m) => ({
      ...m,
      x: m.x - first.x + x,
      y: m.y - first.y + y,
      facing: turn,
    }));
  });
  return state;
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
