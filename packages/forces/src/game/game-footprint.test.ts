import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { UnitProfile } from '../orbat/orbat.js';
import { gameFootprint } from './game-footprint.js';

function profileWith(footprint: UnitProfile['footprint']): UnitProfile {
  return { footprint } as UnitProfile;
}

describe("glossary: Extended Footprint: the game's Footprint of base and hull", () => {
  it('glossary: Extended Footprint: a hull overhanging the base 1" in front and 0.5" to each side: the outline around both, facing +x', () => {
    const footprint = gameFootprint(
      profileWith({
        kind: 'base',
        width: 2,
        depth: 3,
        hull: [
          [-1.5, 2.5],
          [1.5, 2.5],
          [1.5, 0],
          [-1.5, 0],
        ],
      }),
    );
    assert.equal(footprint.width, 2);
    assert.equal(footprint.depth, 3);
    const sorted = [...(footprint.outline ?? [])].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    assert.deepEqual(sorted, [
      [-1.5, -1],
      [-1.5, 1],
      [0, -1.5],
      [0, 1.5],
      [2.5, -1.5],
      [2.5, 1.5],
    ]);
  });

  it('a base alone is its width and depth, no outline', () => {
    assert.deepEqual(gameFootprint(profileWith({ kind: 'base', width: 1.18, depth: 1.18 })), {
      width: 1.18,
      depth: 1.18,
    });
  });
});
