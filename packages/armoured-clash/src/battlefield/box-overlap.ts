import { EPSILON, type Shape, overlaps } from '@warroom/engine';
import { type Box, boxOf, lastingBox } from './sight-index.js';

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
