import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nextInt, point, seedRng } from '@warroom/engine';
import { aTable } from '../testing/table-fixture.js';
import { arcOfBlock } from './arcs.js';
import { formationBlock } from './coherency.js';
import { keptFormationBlock, withinUnitFrontArc } from './front-arc.js';
import type { Table } from './table.js';

/** Seeded tables tried, each with a Close Formation unit of a few models. */
const TABLES = 40;
/** Points tried around each unit. */
const POINTS = 12;
/** Models of the unit, and how far (inches) from its Officer the others and the points tried may lie. */
const MOST_MODELS = 5;
const SPREAD = 6;
const FULL_TURN = 360;
/** Inches within which two centres worked out from corners are the same place. */
const ROUNDING = 1e-9;

/** A table with unit U in Close Formation: its Officer and a few more models at seeded places and facing. */
function seededTable(rng: ReturnType<typeof seedRng>): Table {
  const facing = nextInt(rng, FULL_TURN);
  const at = point(24, 24);
  const more = Array.from({ length: nextInt(rng, MOST_MODELS) }, () =>
    point(at.x + nextInt(rng, 2 * SPREAD) - SPREAD, at.y + nextInt(rng, 2 * SPREAD) - SPREAD),
  );
  const table = aTable([{ id: 'U', side: 'a', at, facing, more }]);
  const unit = table.units.get('U');
  assert.ok(unit !== undefined);
  return { ...table, units: new Map([['U', { ...unit, formation: 'close' }]]) };
}

describe('rulebook p.15 Close Formation arcs: the block kept per table is the block worked out afresh', () => {
  it('rulebook p.15 Close Formation arcs, glossary: Resilient (Front): the block kept and every Front Arc read from it agree with formationBlock, on seeded tables', () => {
    const rng = seedRng('front arc blocks');
    let front = 0;
    for (let t = 0; t < TABLES; t++) {
      const table = seededTable(rng);
      const fresh = formationBlock(table, 'U');
      assert.deepEqual(keptFormationBlock(table, 'U'), fresh, `table ${t}`);
      assert.equal(keptFormationBlock(table, 'U'), keptFormationBlock(table, 'U'));
      for (let i = 0; i < POINTS; i++) {
        const p = point(
          24 + nextInt(rng, 4 * SPREAD) - 2 * SPREAD,
          24 + nextInt(rng, 4 * SPREAD) - 2 * SPREAD,
        );
        const long = arcOfBlock(formationBlock(table, 'U'), p) === 'front';
        assert.equal(withinUnitFrontArc(table, 'U', p), long, `table ${t}, point ${i}`);
        if (long) front++;
      }
    }
    // Both answers are met: the points lie in front and elsewhere.
    assert.ok(front > 0 && front < TABLES * POINTS, String(front));
  });

  it('rulebook p.16 Moving a Unit: a table with the unit moved has its own block', () => {
    const table = seededTable(seedRng('moved block'));
    const before = keptFormationBlock(table, 'U');
    const moved: Table = {
      ...table,
      models: table.models.map((m) => ({ ...m, footprint: shifted(m.footprint) })),
    };
    const after = keptFormationBlock(moved, 'U');
    assert.deepEqual(after, formationBlock(moved, 'U'));
    assert.notEqual(after, before);
    // The centre worked out from the moved corners: 1" along x, to rounding.
    assert.ok(Math.abs(after.centre.x - before.centre.x - 1) < ROUNDING, String(after.centre.x));
  });
});

/** A footprint moved 1" along x. */
function shifted(
  shape: Table['models'][number]['footprint'],
): Table['models'][number]['footprint'] {
  return shape.kind === 'circle'
    ? { ...shape, centre: point(shape.centre.x + 1, shape.centre.y) }
    : { ...shape, points: shape.points.map((q) => point(q.x + 1, q.y)) };
}
