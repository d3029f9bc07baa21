import { type Shape, centreOf } from '@warroom/engine';
import { boxOf } from '../sight-index.js';
import type { TableModel } from '../table.js';
import type { Leg } from './swept-path.js';

/** How far a model's footprint reaches from its centre point, whichever way it faces. */
function reachOf(model: TableModel): number {
  const footprint = model.footprint;
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
 * around `other`. Where it is already large, the exact test is not needed.
 */
export function sweptBoxGap(model: TableModel, leg: Leg, other: Shape): number {
  const reach = reachOf(model);
  const box = boxOf(other);
  return Math.max(
    box.minX - (Math.max(leg.a.x, leg.b.x) + reach),
    Math.min(leg.a.x, leg.b.x) - reach - box.maxX,
    box.minY - (Math.max(leg.a.y, leg.b.y) + reach),
    Math.min(leg.a.y, leg.b.y) - reach - box.maxY,
  );
}
