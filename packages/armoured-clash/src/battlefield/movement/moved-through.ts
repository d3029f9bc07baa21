import type { Point } from '@warroom/engine';
import type { Table } from '../table.js';
import type { UnitMove } from './check-move.js';
import { type Leg, legClearance } from './swept-path.js';

/** How far a footprint must reach into another to count as moving through it, in inches (touching is not). */
export const THROUGH_DEPTH = 1e-3;

/**
 * The other units whose models a move passes through (glossary: Shockwave,
 * Trail): a model's footprint, swept along each straight leg of its path at its
 * facing as it starts, overlaps one of theirs (contact alone is not moving
 * through). Read from the table as it stood before the move.
 */
export function unitsMovedThrough(table: Table, move: UnitMove): string[] {
  const through = new Set<string>();
  for (const path of move.paths) {
    const model = table.models.find((m) => m.id === path.model);
    if (model === undefined) continue;
    const legs: Leg[] = path.waypoints.slice(1).map((b, i) => ({
      a: path.waypoints[i] as Point,
      b,
      facing: model.facing,
    }));
    for (const other of table.models) {
      if (other.unit === move.unit || through.has(other.unit)) continue;
      if (legs.some((leg) => legClearance(model, leg, other.footprint) < -THROUGH_DEPTH)) {
        through.add(other.unit);
      }
    }
  }
  return [...through];
}
