import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type Point, point } from '@warroom/engine';
import { ponderousProblem } from '../battlefield/movement/turning-template.js';
import { steeredPath, templateRoute } from './withdraw-template.js';

const EAST = 0;
const NORTH = Math.PI / 2;

/** Waypoints to the billionth of an inch. */
const rounded = (waypoints: readonly Point[] | undefined): [number, number][] | undefined =>
  waypoints?.map((p) => [Math.round(p.x * 1e9) / 1e9, Math.round(p.y * 1e9) / 1e9]);

describe('rulebook p.16 Ponderous Movement: paths along the Turning Template', () => {
  it('rulebook p.16: steered 3" towards a bearing 90° to its left, a model moves 1", turns 45° at each Navigation Point (the template’s largest turn) and ends on the bearing', () => {
    const path = steeredPath({ at: point(0, 0), facing: EAST }, NORTH, 3, false);
    const side = Math.SQRT1_2;
    assert.deepEqual(
      rounded(path),
      rounded([point(0, 0), point(1, 0), point(1 + side, side), point(1 + side, 1 + side)]),
    );
    assert.equal(ponderousProblem(path, EAST), undefined);
  });

  it('rulebook p.16: to stand 1" to its left 3" on, facing as it did, a model moves 1", turns 30° at the Navigation Point, moves 2", turns back 30° and moves the last 0.268"', () => {
    const route = templateRoute(
      { at: point(0, 0), facing: EAST },
      { at: point(3, 1), facing: EAST },
      () => true,
    );
    assert.deepEqual(
      rounded(route),
      rounded([point(0, 0), point(1, 0), point(1 + Math.sqrt(3), 1), point(3, 1)]),
    );
    assert.equal(ponderousProblem(route ?? [], EAST), undefined);
  });

  it('rulebook p.16 ("forwards (or backwards)"): a quarter turn to the left in 2" of room takes three turns, backing first; a model already standing so stays; none is found where nothing is clear', () => {
    const route = templateRoute(
      { at: point(0, 0), facing: EAST },
      { at: point(0.5, 2), facing: NORTH },
      () => true,
    );
    assert.ok(route !== undefined);
    assert.deepEqual(rounded(route.slice(0, 2)), [
      [0, 0],
      [-1, 0],
    ]);
    assert.equal(route.length, 5);
    assert.deepEqual(rounded(route.slice(-1)), [[0.5, 2]]);
    assert.equal(ponderousProblem(route, EAST), undefined);
    const standing = { at: point(1, 1), facing: NORTH };
    assert.deepEqual(
      templateRoute(standing, standing, () => false),
      [point(1, 1)],
    );
    assert.equal(
      templateRoute(
        { at: point(0, 0), facing: EAST },
        { at: point(3, 1), facing: EAST },
        () => false,
      ),
      undefined,
    );
  });
});
