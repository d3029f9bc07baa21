import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type Distribution,
  addMass,
  atLeast,
  expectedValue,
  toPairs,
  totalMass,
  trim,
} from './distribution.js';

describe('exact distributions', () => {
  it('reports mean, total, pairs and tails', () => {
    const d = Float64Array.from([0.25, 0, 0.75]);
    assert.equal(expectedValue(d), 1.5);
    assert.equal(totalMass(d), 1);
    assert.deepEqual(toPairs(d), [
      [0, 0.25],
      [2, 0.75],
    ]);
    assert.deepEqual([...atLeast(d)], [1, 0.75, 0.75]);
  });

  it('grows when mass lands beyond its end, and trims trailing zeros', () => {
    let d: Distribution = new Float64Array(1);
    d = addMass(d, 5, 0.5);
    d = addMass(d, 0, 0.5);
    assert.deepEqual(toPairs(trim(d)), [
      [0, 0.5],
      [5, 0.5],
    ]);
    assert.equal(trim(d).length, 6);
  });
});
