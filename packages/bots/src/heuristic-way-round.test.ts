import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { At } from '@warroom/armoured-clash';
import { convexPolygon, distanceToPoint, point as enginePoint } from '@warroom/engine';
import { type Rounding, point, wayRound } from './heuristic-way-round.js';

/** Seeded: the same cases every run. */
const RUNS = { seed: 23, numRuns: 300 };
/** How far past its margin a corner of the grown piece may lie: the rounding turns at most 45° a corner. */
const MOST_OUT = 1 / Math.cos(Math.PI / 8);
const TOLERANCE = 1e-6;

/** A rectangle `width` by `depth` centred at (18, 18), turned `turn` radians. */
function block(width: number, depth: number, turn: number): ReturnType<typeof convexPolygon> {
  const corners: [number, number][] = [
    [-width / 2, -depth / 2],
    [width / 2, -depth / 2],
    [width / 2, depth / 2],
    [-width / 2, depth / 2],
  ];
  return convexPolygon(
    corners.map(([x, y]) =>
      enginePoint(
        18 + x * Math.cos(turn) - y * Math.sin(turn),
        18 + x * Math.sin(turn) + y * Math.cos(turn),
      ),
    ),
  );
}

/** The point `along` (a fraction) the piece's side `side`, pushed out by `out` inches (by the margin: on the grown piece's edge). */
function onGrownSide(
  piece: ReturnType<typeof convexPolygon>,
  side: number,
  along: number,
  out: number,
): At | undefined {
  const corners = piece.kind === 'polygon' ? piece.points : [];
  const a = corners[side];
  const b = corners[(side + 1) % corners.length];
  if (a === undefined || b === undefined) return undefined;
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  return [
    a.x + (b.x - a.x) * along + ((b.y - a.y) / length) * out,
    a.y + (b.y - a.y) * along - ((b.x - a.x) / length) * out,
  ];
}

/** A place 30" from the block's centre, at `angle` radians. */
const farOff = (angle: number): At => [18 + 30 * Math.cos(angle), 18 + 30 * Math.sin(angle)];

/** The way round a piece for a unit that files anywhere, on a table without edges. */
function rounding(piece: Rounding['piece'], margin: number): Rounding {
  return { piece, margin, files: () => true, onTable: () => true };
}

describe('the shortest way round a piece of terrain (heuristic-way-round.ts)', () => {
  it("rulebook pp.41-42 Impassable Terrain: from anywhere hard by a turned block (nearer than the margin, or on the grown piece's edge where a unit stands having stepped aside), the first point of the way round lies clear of the piece by the margin, and not much more", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 12, noNaN: true }),
        fc.double({ min: 1, max: 6, noNaN: true }),
        fc.double({ min: 0, max: Math.PI, noNaN: true }),
        fc.double({ min: 1, max: 5, noNaN: true }),
        fc.integer({ min: 0, max: 3 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 0.05, max: 1, noNaN: true }),
        (width, depth, turn, margin, side, along, towards, inset) => {
          const piece = block(width, depth, turn);
          const from = onGrownSide(piece, side, along, margin * inset);
          if (from === undefined) return;
          const to = farOff(towards);
          const way = wayRound(rounding(piece, margin), from, to);
          if (way === undefined) return;
          const clear = distanceToPoint(piece, point(way.first));
          assert.ok(clear >= margin - TOLERANCE, `${clear} inside the margin ${margin}`);
          assert.ok(clear <= margin * MOST_OUT + TOLERANCE, `${clear} far beyond ${margin}`);
          assert.ok(way.inches >= Math.hypot(to[0] - from[0], to[1] - from[1]) - TOLERANCE);
        },
      ),
      RUNS,
    );
  });

  it('rulebook pp.41-42: a way round that would leave the table is none: with the west edge 1" from the piece, the way goes east', () => {
    const piece = block(10, 2, 0);
    const onTable = ([x]: At): boolean => x >= 12;
    const way = wayRound({ ...rounding(piece, 3), onTable }, [18, 12], [18, 24]);
    assert.ok(way !== undefined);
    assert.ok(way.first[0] > 23, `it heads for ${way.first.join(', ')}`);
  });

  it("rulebook pp.41-42: a unit standing on the grown piece's edge, where a line along the piece's nearest side only touches it, steps aside nowhere: its way round is the shortest (35.776\")", () => {
    const piece = block(8.8, 4.7, 2.57);
    const from = onGrownSide(piece, 3, 0.1, 3.8);
    assert.ok(from !== undefined);
    const way = wayRound(rounding(piece, 3.8), from, farOff(3.37));
    const r = (v: number): number => Math.round(v * 1000) / 1000;
    assert.deepEqual([...(way?.first ?? []), way?.inches ?? 0].map(r), [19.697, 9.596, 35.776]);
  });
});
