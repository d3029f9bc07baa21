import { type Shape, footprintObstacle, rotate, translate } from '@warroom/engine';
import { type TableModel, centreOfModel } from '../table.js';

/*
 * rulebook p.16 Moving a Unit: every leg of every path is checked against the
 * terrain and the enemy with the model's footprint carried along it. The shapes
 * that check builds depend only on immutable values, so they are remembered:
 * - a footprint turned about its centre point depends only on the footprint
 *   (an immutable value, kept while its model stays put: game/drawn-footprint.ts)
 *   and the angle it turns by;
 * - the positions at which that turned footprint meets a piece of terrain (its
 *   Minkowski obstacle, pp.41-42 Terrain) depend only on the area shape (never
 *   changed once made) and the turned footprint (itself
 *   remembered, so the same object stands for the same value).
 * Each is made by the same code from the same inputs as it would be afresh, so
 * a remembered shape is the very shape a fresh call would make: no verdict changes.
 */

/**
 * Turns kept per footprint: the eight facings a bot tries and a few more. A
 * Ponderous model's sampled paths turn by angles drawn afresh, so past this
 * the footprint's turns are forgotten (made again when asked: the same shapes).
 */
const TURNS_KEPT = 16;

// Keyed on the footprint object, then on the turn (radians) applied to it.
const turned = new WeakMap<Shape, Map<number, Shape>>();

// Keyed on the terrain area, then on the turned footprint (from `turned`).
const obstacles = new WeakMap<Shape, WeakMap<Shape, Shape>>();

/** The model's footprint placed with its centre at the origin, turned to `facing` (remembered). */
export function footprintAround(model: TableModel, facing: number): Shape {
  const turn = facing - model.facing;
  let byTurn = turned.get(model.footprint);
  if (byTurn === undefined) {
    byTurn = new Map();
    turned.set(model.footprint, byTurn);
  }
  const known = byTurn.get(turn);
  if (known !== undefined) return known;
  const around = turnedAroundCentre(model, turn);
  if (byTurn.size >= TURNS_KEPT) byTurn.clear();
  byTurn.set(turn, around);
  return around;
}

function turnedAroundCentre(model: TableModel, turn: number): Shape {
  const centre = centreOfModel(model);
  const local = translate(model.footprint, { x: -centre.x, y: -centre.y });
  if (local.kind === 'circle') return local;
  return { kind: 'polygon', points: local.points.map((p) => rotate(p, turn)) };
}

/**
 * The positions of a model's centre point at which its turned footprint
 * (`around`, from footprintAround) meets `area` (footprintObstacle), remembered
 * per area and turned footprint.
 */
export function obstacleOf(area: Shape, around: Shape): Shape {
  let byFootprint = obstacles.get(area);
  if (byFootprint === undefined) {
    byFootprint = new WeakMap();
    obstacles.set(area, byFootprint);
  }
  const known = byFootprint.get(around);
  if (known !== undefined) return known;
  const obstacle = footprintObstacle(area, around);
  byFootprint.set(around, obstacle);
  return obstacle;
}
