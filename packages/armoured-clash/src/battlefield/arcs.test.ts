import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { point, radians } from '@warroom/engine';
import { arcOfBlock, arcOfPoint } from './arcs.js';

describe('rulebook p.11 Arcs: four 90° arcs from the centre point', () => {
  const centre = point(10, 10);
  it('front, right, rear and left of a model facing +x', () => {
    assert.equal(arcOfPoint(centre, 0, point(15, 11)), 'front');
    assert.equal(arcOfPoint(centre, 0, point(11, 5)), 'right');
    assert.equal(arcOfPoint(centre, 0, point(5, 9)), 'rear');
    assert.equal(arcOfPoint(centre, 0, point(11, 15)), 'left');
  });

  it('turns with the model, and the 45° lines belong to the front and rear arcs', () => {
    assert.equal(arcOfPoint(centre, radians(90), point(10, 20)), 'front');
    assert.equal(arcOfPoint(centre, radians(90), point(20, 10)), 'right');
    assert.equal(arcOfPoint(centre, 0, point(15, 15)), 'front');
    assert.equal(arcOfPoint(centre, 0, point(5, 5)), 'rear');
  });
});

describe("rulebook p.15 Close Formation arcs: from the unit's corners at 45°", () => {
  // Three models wide (3"), two ranks deep (2"), facing +y.
  const block = { centre: point(10, 10), facing: radians(90), width: 3, depth: 2 };

  it('a point beside the front rank, ahead of the 45° corner line, is in the front arc', () => {
    // Front-left corner at (8.5, 11): a point 1" left of it and 2" ahead is front.
    assert.equal(arcOfBlock(block, point(7.5, 13)), 'front');
    // 2" left and 1" ahead is in the left arc, though a centre-point arc would call it front.
    assert.equal(arcOfBlock(block, point(6.5, 12)), 'left');
    assert.equal(arcOfPoint(block.centre, block.facing, point(6.5, 14.5)), 'front');
  });

  it('the rear arc starts at the rear corners; points inside the block are in no arc', () => {
    assert.equal(arcOfBlock(block, point(10, 5)), 'rear');
    assert.equal(arcOfBlock(block, point(14, 10)), 'right');
    assert.equal(arcOfBlock(block, point(10, 10.5)), undefined);
  });
});
