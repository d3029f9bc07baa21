import { type Shape, centreOf } from '@warroom/engine';
import { lastingBox } from '../sight-index.js';
import type { TableModel } from '../table.js';
import type { Leg } from './swept-path.js';

// Footprints are immutable values, kept while their model stays put (game/drawn-footprint.ts).
const reaches = new WeakMap<Shape, number>();

/** How far a model's footprint reaches from its centre point, whichever way it faces (remembered per footprint). */
function reachOf(model: TableModel): number {
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
 * everything the footprint can sweep along the leg (turned any way) and the box
 * around `other` (a terrain piece's area: its box is remembered). Where it is
 * already large, the exact test is not needed.
 */
export function sweptBoxGap(model: TableModel, leg: Leg, other: Shape): number {
  const reach = reachOf(model);
  const box = lastingBox(other);
  return Math.max(
    box.minX - (Math.max(leg.a.x, leg.b.x) + reach),
    Math.min(leg.a.x, leg.b.x) - reach - box.maxX,
    box.minY - (Math.max(leg.a.y, leg.b.y) + reach),
    Math.min(leg.a.y, leg.b.y) - reach - box.maxY,
  );
}
