import {
  EPSILON,
  type Point,
  centreOf,
  distance,
  distanceBetween,
  inContact,
  overlaps,
} from '@warroom/engine';
import { standingModels } from '../battlefield/garrison.js';
import { footprintAt } from '../battlefield/movement/swept-path.js';
import type { Table, TableModel } from '../battlefield/table.js';
import type { GameSetup } from './army.js';
import type { At, Choice } from './choice.js';
import { plannedCharge } from './charge-move.js';
import { manoeuvreLimits } from './manoeuvre-limits.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState } from './state.js';
import { tableOf } from './table-of.js';

/** Directions from which the Officer is tried in contact with each target model: every 22.5°. */
const APPROACHES = 16;
/** Halvings that bring the Officer's place to within a hair of contact. */
const CONTACT_HALVINGS = 48;
/** Doublings of the first guess (1") tried to find a place clear of the target model. */
const CLEAR_DOUBLINGS = 16;
const DEGREES_PER_RADIAN = 180 / Math.PI;

/** A place for the Officer in contact with one target model, facing it: a Charge to try. */
interface ChargePlace {
  readonly target: string;
  readonly at: At;
  readonly facing: number;
  readonly from: number;
}

/**
 * The centre for `officer`, facing `facing`, on the ray from `centre` along
 * `towards`, at which its footprint just touches `model`'s (bisection between
 * overlapping and clear); undefined when no place along the ray is in contact.
 */
function touchingPlace(
  officer: TableModel,
  model: TableModel,
  towards: Point,
  facing: number,
): Point | undefined {
  const centre = centreOf(model.footprint);
  const at = (d: number): Point => ({ x: centre.x + towards.x * d, y: centre.y + towards.y * d });
  const clear = (d: number): boolean =>
    !overlaps(footprintAt(officer, at(d), facing), model.footprint);
  let near = 0;
  let far = 1;
  for (let i = 0; i < CLEAR_DOUBLINGS && !clear(far); i++) far *= 2;
  if (!clear(far)) return undefined;
  for (let i = 0; i < CONTACT_HALVINGS; i++) {
    const middle = (near + far) / 2;
    if (clear(middle)) far = middle;
    else near = middle;
  }
  return inContact(footprintAt(officer, at(far), facing), model.footprint) ? at(far) : undefined;
}

/** Places in contact with each model of `target` within `reach` of the Officer, from every approach. */
function placesAround(
  table: Table,
  officer: TableModel,
  target: string,
  reach: number,
): ChargePlace[] {
  const start = centreOf(officer.footprint);
  const places: ChargePlace[] = [];
  for (const model of standingModels(table, target)) {
    if (distanceBetween(officer.footprint, model.footprint) > reach) continue;
    for (let k = 0; k < APPROACHES; k++) {
      const bearing = (2 * Math.PI * k) / APPROACHES;
      const towards = { x: Math.cos(bearing), y: Math.sin(bearing) };
      const facing = bearing + Math.PI;
      const place = touchingPlace(officer, model, towards, facing);
      if (place === undefined) continue;
      places.push({
        target,
        at: [place.x, place.y],
        facing: facing * DEGREES_PER_RADIAN,
        from: distance(start, place),
      });
    }
  }
  return places;
}

/**
 * A legal Charge the unit can make now at one of `targets`, or undefined: a
 * place for its Officer in contact with a target model (or a Garrison's
 * building), facing it, that the engine's own check of a Charge accepts
 * (plannedCharge: the Movement Limit, terrain, models in the way, Unit
 * Coherency, the target in its Front Arc). Places are tried around each
 * target model within the Charge's reach from APPROACHES directions, nearest
 * first, until one is legal. A Charge only a place between those makes legal
 * is not found.
 */
export function legalCharge(
  setup: GameSetup,
  state: GameState,
  unitId: string,
  targets: readonly string[],
): Extract<Choice, { kind: 'charge' }> | undefined {
  const table = tableOf(setup, state);
  const officer = table.models.find((m) => m.id === state.units[unitId]?.officer);
  if (officer === undefined) return undefined;
  const reach = manoeuvreLimits(setup, unitId, state.units).charge + EPSILON;
  const places = targets
    .flatMap((target) => placesAround(table, officer, target, reach))
    .sort((p, q) => p.from - q.from);
  const found = places.find((place) => {
    try {
      plannedCharge(setup, state, unitId, place.target, place.at, place.facing);
      return true;
    } catch (error) {
      if (error instanceof IllegalChoice) return false;
      throw error;
    }
  });
  return found === undefined
    ? undefined
    : { kind: 'charge', target: found.target, at: found.at, facing: found.facing };
}
