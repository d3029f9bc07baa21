import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rangeRingPath } from './range-ring.js';

describe('range rings: every point within a range of the Officer (rulebook p.17 Check Range)', () => {
  it('rulebook p.17: a 2" square base grown by 6": each side pushed out 6", each corner a 6" arc', () => {
    const square = {
      kind: 'polygon',
      points: [
        [0, 0],
        [2, 0],
        [2, 2],
        [0, 2],
      ],
    } as const;
    assert.equal(
      rangeRingPath(square, 6),
      'M 0 -6 L 2 -6 A 6 6 0 0 1 8 0 L 8 2 A 6 6 0 0 1 2 8 L 0 8 A 6 6 0 0 1 -6 2 L -6 0 A 6 6 0 0 1 0 -6 Z',
    );
  });

  it('rulebook p.17: the corners turn the way the sides do when the base is listed the other way round', () => {
    const square = {
      kind: 'polygon',
      points: [
        [0, 0],
        [0, 2],
        [2, 2],
        [2, 0],
      ],
    } as const;
    assert.equal(
      rangeRingPath(square, 1),
      'M -1 0 L -1 2 A 1 1 0 0 0 0 3 L 2 3 A 1 1 0 0 0 3 2 L 3 0 A 1 1 0 0 0 2 -1 L 0 -1 A 1 1 0 0 0 -1 0 Z',
    );
  });

  it('rulebook p.44 Dug In: from a building’s centre point (a circle of radius 0) a 24" ring is a circle of 24"', () => {
    assert.equal(
      rangeRingPath({ kind: 'circle', centre: [10, 20], radius: 0 }, 24),
      'M -14 20 A 24 24 0 1 0 34 20 A 24 24 0 1 0 -14 20 Z',
    );
  });
});
