import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { skirmish } from '../testing/game-fixture.js';
import { closeFormationPrecisionChoices, precisionChoices } from './precision-choices.js';
import type { UnitState } from './state.js';

/** Facing north (+y), as the rulebook's diagrams: the rank runs along x. */
const NORTH = Math.PI / 2;

/** A Close Formation unit of models at `places` (x, y), #1 its Officer. */
function unitAt(places: readonly (readonly [number, number])[]): UnitState {
  return {
    id: 'r',
    side: 'b',
    officer: 'r#1',
    models: places.map(([x, y], i) => ({ id: `r#${i + 1}`, x, y, facing: NORTH })),
    damage: 0,
    statuses: [],
    deployed: true,
    inReserve: false,
    annihilated: false,
  };
}

/** One rank of six at y 12, as the skirmish's rifles: #6 #4 #2 #1 #3 #5 from x 7 to 12, the Officer #1 at x 10. */
const SINGLE_RANK = unitAt([
  [10, 12],
  [9, 12],
  [11, 12],
  [8, 12],
  [12, 12],
  [7, 12],
]);

/**
 * The same rank without #6: five, #4 #2 #1 #3 #5 from x 8 to 12, the Officer
 * #1 its centre (rulebook p.35), so either end may go.
 */
const FIVE_IN_A_RANK: UnitState = {
  ...SINGLE_RANK,
  models: SINGLE_RANK.models.filter((m) => m.id !== 'r#6'),
};

/** Two ranks of three: the Officer #1 in the front's centre (y 10), #4 #5 #6 behind (y 9). */
const TWO_RANKS = unitAt([
  [10, 10],
  [9, 10],
  [11, 10],
  [10, 9],
  [9, 9],
  [11, 9],
]);

describe('glossary: Precision in Close Formation: the models the attacking General may choose next', () => {
  it('glossary: Precision, rulebook p.34: a single rank of five, the Officer its centre: the Officer or either end (#4, #5); #2 and #3, within the rank, are not offered; of six (p.35: the Officer keeps the centre), the Officer or #6 only, the end on the side with three beside the Officer', () => {
    assert.deepEqual(closeFormationPrecisionChoices(FIVE_IN_A_RANK, []), ['r#1', 'r#4', 'r#5']);
    assert.deepEqual(closeFormationPrecisionChoices(SINGLE_RANK, []), ['r#1', 'r#6']);
  });

  it('glossary: Precision, rulebook pp.34-35: the ends offered follow the rank as it shrinks, the Officer kept its centre: once #6 is chosen, #4 or #5; once #5 too, #4 only; once #4 too, the new ends #2 and #3', () => {
    assert.deepEqual(closeFormationPrecisionChoices(SINGLE_RANK, ['r#6']), ['r#1', 'r#4', 'r#5']);
    assert.deepEqual(closeFormationPrecisionChoices(SINGLE_RANK, ['r#6', 'r#5']), ['r#1', 'r#4']);
    assert.deepEqual(closeFormationPrecisionChoices(SINGLE_RANK, ['r#6', 'r#5', 'r#4']), [
      'r#1',
      'r#2',
      'r#3',
    ]);
  });

  it('glossary: Precision, rulebook p.35 Loss of an Officer: the Officer chosen stays and an end goes in its stead (#6, the farthest): the ends are then #4 and #5; the Officer is not offered twice', () => {
    assert.deepEqual(closeFormationPrecisionChoices(SINGLE_RANK, ['r#1']), ['r#4', 'r#5']);
  });

  it('glossary: Precision, rulebook p.34: two ranks: the Officer or the rear rank only (#4, #5, #6); once the rear rank is chosen, the ends of the front rank (#2, #3)', () => {
    assert.deepEqual(closeFormationPrecisionChoices(TWO_RANKS, []), ['r#1', 'r#4', 'r#5', 'r#6']);
    assert.deepEqual(closeFormationPrecisionChoices(TWO_RANKS, ['r#4', 'r#6', 'r#5']), [
      'r#1',
      'r#2',
      'r#3',
    ]);
  });

  it('glossary: Precision: the skirmish’s rifles (Close Formation) are offered by their ranks, its tanks (Open Formation) every model not yet chosen', () => {
    const setup = skirmish();
    const rifles: UnitState = { ...SINGLE_RANK, id: 'b-rifles' };
    const tanks: UnitState = { ...TWO_RANKS, id: 'b-tanks' };
    assert.deepEqual(precisionChoices(setup, rifles, ['r#6']), ['r#1', 'r#4', 'r#5']);
    assert.deepEqual(precisionChoices(setup, tanks, ['r#6', 'r#2']), ['r#1', 'r#3', 'r#4', 'r#5']);
  });
});
