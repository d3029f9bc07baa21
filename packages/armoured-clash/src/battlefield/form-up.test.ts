import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  EPSILON,
  type Point,
  type Shape,
  circle,
  nextInt,
  point,
  rectangle,
  rotate,
  seedRng,
  withinDistance,
} from '@warroom/engine';
import { COHERENCY_DISTANCE } from './coherency.js';
import { type FormUpSpec, OPEN_FORMATION_GAP, type Placement, formUp } from './form-up.js';

/** A model's footprint where formUp places it. */
function footprint(spec: FormUpSpec, p: Placement): Shape {
  return 'diameter' in spec.base
    ? circle(p.at, spec.base.diameter / 2)
    : rectangle(p.at, spec.base.width, spec.base.depth, p.facing);
}

/** Whether every model stands within 3" of the Officer, measured between their footprints. */
function coherent(spec: FormUpSpec, placements: readonly Placement[]): boolean {
  const officer = placements[0];
  if (officer === undefined) return false;
  return placements.every((p) =>
    withinDistance(footprint(spec, p), footprint(spec, officer), COHERENCY_DISTANCE + EPSILON),
  );
}

/** The block `perRank` wide as the rulebook lays it out (p.14): ranks behind the Officer's, files 0, +1, -1, ... */
function block(spec: FormUpSpec, at: Point, facing: number, perRank: number): Placement[] {
  const { width, depth } =
    'diameter' in spec.base ? { width: spec.base.diameter, depth: spec.base.diameter } : spec.base;
  const gap = spec.formation === 'close' ? 0 : OPEN_FORMATION_GAP;
  const placements: Placement[] = [];
  for (let i = 0; i < spec.models; i++) {
    const rank = Math.floor(i / perRank);
    const place = i % perRank;
    const file = place % 2 === 0 ? place / 2 : -(place + 1) / 2;
    const offset = rotate({ x: -rank * (depth + gap), y: file * (width + gap) }, facing);
    placements.push({ at: { x: at.x + offset.x, y: at.y + offset.y }, facing });
  }
  return placements;
}

/** Models in the Officer's rank: those as far forward as the Officer. */
function frontRank(placements: readonly Placement[]): number {
  const officer = placements[0];
  if (officer === undefined) return 0;
  const ahead = (p: Placement): number =>
    (p.at.x - officer.at.x) * Math.cos(officer.facing) +
    (p.at.y - officer.at.y) * Math.sin(officer.facing);
  return placements.filter((p) => Math.abs(ahead(p)) < EPSILON).length;
}

describe('formUp: the widest coherent front', () => {
  it('rulebook p.14 Unit Coherency: 12 Infantry on 1" bases in Close Formation form a front of 9', () => {
    const spec: FormUpSpec = { models: 12, base: { width: 1, depth: 1 }, formation: 'close' };
    assert.equal(frontRank(formUp(spec, point(10, 10), Math.PI / 3)), 9);
  });

  it('rulebook p.14 Unit Coherency: 18 round 1" bases form a front of 7, the rear ranks measured on the diagonal', () => {
    const spec: FormUpSpec = { models: 18, base: { diameter: 1 }, formation: 'close' };
    assert.equal(frontRank(formUp(spec, point(0, 0), 0)), 7);
  });

  it('rulebook pp.14-15 Unit Coherency: on seeded units, placed and turned anywhere, the front is the widest whose footprints are all within 3" of the Officer', () => {
    const rng = seedRng('form up');
    for (let i = 0; i < 300; i++) {
      const models = 1 + nextInt(rng, 20);
      const size = (): number => (4 + nextInt(rng, 40)) / 8;
      const base = nextInt(rng, 3) === 0 ? { diameter: size() } : { width: size(), depth: size() };
      const formation = nextInt(rng, 2) === 0 ? 'close' : 'open';
      const spec: FormUpSpec = { models, base, formation };
      const at = point(nextInt(rng, 4800) / 100, nextInt(rng, 4800) / 100);
      const facing = (nextInt(rng, 360) * Math.PI) / 180;
      const label = `${JSON.stringify(spec)} at ${at.x}, ${at.y} facing ${facing}`;
      const widest = [...Array(models).keys()]
        .map((i) => models - i)
        .find((perRank) => coherent(spec, block(spec, at, facing, perRank)));
      if (widest === undefined) {
        assert.throws(() => formUp(spec, at, facing), RangeError, label);
        continue;
      }
      const placements = formUp(spec, at, facing);
      assert.deepEqual(placements, block(spec, at, facing, widest), label);
    }
  });
});
