import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { circle, point, radians, rectangle } from '@warroom/engine';
import fc from 'fast-check';
import { coherencyProblems, formationBlock } from './coherency.js';
import { type FormUpSpec, type Placement, formUp } from './form-up.js';
import type { Table } from './table.js';

function tableOf(spec: FormUpSpec, placements: readonly Placement[]): Table {
  const models = placements.map((p, i) => ({
    id: `m${i + 1}`,
    unit: 'u',
    facing: p.facing,
    footprint:
      'diameter' in spec.base
        ? circle(p.at, spec.base.diameter / 2)
        : rectangle(p.at, spec.base.width, spec.base.depth, p.facing),
  }));
  const unit = {
    id: 'u',
    name: 'unit',
    side: 'a' as const,
    type: 'infantry' as const,
    size: 1,
    formation: spec.formation,
    rules: [],
    officer: 'm1',
  };
  return { width: 72, depth: 72, terrain: [], units: new Map([['u', unit]]), models };
}

const infantry = (models: number, perRank?: number): FormUpSpec => ({
  models,
  base: { width: 1.5, depth: 1.5 },
  formation: 'close',
  ...(perRank === undefined ? {} : { perRank }),
});

function problemsOf(spec: FormUpSpec, placements: readonly Placement[]): string[] {
  return coherencyProblems(tableOf(spec, placements), 'u').map((p) => p.message);
}

describe('rulebook p.14 Close Formation', () => {
  it('ranks in contact, equal but the rear, the Officer centre front: coherent', () => {
    const placements = formUp(infantry(7, 3), point(30, 30), radians(90));
    assert.deepEqual(problemsOf(infantry(7, 3), placements), []);
    // Officer first, centre of the front rank; the seventh model alone in the third rank.
    assert.deepEqual(placements[0]?.at, point(30, 30));
    assert.ok(Math.abs((placements[6]?.at.y ?? 0) - 27) < 1e-9);
  });

  it('a gap in a rank breaks coherency', () => {
    const placements = formUp(infantry(3, 3), point(30, 30), 0);
    const moved = placements.map((p, i) =>
      i === 1 ? { ...p, at: point(p.at.x, p.at.y + 0.5) } : p,
    );
    assert.match(
      problemsOf(infantry(3, 3), moved).join(),
      /not in contact with the model beside it/,
    );
  });

  it('every rank but the rear is as wide as the front; rear models stand directly behind', () => {
    const placements = formUp(infantry(5, 3), point(30, 30), 0);
    const shifted = placements.map((p, i) =>
      i === 4 ? { ...p, at: point(p.at.x, p.at.y + 0.75) } : p,
    );
    assert.match(problemsOf(infantry(5, 3), shifted).join(), /directly behind/);
  });

  it('models must face the same way, and the Officer stands at the centre of the front rank', () => {
    const placements = formUp(infantry(3, 3), point(30, 30), 0);
    const turned = placements.map((p, i) => (i === 2 ? { ...p, facing: 0.3 } : p));
    assert.match(problemsOf(infantry(3, 3), turned).join(), /does not face the same way/);
    // Make the right-hand model the Officer: it is at the end of the front rank.
    const officerAtEnd = [placements[1], placements[0], placements[2]] as Placement[];
    assert.match(problemsOf(infantry(3, 3), officerAtEnd).join(), /centre of the front rank/);
  });
});

describe('rulebook p.15 Open Formation', () => {
  it('every model within 3" of the Officer', () => {
    const spec: FormUpSpec = { models: 3, base: { width: 2, depth: 3 }, formation: 'open' };
    const placements = formUp(spec, point(30, 30), 0);
    assert.deepEqual(problemsOf(spec, placements), []);
    const straggler = placements.map((p, i) => (i === 2 ? { ...p, at: point(40, 40) } : p));
    assert.match(problemsOf(spec, straggler).join(), /m3 is more than 3" from the Officer/);
  });
});

describe('forming up', () => {
  it('always yields a coherent unit, in either formation, any facing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom('close', 'open' as const),
        fc.double({ min: 0.5, max: 3, noNaN: true }),
        fc.double({ min: 0.5, max: 3, noNaN: true }),
        fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
        (models, formation, width, depth, facing) => {
          const spec: FormUpSpec = { models, base: { width, depth }, formation };
          let placements: Placement[];
          try {
            placements = formUp(spec, point(36, 36), facing);
          } catch {
            return; // too many large models to stand within 3": nothing to check
          }
          assert.equal(placements.length, models);
          assert.deepEqual(problemsOf(spec, placements), []);
        },
      ),
      { seed: 41, numRuns: 300 },
    );
  });
});

describe('rulebook p.15 Close Formation arcs: the block of the ranks', () => {
  it('spans the front rank and every rank, the short rear rank counted as complete', () => {
    const spec = infantry(5, 3);
    const block = formationBlock(tableOf(spec, formUp(spec, point(30, 30), radians(90))), 'u');
    assert.ok(Math.abs(block.width - 4.5) < 1e-9);
    assert.ok(Math.abs(block.depth - 3) < 1e-9);
    assert.ok(Math.abs(block.centre.x - 30) < 1e-9 && Math.abs(block.centre.y - 29.25) < 1e-9);
  });
});
