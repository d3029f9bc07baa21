import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { OPENING_CHOICES, skirmish } from '../testing/game-fixture.js';
import { type LossChoiceKinds, generalChoosesLosses } from './loss-sequence.js';
import { attackingUnit } from './open-formation-losses.js';
import { RECORD_FORMAT, replay } from './record.js';
import type { UnitState } from './state.js';
import { tableOf } from './table-of.js';

const setup = skirmish();
const SEED = 5;

/** Only the Field Promotion is asked about, at the first loss alone. */
const FIELD_PROMOTION: LossChoiceKinds = {
  equallyClosest: false,
  backRank: false,
  fieldPromotion: true,
};
const FIRST_LOSS = 1;

/**
 * The skirmish opened, B's tanks (Open Formation, 2" by 3" bases, facing A) of
 * four: the Officer #1 at (24, 31), the closest to A's tanks, and three
 * survivors-to-be in a row at y 31, at `xs`.
 */
function tanksWithSurvivorsAt(xs: readonly [number, number, number]): {
  readonly tanks: UnitState;
  readonly from: ReturnType<typeof attackingUnit>;
} {
  const state = replay({
    format: RECORD_FORMAT,
    setup,
    seed: SEED,
    choices: OPENING_CHOICES,
  }).state;
  const tanks = state.units['b-tanks'];
  const officer = tanks?.models.find((m) => m.id === tanks.officer);
  if (tanks === undefined || officer === undefined) throw new RangeError('no b-tanks Officer');
  tanks.models = [
    officer,
    ...xs.map((x, i) => ({ ...officer, id: `b-tanks#${String(i + 2)}`, x })),
  ];
  return { tanks, from: attackingUnit(tableOf(setup, state), 'a-tanks') };
}

describe('rulebook p.35 Field Promotion: the General chooses only among survivors that keep the unit coherent', () => {
  it('rulebook p.35 Field Promotion ("choosing a surviving model"), p.14 Unit Coherency: of three survivors in a row 4" apart, only the middle one keeps the others within 3": no choice', () => {
    const { tanks, from } = tanksWithSurvivorsAt([30, 34, 38]);
    assert.equal(generalChoosesLosses(setup, tanks, from, {}, FIELD_PROMOTION, FIRST_LOSS), false);
  });

  it('rulebook p.35 Field Promotion, p.14 Unit Coherency: three survivors 2.25" apart each keep all within 3": the General chooses', () => {
    const { tanks, from } = tanksWithSurvivorsAt([30, 32.25, 34.5]);
    assert.equal(generalChoosesLosses(setup, tanks, from, {}, FIELD_PROMOTION, FIRST_LOSS), true);
  });
});
