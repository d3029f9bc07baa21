import {
  EPSILON,
  type Shape,
  distanceBetween,
  insideRegion,
  nextInt,
  point,
  rectangle,
} from '@warroom/engine';
import type { Table } from '../battlefield/table.js';
import { hasFeature } from '../battlefield/terrain.js';
import type { GameSetup } from './army.js';
import { armyUnit, footprintOf } from './army-unit.js';
import type { GameState, ModelState, UnitState } from './state.js';
import { tableOf } from './table-of.js';

/** glossary: Spectacular Demise (X) Lurch: how far the model moves, in inches. */
export const LURCH_DISTANCE = 3;
/** glossary: Spectacular Demise (X) Lurch: how close to other models and Impassable Terrain it may come. */
export const LURCH_CLEARANCE = 1;
/** The step the Lurch is measured in, in inches: where it stops is found to within this. */
const LURCH_STEP = 0.01;
/** Bearings the die's chevron can point to: whole degrees. */
const BEARINGS = 360;

/** What a lurching model keeps its distance from: every other model, and Impassable Terrain. */
function obstaclesOf(table: Table, modelId: string): Shape[] {
  return [
    ...table.models.filter((m) => m.id !== modelId).map((m) => m.footprint),
    ...table.terrain.filter((t) => hasFeature(t, 'impassable')).map((t) => t.area),
  ];
}

/**
 * Whether the model may stand at `footprint` having stood at `before`: on the
 * battlefield, and no closer than 1" to anything it keeps its distance from
 * (it may still move away from what it was already closer to).
 */
function mayStand(
  table: Table,
  obstacles: readonly Shape[],
  before: Shape,
  footprint: Shape,
): boolean {
  // Depth along +x: the battlefield's width runs along x, its depth along y.
  const field = rectangle(point(table.width / 2, table.depth / 2), table.depth, table.width, 0);
  if (!insideRegion(footprint, field)) return false;
  return obstacles.every((o) => {
    const now = distanceBetween(footprint, o);
    return now >= LURCH_CLEARANCE - EPSILON || now >= distanceBetween(before, o) - EPSILON;
  });
}

/**
 * glossary: Spectacular Demise (X) Lurch — the model moves 3" in the direction
 * the chevron on the die points, stopping 1" away from any other models or
 * Impassable Terrain. The die's chevron is read as a bearing drawn with the
 * seeded generator (a whole degree, anticlockwise from the +x axis); the model
 * keeps its facing and stays on the battlefield. Returns the model where it stops.
 */
export function lurch(
  setup: GameSetup,
  state: GameState,
  unitState: UnitState,
  model: ModelState,
): { readonly model: ModelState; readonly bearing: number; readonly moved: number } {
  const bearing = nextInt(state.rng, BEARINGS);
  const angle = (bearing * Math.PI) / (BEARINGS / 2);
  const unit = armyUnit(setup, unitState.id);
  const table = tableOf(setup, state);
  const obstacles = obstaclesOf(table, model.id);
  let at = model;
  let moved = 0;
  const steps = Math.round(LURCH_DISTANCE / LURCH_STEP);
  for (let i = 1; i <= steps; i++) {
    const next = {
      ...model,
      x: model.x + Math.cos(angle) * i * LURCH_STEP,
      y: model.y + Math.sin(angle) * i * LURCH_STEP,
    };
    if (!mayStand(table, obstacles, footprintOf(unit, at), footprintOf(unit, next))) break;
    at = next;
    moved = i * LURCH_STEP;
  }
  return { model: at, bearing, moved };
}
