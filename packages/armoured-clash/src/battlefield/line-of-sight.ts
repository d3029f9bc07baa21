import {
  EPSILON,
  type Point,
  type Shape,
  circle,
  clipSegment,
  distance,
  lengthInside,
  minkowskiSum,
  point,
} from '@warroom/engine';
import { arcOfPoint } from './arcs.js';
import { garrisonSightModel, sightPoints } from './garrison.js';
import { type SightIndex, type SightModel, segmentMeetsBox, sightIndex } from './sight-index.js';
import type { Table, TableModel } from './table.js';
import { blocksSight, hasFeature } from './terrain.js';

/** rulebook p.17 Checking Line of Sight: the three outcomes. */
export type Visibility = 'clear' | 'obscured' | 'blocked';

/** A line of sight and every reason that made it what it is. */
export interface SightLine {
  readonly visibility: Visibility;
  readonly reasons: readonly string[];
}

/** What the line is drawn for. */
export interface SightContext {
  /**
   * The line is drawn for the viewer's Ranged Attack: the rules that act "during
   * an enemy unit's Ranged Attack" (Large, Bulwark, Shrouded) then apply.
   */
  readonly rangedAttack: boolean;
  /** The line may leave the viewer's Front Arc (glossary: Turret confirms Visibility outside it). */
  readonly anyArc?: boolean;
  /**
   * Only whether the line is Blocked is asked: it stops at the first reason
   * that blocks it (the same visibility, fewer reasons given). A line that is
   * not Blocked is drawn in full, every reason given as without it: Target
   * Acquisition reuses such a line (target-acquired.ts firstSeen).
   */
  readonly untilBlocked?: boolean;
}

/** glossary Pioneers: Dense Terrain this close to the Officer is ignored. */
export const PIONEERS_BUBBLE = 3;

/** The length of segment ab inside both shapes. */
function sharedLength(a: Point, b: Point, s: Shape, t: Shape): number {
  const [s0, s1] = clipSegment(a, b, s);
  const [t0, t1] = clipSegment(a, b, t);
  return Math.max(0, Math.min(s1, t1) - Math.max(s0, t0)) * distance(a, b);
}

/** rulebook p.41 Dense Terrain: up to 3" crossed obscures, more blocks. */
export const DENSE_TERRAIN_LIMIT = 3;

/**
 * A model's Size for Line of Sight: its unit's Size, plus the Size of a Hill it
 * stands on (rulebook p.42), plus 1 for Bulwark during an enemy's Ranged Attack.
 */
export function sightSize(model: SightModel, rangedAttackBy: string | undefined): number {
  const bulwark =
    model.bulwark && rangedAttackBy !== undefined && rangedAttackBy !== model.unit.side;
  return model.groundSize + (bulwark ? 1 : 0);
}

function indexed(table: Table, index: SightIndex, model: TableModel): SightModel {
  const found = index.byId.get(model.id);
  if (found !== undefined) return found;
  const garrison = garrisonSightModel(table, model);
  if (garrison === undefined) throw new RangeError(`model ${model.id} is not on the table`);
  return garrison;
}

/**
 * rulebook p.17 Checking Line of Sight, from the centre point of `viewer` to the
 * centre point of `target`: Blocked if the line leaves the viewer's Front Arc,
 * passes through Blocking Terrain (or a Hill, p.42) or more than 3" of Dense
 * Terrain; otherwise Obscured if it passes through other models (not of either
 * unit) or any Dense Terrain; otherwise Clear. Benefits of Size: intervening
 * enemy models and terrain are ignored when their Size is lower than the Size of
 * either model (of at least one: glossary Large's note reads "and/or").
 * `index` is the table's sight index, when the caller has built it.
 */
export function lineOfSight(
  table: Table,
  viewerModel: TableModel,
  targetModel: TableModel,
  context: SightContext,
  index: SightIndex = sightIndex(table),
): SightLine {
  const viewer = indexed(table, index, viewerModel);
  const target = indexed(table, index, targetModel);
  const garrisoned = viewer.garrison ?? target.garrison;
  if (garrisoned !== undefined) {
    // rulebook p.44 Dug In: drawn to or from any part of the building's Footprint; the best line counts.
    const ends = (m: SightModel): readonly Point[] =>
      m.garrison === undefined ? [m.centre] : sightPoints(m.garrison.area);
    let best: SightLine | undefined;
    for (const from of ends(viewer)) {
      for (const to of ends(target)) {
        const line = sightLine(index, viewer, target, from, to, context);
        if (best === undefined || RANK[line.visibility] < RANK[best.visibility]) best = line;
        if (best.visibility === 'clear') return best;
      }
    }
    return best ?? { visibility: 'blocked', reasons: [] };
  }
  return sightLine(index, viewer, target, viewer.centre, target.centre, context);
}

const RANK: Readonly<Record<Visibility, number>> = { clear: 0, obscured: 1, blocked: 2 };

/** The line of sight between two points standing for two models (their centres, or points of a building). */
function sightLine(
  index: SightIndex,
  viewer: SightModel,
  target: SightModel,
  from: Point,
  to: Point,
  context: SightContext,
): SightLine {
  const viewerModel = viewer.model;
  const targetModel = target.model;
  const attackingSide = context.rangedAttack ? viewer.unit.side : undefined;
  const biggest = Math.max(sightSize(viewer, attackingSide), sightSize(target, attackingSide));
  const blocked: string[] = [];
  const obscured: string[] = [];

  const arc = arcOfPoint(from, viewerModel.facing, to);
  // rulebook p.44: a Garrisoned unit has a 360° Front Arc.
  if (
    viewer.garrison === undefined &&
    context.anyArc !== true &&
    arc !== 'front' &&
    !(viewer.rollingStock && arc === 'rear')
  ) {
    blocked.push(`the line leaves the front arc of ${viewerModel.id}`);
    if (context.untilBlocked === true) return { visibility: 'blocked', reasons: blocked };
  }

  // glossary Pioneers: a 3" bubble around the Officer in which Dense Terrain is ignored.
  const bubble =
    viewer.pioneers && attackingSide !== undefined
      ? minkowskiSum(viewerModel.footprint, circle(point(0, 0), PIONEERS_BUBBLE))
      : undefined;
  let dense = 0;
  for (const { piece, box, size } of index.terrain) {
    if (piece === viewer.garrison || piece === target.garrison) continue;
    if (size < biggest || !segmentMeetsBox(from, to, box)) continue;
    const crossed = lengthInside(from, to, piece.area);
    if (crossed <= EPSILON) continue;
    if (blocksSight(piece)) {
      blocked.push(`it passes through ${piece.name} (Size ${size})`);
      if (context.untilBlocked === true) return { visibility: 'blocked', reasons: blocked };
    } else if (hasFeature(piece, 'dense'))
      dense += crossed - (bubble === undefined ? 0 : sharedLength(from, to, piece.area, bubble));
  }
  const denseText = (): string => `it crosses ${dense.toFixed(2)}" of dense terrain`;
  if (dense > DENSE_TERRAIN_LIMIT + EPSILON) {
    blocked.push(denseText());
    if (context.untilBlocked === true) return { visibility: 'blocked', reasons: blocked };
  } else if (dense > EPSILON) obscured.push(denseText());

  for (const other of index.models) {
    const { model, unit } = other;
    if (model.unit === viewerModel.unit || model.unit === targetModel.unit || other.flying)
      continue;
    if (!segmentMeetsBox(from, to, other.box)) continue;
    const enemy = unit.side !== viewer.unit.side;
    if (enemy && sightSize(other, attackingSide) < biggest) continue;
    if (lengthInside(from, to, model.footprint) <= EPSILON) continue;
    if (enemy && attackingSide !== undefined && other.walls) {
      blocked.push(`it passes through ${model.id} of ${unit.name}, which blocks it`);
      if (context.untilBlocked === true) return { visibility: 'blocked', reasons: blocked };
    } else {
      obscured.push(`it passes through ${model.id} of ${unit.name}`);
    }
  }

  const shrouded =
    attackingSide !== undefined &&
    target.unit.side !== attackingSide &&
    index.shrouded.has(target.unit.id);
  if (shrouded) obscured.push(`${target.unit.name} is Shrouded`);

  if (blocked.length > 0) return { visibility: 'blocked', reasons: blocked };
  if (obscured.length > 0) return { visibility: 'obscured', reasons: obscured };
  return { visibility: 'clear', reasons: [] };
}
