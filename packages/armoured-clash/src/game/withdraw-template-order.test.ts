import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type Point, point } from '@warroom/engine';
import { heapOf } from './withdraw-template-heap.js';
import { type Opening, candidate, inTurnOf } from './withdraw-template-order.js';

/** A straight path of `length` inches east along y = `row`, in `legs` equal legs. */
function path(length: number, legs: number, row: number): Point[] {
  return Array.from({ length: legs + 1 }, (_, i) => point((length * i) / legs, row));
}

/** Which row each path given lies on: the paths are told apart by it. */
const rows = (paths: Iterable<Point[]>): number[] => [...paths].map((p) => p[0]?.y ?? -1);

describe('rulebook p.16 Ponderous Movement: the paths along the Turning Template, tried shortest first', () => {
  it('rulebook p.16: paths are given shortest first, then by fewest waypoints, then in the order made, across openings followed one inside another, as sorting them all would give them', () => {
    const inner: Opening = {
      shortest: 2,
      follow: () => [candidate(path(2, 1, 4), 1), candidate(path(5, 1, 5), 0)],
    };
    const outer: Opening = {
      shortest: 1,
      follow: () => [inner, candidate(path(2, 2, 2), 3), candidate(path(2, 1, 3), 2)],
    };
    const early: Opening = { shortest: 0, follow: () => [candidate(path(3, 1, 1), 4)] };
    assert.deepEqual(rows(inTurnOf([outer, early])), [4, 3, 2, 1, 5]);
  });

  it('rulebook p.16: an opening no shorter than the paths asked for is never followed', () => {
    const followed: string[] = [];
    const opening = (name: string, shortest: number, length: number, row: number): Opening => ({
      shortest,
      follow: () => {
        followed.push(name);
        return [candidate(path(length, 1, row), row)];
      },
    });
    const paths = inTurnOf([opening('far', 4, 4, 2), opening('near', 1, 1, 1)]);
    assert.deepEqual(paths.next().value, path(1, 1, 1));
    assert.deepEqual(followed, ['near']);
  });

  it('a heap gives its items least first, whatever the order they were put in', () => {
    const heap = heapOf((a: number, b: number) => a - b);
    for (const n of [5, 3, 8, 1, 9, 2, 7]) heap.push(n);
    assert.equal(heap.peek(), 1);
    const taken = Array.from({ length: 8 }, () => heap.pop());
    assert.deepEqual(taken, [1, 2, 3, 5, 7, 8, 9, undefined]);
  });
});
