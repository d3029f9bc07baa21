import {
  EPSILON,
  type Point,
  centreOf,
  distanceBetween,
  insideRegion,
  overlaps,
  point,
} from '@warroom/engine';
import { battlefieldArea } from '../battlefield/battlefield.js';
import { firstOverlapped } from '../battlefield/box-overlap.js';
import { treatmentOf } from '../battlefield/movement/terrain-treatment.js';
import type { GameSetup } from './army.js';
import { type GameEvent, event } from './events.js';
import { formationOf } from './formation.js';
import { annihilate, loseOfficer } from './losses.js';
import { destroyedWithDemise } from './spectacular-demise.js';
import type { GameState, ModelState, UnitState } from './state.js';
import { dropStatuses } from './statuses.js';
import { leaveWreck } from './wrecks.js';
import { armyUnit, footprintOf, tableUnitOf } from './army-unit.js';
import { plannedTable, tableOf } from './table-of.js';
import { buildingOfGame } from './wrecked-behemoths.js';
import { moveEnded } from './commands/moves-ended.js';
import { standingLossOrder } from './standing-loss-order.js';
import { othersPlaced, withdrawLossOrder } from './withdraw-order.js';
import { crossesImpassable } from './withdraw-path.js';
import { withdrawPlaces } from './withdraw-placement.js';

/** rulebook p.29 Withdrawing: the Officer moves 3" directly away. */
export const WITHDRAW_DISTANCE = 3;
const ENEMY_DISTANCE = 1;

/** The point a unit Withdraws directly away from: the other unit's Officer, or the centre of the building it Garrisons (rulebook p.43). */
function withdrawnFrom(setup: GameSetup, state: GameState, from: UnitState): Point | undefined {
  const building = buildingOfGame(setup, state.units, from.garrisoning);
  if (building !== undefined) return building.defensible?.centre ?? centreOf(building.area);
  return from.models[0];
}

/**
 * rulebook p.29 Withdrawing: the Officer moves 3" directly away from the other
 * unit, ending with it in its Front Arc; the other models are placed in Unit
 * Coherency with it, not within 1" of an enemy; a model that cannot be placed
 * so is Destroyed, those kept chosen by the unit's loss order
 * (withdraw-order.ts; the others placed in model order). No model moves into
 * or across Impassable Terrain (rulebook p.41; withdraw-path.ts): an Officer
 * whose 3" straight line crosses it cannot be placed. An Officer that cannot
 * be placed is Destroyed too: rulebook p.35 Loss of an Officer, the unit is
 * Disordered and a Field Promotion follows (game/field-promotion.ts; removing
 * a back-rank model in its stead, as Close Formation units may, would leave
 * the Officer where it cannot stand). The unit moves, so it loses On Lookout
 * and Taking Cover (rulebook p.30).
 */
export function withdraw(
  setup: GameSetup,
  state: GameState,
  unitState: UnitState,
  from: UnitState,
): GameEvent[] {
  const unit = armyUnit(setup, unitState.id);
  const officer = unitState.models.find((m) => m.id === unitState.officer) ?? unitState.models[0];
  const other = withdrawnFrom(setup, state, from);
  if (officer === undefined || other === undefined) return [];
  const dx = officer.x - other.x;
  const dy = officer.y - other.y;
  const length = Math.hypot(dx, dy) || 1;
  const to = point(
    officer.x + (WITHDRAW_DISTANCE * dx) / length,
    officer.y + (WITHDRAW_DISTANCE * dy) / length,
  );
  const facing = Math.atan2(-dy, -dx);
  const lostFirst = withdrawLossOrder(setup, state, unitState, officer);
  const table = tableOf(
    setup,
    plannedTable(state, { ...state.units, [unitState.id]: { ...unitState, models: [] } }),
  );
  const tableUnit = tableUnitOf(unit, unitState.side, officer.id);
  const standsAt = (at: Point): boolean => {
    const footprint = footprintOf(unit, { ...officer, x: at.x, y: at.y, facing });
    return (
      insideRegion(footprint, battlefieldArea(setup.battlefield)) &&
      firstOverlapped(table.models, footprint) === undefined &&
      !table.terrain.some(
        (piece) =>
          treatmentOf(piece, tableUnit) === 'impassable' && overlaps(piece.area, footprint),
      ) &&
      !table.models.some(
        (m) =>
          table.units.get(m.unit)?.side !== unitState.side &&
          distanceBetween(m.footprint, footprint) < ENEMY_DISTANCE - EPSILON,
      )
    );
  };
  // rulebook p.41: no model moves into or across Impassable Terrain on its way.
  const reaches = (model: ModelState | undefined, at: Point): boolean =>
    model !== undefined && !crossesImpassable(table, unit, tableUnit, model, at);
  const officerPlaced = standsAt(to) && reaches(officer, to);
  const places = withdrawPlaces(
    { base: unit.footprint, formation: formationOf(setup, unitState) },
    unitState.models.length,
    { at: to, facing, placed: officerPlaced },
    standsAt,
    (others, i, at) => reaches(othersPlaced(unitState, lostFirst, others)[i], at),
  );
  // The Officer first when it is placed, then the others kept, as many as fit.
  const others = othersPlaced(unitState, lostFirst, places.length - (officerPlaced ? 1 : 0));
  const movers = officerPlaced ? [officer, ...others] : others;
  const placed: ModelState[] = places.map((at, i) => ({
    ...(movers[i] as ModelState),
    x: at.x,
    y: at.y,
    facing,
  }));
  const events: GameEvent[] = [event('withdraw', `${unit.name} Withdraws`, { unit: unit.id })];
  // The models not placed are Destroyed: the Officer first, then in the order of the losses.
  const destroyed = [officer, ...lostFirst].filter((m) => !placed.some((p) => p.id === m.id));
  destroyed.forEach((model, i) => {
    events.push(
      event('removed', `${model.id} cannot be placed and is Destroyed (rulebook p.29)`, {
        unit: unit.id,
      }),
    );
    if (placed.length > 0 || i < destroyed.length - 1) {
      // rulebook p.35 Wrecks: a Large model stays where it stood.
      events.push(...leaveWreck(setup, unitState, model));
      return;
    }
    // The unit's last model is Destroyed where it stood (glossary: Spectacular Demise (X); a Wreck by rulebook p.35).
    unitState.models = [model];
    events.push(...destroyedWithDemise(setup, state, unitState, model));
  });
  unitState.models = placed;
  dropStatuses(unitState, 'onLookout', 'takingCover', 'entrenched');
  if (placed.length === 0) return [...events, ...annihilate(setup, state, unitState)];
  // rulebook p.37: it ended a move (Covering Fire).
  moveEnded(state, unitState.id);
  if (!placed.some((m) => m.id === unitState.officer))
    // rulebook p.35 Field Promotion: by the General's standing order (game/standing-loss-order.ts).
    events.push(...loseOfficer(setup, unitState, undefined, standingLossOrder(state, unitState)));
  return events;
}
