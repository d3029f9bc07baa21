import { type Point, normaliseAngle, rotate, subtract } from '@warroom/engine';

/** The four 90° arcs of a model or unit (rulebook p.11 Arcs). */
export type Arc = 'front' | 'right' | 'rear' | 'left';

const QUARTER = Math.PI / 4;

/**
 * rulebook p.11 Arcs: the arc of a model, extending from its centre point, that
 * `p` lies in. A point exactly on the line between two arcs is in the front or
 * rear arc (so a front arc is 90° inclusive of its edges).
 */
export function arcOfPoint(centre: Point, facing: number, p: Point): Arc {
  const offset = subtract(p, centre);
  const angle = normaliseAngle(Math.atan2(offset.y, offset.x) - facing);
  const magnitude = Math.abs(angle);
  if (magnitude <= QUARTER + 1e-12) return 'front';
  if (magnitude >= 3 * QUARTER - 1e-12) return 'rear';
  return angle > 0 ? 'left' : 'right';
}

/** The rectangle a Close Formation unit's ranks fill, the rear rank counted as complete. */
export interface FormationBlock {
  readonly centre: Point;
  readonly facing: number;
  /** Across the ranks (side to side). */
  readonly width: number;
  /** Front rank to rear rank. */
  readonly depth: number;
}

/**
 * rulebook p.15 Close Formation arcs: the arcs extend from the unit's corners at
 * 45°. Returns the arc `p` lies in, or undefined for a point inside the block.
 */
export function arcOfBlock(block: FormationBlock, p: Point): Arc | undefined {
  // Local frame: +x ahead of the unit, +y to its left.
  const local = rotate(subtract(p, block.centre), -block.facing);
  const ahead = local.x - block.depth / 2;
  const behind = -local.x - block.depth / 2;
  const left = local.y - block.width / 2;
  const right = -local.y - block.width / 2;
  if (ahead <= 0 && behind <= 0 && left <= 0 && right <= 0) return undefined;
  const largest = Math.max(ahead, behind, left, right);
  if (ahead === largest) return 'front';
  if (behind === largest) return 'rear';
  return left === largest ? 'left' : 'right';
}

/**
 * glossary: Rolling Stock — no standard arcs: two Front Arcs (ahead and behind)
 * and two Flank Arcs (either side), each 90° from the centre point as for any
 * model (the glossary's diagram is not in our texts; this is the reading of its words).
 */
export function rollingStockArc(centre: Point, facing: number, p: Point): 'front' | 'flank' {
  const arc = arcOfPoint(centre, facing, p);
  return arc === 'front' || arc === 'rear' ? 'front' : 'flank';
}

/**
 * Whether `p` lies in a Front Arc of a model at `centre` facing `facing`: its
 * standard one (rulebook p.11), or either of Rolling Stock's (glossary: Rolling Stock).
 */
export function inFrontArc(
  centre: Point,
  facing: number,
  p: Point,
  rollingStock: boolean,
): boolean {
  return rollingStock
    ? rollingStockArc(centre, facing, p) === 'front'
    : arcOfPoint(centre, facing, p) === 'front';
}
