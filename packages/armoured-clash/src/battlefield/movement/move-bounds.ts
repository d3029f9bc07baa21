import { EPSILON, distance, insideRegion } from '@warroom/engine';
import { battlefieldArea } from '../battlefield.js';
import { otherUnitOverlapped } from '../box-overlap.js';
import type { Table } from '../table.js';
import { movementTraitsOf } from '../unit-traits.js';
import { ROAD_BONUS, type UnitMove } from './check-move.js';
import { footprintAt } from './swept-path.js';
import { TURNING_TEMPLATE, ponderousProblem } from './turning-template.js';

/**
 * Inches a model's straight-line move must exceed its largest possible limit by
 * before it is refused unchecked: far more than rounding, so that this never
 * refuses a move checkMove would allow.
 */
const ROUNDING_SLACK = 1e-6;

/**
 * Whether a move certainly breaks a rule, by the checks that cost least: a model
 * whose end lies farther from its start than its Movement Limit plus a road's
 * bonus allows (rulebook pp.16, 42: the distance it uses is never less), a
 * Ponderous model whose path does not follow the Turning Template (rulebook
 * p.16 Ponderous Movement), or a model (not Ponderous, whose last facing
 * follows its path) ending off the battlefield (rulebook p.8) or overlapping a
 * model of another unit, which stays put (rulebook p.16 Moving a Unit). False
 * does not make a move legal: checkMove decides, and names the first rule broken.
 * `firstPath`: the paths before it are not looked at (their caller checked them already).
 */
export function certainlyIllegal(table: Table, move: UnitMove, firstPath = 0): boolean {
  const unit = table.units.get(move.unit);
  if (unit === undefined) return false;
  const farthest =
    move.limit + (move.noRoadBonus === true ? 0 : ROAD_BONUS) + EPSILON + ROUNDING_SLACK;
  const ponderous = movementTraitsOf(unit).ponderous;
  const area = battlefieldArea(table);
  for (let i = firstPath; i < move.paths.length; i++) {
    const path = move.paths[i];
    if (path === undefined) continue;
    const start = path.waypoints[0];
    const end = path.waypoints[path.waypoints.length - 1];
    if (start === undefined || end === undefined) continue;
    if (distance(start, end) > farthest) return true;
    const model = table.models.find((m) => m.id === path.model);
    if (model === undefined || model.unit !== move.unit) continue;
    if (ponderous) {
      if (ponderousProblem(path.waypoints, model.facing, TURNING_TEMPLATE) !== undefined)
        return true;
      continue;
    }
    const footprint = footprintAt(model, end, path.facing ?? model.facing);
    if (!insideRegion(footprint, area)) return true;
    if (otherUnitOverlapped(table, move.unit, footprint) !== undefined) return true;
  }
  return false;
}
