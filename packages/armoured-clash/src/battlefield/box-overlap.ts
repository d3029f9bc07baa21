import { EPSILON, type Shape, overlaps } from '@warroom/engine';
import { type Box, boxOf, lastingBox } from './sight-index.js';
import type { Table, TableModel } from './table.js';

/**
 * The first of `lasting` shapes (models' footprints, whose boxes are
 * remembered) that `shape` overlaps (rulebook p.10), in their order: exactly
 * `lasting.find((s) => overlaps(s, shape))`, with two polygons whose boxes
 * overlap by no more than EPSILON ruled out by those boxes first (the test
 * `overlaps` itself starts with).
 */
export function firstOverlapped<T extends { readonly footprint: Shape }>(
  lasting: readonly T[],
  shape: Shape,
): T | undefined {
  const box = boxOf(shape);
  return lasting.find(
    (m) =>
      !boxesApart(m.footprint, shape, lastingBox(m.footprint), box) && overlaps(m.footprint, shape),
  );
}

// Tables are immutable values: the boxes of their models' Footprints are listed once per table.
const modelBoxes = new WeakMap<Table, readonly Box[]>();

/** The boxes of the table's models' Footprints, in the order of `table.models`: listed once per table. */
export function modelBoxesOf(table: Table): readonly Box[] {
  const known = modelBoxes.get(table);
  if (known !== undefined) return known;
  const boxes = table.models.map((m) => lastingBox(m.footprint));
  modelBoxes.set(table, boxes);
  return boxes;
}

/**
 * The first model on the table, not of unit `unitId`, whose Footprint `shape`
 * overlaps (rulebook p.10): exactly firstOverlapped on those models, with the
 * boxes listed once per table for the many shapes a bot tries on one table.
 */
export function otherUnitOverlapped(
  table: Table,
  unitId: string,
  shape: Shape,
): TableModel | undefined {
  const boxes = modelBoxesOf(table);
  const box = boxOf(shape);
  // An index loop: no pair made per model.
  for (let i = 0; i < table.models.length; i++) {
    const m = table.models[i];
    const mBox = boxes[i];
    if (m === undefined || mBox === undefined || m.unit === unitId) continue;
    if (!boxesApart(m.footprint, shape, mBox, box) && overlaps(m.footprint, shape)) return m;
  }
  return undefined;
}

/** Two polygons whose boxes overlap by no more than EPSILON: `overlaps` is false for them. */
function boxesApart(s: Shape, t: Shape, sBox: Box, tBox: Box): boolean {
  if (s.kind !== 'polygon' || t.kind !== 'polygon') return false;
  const gap = Math.max(
    tBox.minX - sBox.maxX,
    sBox.minX - tBox.maxX,
    tBox.minY - sBox.maxY,
    sBox.minY - tBox.maxY,
  );
  return !(gap < -EPSILON);
}
