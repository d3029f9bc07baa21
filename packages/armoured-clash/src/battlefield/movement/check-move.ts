import {
  EPSILON,
  type Point,
  distance,
  insideRegion,
  normaliseAngle,
  overlaps,
  withinDistance,
} from '@warroom/engine';
import { battlefieldArea } from '../battlefield.js';
import { coherencyProblems } from '../coherency.js';
import { type Table, type TableModel, type TableUnit, centreOfModel, unitOf } from '../table.js';
import { type Box, boxOf } from '../sight-index.js';
import { modelBoxesOf } from '../box-overlap.js';
import { ENEMY_DISTANCE, enemyCrossed } from './enemy-crossing.js';
import { hasFeature } from '../terrain.js';
import { terrainSizes, unitSize } from '../sizes.js';
import { movementTraitsOf } from '../unit-traits.js';
import {
  type Leg,
  centreStretches,
  coversPath,
  mergeStretches,
  footprintAt,
  overlapStretches,
  stretchLength,
} from './swept-path.js';
import { type TerrainContext, type Treatment, treatmentOf } from './terrain-treatment.js';
import { TURNING_TEMPLATE, ponderousLegFacings, ponderousProblem } from './turning-template.js';
import { unitsTouched } from './units-touched.js';
import { endFacing } from './end-facing.js';

export { ENEMY_DISTANCE } from './enemy-crossing.js';
/** rulebook p.42 Roads: a model whose whole move is on a road adds 2" to its Speed. */
export const ROAD_BONUS = 2;
/** rulebook p.42 Obstacles: crossing one costs Infantry and Cavalry 1". */
export const OBSTACLE_COST = 1;

/** One model's part in a move: its centre point at each waypoint, starting where it stands. */
export interface ModelPath {
  readonly model: string;
  readonly waypoints: readonly Point[];
  /** Its facing at the end of the move (radians); by default unchanged. Ponderous models end along their path. */
  readonly facing?: number;
}

/** A unit's move: its Movement Limit and the path of each model that moves. */
export interface UnitMove extends TerrainContext {
  readonly unit: string;
  readonly limit: number;
  readonly paths: readonly ModelPath[];
  /** A unit the move may end in contact with (the target of a Charge, rulebook p.24). */
  readonly mayContact?: string;
  /**
   * rulebook p.29 Secondary Combatants: a Charge may also end in base contact
   * with other enemy units. Our reading: a model may come within 1" of another
   * enemy unit only if it ends its move in contact with that unit.
   */
  readonly mayEndInContact?: boolean;
  /** Roads give no bonus (Withdrawing and Falling Back, rulebook p.42). */
  readonly noRoadBonus?: boolean;
}

/** The first rule a move breaks, or the distance each model used. */
export type MoveCheck =
  | { readonly legal: true; readonly used: ReadonlyMap<string, number> }
  | {
      readonly legal: false;
      readonly model: string;
      readonly rule: string;
      readonly message: string;
    };

interface Broken {
  readonly rule: string;
  readonly message: string;
}

/**
 * rulebook p.16 Unit Movement, checked for every model of a unit: the Movement
 * Limit (distance in Difficult and Dense Terrain counted double, p.41; 1" per
 * Obstacle crossed, p.42; +2" for a move wholly on a road), no Impassable or
 * Blocking Terrain entered (pp.41-42), never within 1" of an enemy unit, no
 * overlap at the end, on the battlefield, and Unit Coherency once all have moved.
 * Ponderous models must follow the Turning Template. The glossary's Flying,
 * Hover, Large, Pioneers, Stilted (X) and Hurling change what may be crossed.
 */
export function checkMove(table: Table, move: UnitMove): MoveCheck {
  const unit = table.units.get(move.unit);
  if (unit === undefined) throw new RangeError(`unknown unit ${move.unit}`);
  // Each model moved (by id, in the order of the paths): its index in the table's list (ids are unique there), where it ends.
  const moved = new Map<string, { readonly index: number; readonly placed: TableModel }>();
  const used = new Map<string, number>();
  // How the unit treats each piece of terrain, in the table's order: the same for every model.
  // Sizes as they stand on the table (rulebook pp.40-42: Hills, Mixed Sizes), read where a rule compares them.
  const moverSize =
    movementTraitsOf(unit).lowBlockingOpen === undefined ? unit.size : unitSize(table, unit.id);
  const sizes = terrainSizes(table.terrain);
  const treatments = table.terrain.map((piece, i) =>
    treatmentOf(piece, unit, move, { piece: sizes[i] ?? piece.size, unit: moverSize }),
  );
  for (const path of move.paths) {
    const index = table.models.findIndex((m) => m.id === path.model);
    const model = table.models[index];
    if (model === undefined || model.unit !== move.unit) {
      return {
        legal: false,
        model: path.model,
        rule: 'rulebook p.16 Moving a Unit',
        message: `${path.model} is not a model of ${unit.name}`,
      };
    }
    const result = checkPath(table, unit, model, path, move, treatments);
    if ('rule' in result) return { legal: false, model: model.id, ...result };
    used.set(model.id, result.used);
    moved.set(model.id, { index, placed: result.placed });
  }
  const models = table.models.slice(); // after the move: each moved model in its place in the list
  for (const { index, placed } of moved.values()) models[index] = placed;
  const after: Table = { ...table, models };
  const boxes = boxesAfter(table, after);
  for (const { placed: model } of moved.values()) {
    const broken = endProblem(after, boxes, unit, model, move, treatments);
    if (broken !== undefined) return { legal: false, model: model.id, ...broken };
  }
  const incoherent = coherencyProblems(after, move.unit)[0];
  if (incoherent !== undefined) {
    return {
      legal: false,
      model: incoherent.model,
      rule: 'rulebook p.14 Unit Coherency',
      message: incoherent.message,
    };
  }
  return { legal: true, used };
}

function legsOf(model: TableModel, unit: TableUnit, waypoints: readonly Point[]): Leg[] {
  const ponderous = movementTraitsOf(unit).ponderous;
  const facings = ponderous ? ponderousLegFacings(waypoints, model.facing) : [];
  return waypoints.slice(1).map((b, i) => ({
    a: waypoints[i] as Point,
    b,
    facing: ponderous ? (facings[i] ?? model.facing) : model.facing,
  }));
}

function checkPath(
  table: Table,
  unit: TableUnit,
  model: TableModel,
  path: ModelPath,
  move: UnitMove,
  treatments: readonly Treatment[],
): Broken | { used: number; placed: TableModel } {
  const start = path.waypoints[0];
  if (start === undefined || distance(start, centreOfModel(model)) > 1e-3) {
    return {
      rule: 'rulebook p.11 Measuring Distances',
      message: `the path of ${model.id} must start at its centre point`,
    };
  }
  const ponderous = movementTraitsOf(unit).ponderous;
  if (ponderous) {
    const problem = ponderousProblem(path.waypoints, model.facing, TURNING_TEMPLATE);
    if (problem !== undefined) {
      return {
        rule: 'rulebook p.16 Ponderous Movement',
        message: `${model.id} cannot follow the Turning Template: ${problem}`,
      };
    }
  }
  const legs = legsOf(model, unit, path.waypoints);
  let used = legs.reduce((sum, leg) => sum + distance(leg.a, leg.b), 0);
  const rough: (readonly [number, number])[] = [];
  for (const [i, piece] of table.terrain.entries()) {
    const treatment = treatments[i];
    if (treatment === 'open' || treatment === 'passable') continue;
    if (treatment === 'obstacle') {
      used += OBSTACLE_COST * centreStretches(legs, piece.area).length;
      continue;
    }
    const stretches = overlapStretches(model, legs, piece.area);
    if (treatment === 'impassable' && stretches.length > 0) {
      return {
        rule: 'rulebook pp.41-42 Impassable Terrain',
        message: `${model.id} would enter ${piece.name}, which it cannot cross`,
      };
    }
    rough.push(...stretches);
  }
  used += stretchLength(legs, mergeStretches(rough));
  const end = path.waypoints[path.waypoints.length - 1] as Point;
  // rulebook p.16 Ponderous Movement: its models cannot rotate on the spot, so they end facing along their last leg (end-facing.ts).
  const facing = endFacing(unit, model.facing, path);
  if (ponderous && path.facing !== undefined && !sameFacing(path.facing, facing)) {
    return {
      rule: 'rulebook p.16 Ponderous Movement',
      message: `${model.id} cannot rotate on the spot: it ends facing along its last leg`,
    };
  }
  const placed = { ...model, footprint: footprintAt(model, end, facing), facing };
  const touched = move.mayEndInContact === true ? unitsTouched(table, placed) : undefined;
  const crossing = enemyCrossed(table, unit, model, legs, move, touched);
  if (crossing !== undefined) return crossing;
  const onRoad = move.noRoadBonus !== true && legs.length > 0 && wholeMoveOnRoad(table, legs);
  const limit = move.limit + (onRoad ? ROAD_BONUS : 0);
  if (used > limit + EPSILON) {
    return {
      rule: 'rulebook p.16 Movement Limit',
      message: `${model.id} would move ${used.toFixed(2)}", more than its ${limit}" Movement Limit`,
    };
  }
  return { used, placed };
}

function sameFacing(a: number, b: number): boolean {
  return Math.abs(normaliseAngle(a - b)) <= EPSILON;
}

function wholeMoveOnRoad(table: Table, legs: readonly Leg[]): boolean {
  const roads = table.terrain.filter((piece) => hasFeature(piece, 'road'));
  const stretches = mergeStretches(roads.flatMap((road) => centreStretches(legs, road.area)));
  return coversPath(legs, stretches);
}

/**
 * The boxes of the footprints on the table after the move, in the order of its
 * models: those that stayed put keep the boxes listed for the table before it
 * (remembered per table), only the moved ones are boxed anew.
 */
function boxesAfter(before: Table, after: Table): Box[] {
  const kept = modelBoxesOf(before);
  return after.models.map((m, i) => {
    const box = kept[i];
    return box !== undefined && m === before.models[i] ? box : boxOf(m.footprint);
  });
}

function endProblem(
  table: Table,
  boxes: readonly Box[],
  unit: TableUnit,
  model: TableModel,
  move: UnitMove,
  treatments: readonly Treatment[],
): Broken | undefined {
  if (!insideRegion(model.footprint, battlefieldArea(table))) {
    return {
      rule: 'rulebook p.8 The Battlefield',
      message: `${model.id} would end off the battlefield`,
    };
  }
  for (const [i, piece] of table.terrain.entries()) {
    const treatment = treatments[i];
    if (treatment !== 'passable' && treatment !== 'impassable') continue;
    if (!overlaps(model.footprint, piece.area)) continue;
    // The path kept the model's facing: turned at the end, its footprint may reach into the piece.
    if (treatment === 'impassable') {
      return {
        rule: 'rulebook pp.41-42 Impassable Terrain',
        message: `${model.id} would end in ${piece.name}, which it cannot enter`,
      };
    }
    const rule = unit.soaring !== undefined ? 'glossary: Soar (X")' : 'glossary: Stilted (X)';
    return { rule, message: `${model.id} would end in ${piece.name}` };
  }
  const own = boxOf(model.footprint);
  // An index loop: the boxes are listed once per table, in the order of its models.
  for (let i = 0; i < table.models.length; i++) {
    const other = table.models[i];
    const box = boxes[i];
    if (other === undefined || box === undefined || other.id === model.id) continue;
    const apart =
      box.minX > own.maxX + ENEMY_DISTANCE ||
      box.maxX < own.minX - ENEMY_DISTANCE ||
      box.minY > own.maxY + ENEMY_DISTANCE ||
      box.maxY < own.minY - ENEMY_DISTANCE;
    if (apart) continue;
    if (overlaps(model.footprint, other.footprint)) {
      return {
        rule: 'rulebook p.16 Moving a Unit',
        message: `${model.id} would end overlapping ${other.id}`,
      };
    }
    const enemy = unitOf(table, other);
    if (enemy.side === unit.side || enemy.id === move.mayContact) continue;
    if (move.mayEndInContact === true && unitsTouched(table, model).has(enemy.id)) continue;
    if (withinDistance(model.footprint, other.footprint, ENEMY_DISTANCE - 1e-4)) {
      return {
        rule: 'rulebook p.16 Moving a Unit',
        message: `${model.id} would end within 1" of ${enemy.name} (${other.id})`,
      };
    }
  }
  return undefined;
}
