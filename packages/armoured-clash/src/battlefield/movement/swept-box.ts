import { type Point, type Shape, centreOf, translate } from '@warroom/engine';
import { type Box, boxOf } from '../sight-index.js';
import type { TableModel } from '../table.js';
import { footprintAround } from './footprint-cache.js';
import type { Leg } from './swept-path.js';

// Footprints are immutable values, kept while their model stays put (game/drawn-footprint.ts).
const reaches = new WeakMap<Shape, number>();

/** How far a model's footprint reaches from its centre point, whichever way it faces (remembered per footprint). */
export function reachOf(model: TableModel): number {
  const footprint = model.footprint;
  const known = reaches.get(footprint);
  if (known !== undefined) return known;
  const reach = reachOfFootprint(footprint);
  reaches.set(footprint, reach);
  return reach;
}

function reachOfFootprint(footprint: Shape): number {
  if (footprint.kind === 'circle') return footprint.radius;
  const centre = centreOf(footprint);
  let reach = 0;
  for (const p of footprint.points)
    reach = Math.max(reach, Math.hypot(p.x - centre.x, p.y - centre.y));
  return reach;
}

/**
 * A cheap lower bound of `legClearance`: the gap between the box around
 * everything a footprint reaching `reach` from its centre point (reachOf) can
 * sweep along the leg (however it is turned) and the box around the other shape
 * (`box`: for a terrain piece's area, its remembered box). Where it is already
 * large, the exact test is not needed.
 */
export function sweptBoxGap(reach: number, leg: Leg, box: Box): number {
  return Math.max(
    box.minX - (Math.max(leg.a.x, leg.b.x) + reach),
    Math.min(leg.a.x, leg.b.x) - reach - box.maxX,
    box.minY - (Math.max(leg.a.y, leg.b.y) + reach),
    Math.min(leg.a.y, leg.b.y) - reach - box.maxY,
  );
}

/**
 * The box around the footprint at both ends of a leg (turned to its facing),
 * grown by `margin` on every side. For a polygon, the turned footprint's box is
 * moved to each end instead of the footprint itself: adding the same number to
 * every coordinate keeps their order, so the smallest and largest are the very
 * ones the moved footprint would give.
 */
export function legEndsBox(model: TableModel, leg: Leg, margin: number): Box {
  const around = footprintAround(model, leg.facing);
  if (around.kind === 'circle') {
    return grownUnion(boxOf(translate(around, leg.a)), boxOf(translate(around, leg.b)), margin);
  }
  const box = boxOf(around);
  return grownUnion(movedBox(box, leg.a), movedBox(box, leg.b), margin);
}

function movedBox(box: Box, by: Point): Box {
  return {
    minX: box.minX + by.x,
    minY: box.minY + by.y,
    maxX: box.maxX + by.x,
    maxY: box.maxY + by.y,
  };
}

function grownUnion(a: Box, b: Box, margin: number): Box {
  return {
    minX: Math.min(a.minX, b.minX) - margin,
    minY: Math.min(a.minY, b.minY) - margin,
    maxX: Math.max(a.maxX, b.maxX) + margin,
    maxY: Math.max(a.maxY, b.maxY) + margin,
  };
}
