import { toldIfWaiting } from './loss-choice-told.js';
import { point, radians, rotate } from '@warroom/engine';
import { type Edge, touchesEdge } from '../battlefield/battlefield.js';
import { type MoveCheck, type UnitMove, checkMove } from '../battlefield/movement/check-move.js';
import { reformMove, rigidMove } from '../battlefield/movement/unit-moves.js';
import { type Table, centreOfModel, modelsOf } from '../battlefield/table.js';
import type { GameSetup } from './army.js';
import { type GameEvent, event } from './events.js';
import { annihilate } from './annihilation.js';
import { destroyedWithDemise } from './spectacular-demise.js';
import { fieryDemise } from './aircraft/fiery-demise.js';
import { escortLost, officerModel } from './clashes/vital-objective.js';
import { moveModels } from './move-models.js';
import { formationOnFallingBack } from './rabble.js';
import type { GameState, UnitState } from './state.js';
import { dropStatuses } from './statuses.js';
import { armyUnit, footprintOf } from './army-unit.js';
import { tableOf } from './table-of.js';
import { garrisonFallsBack } from './transport/fall-back-exit.js';
import { moveEnded } from './commands/moves-ended.js';
import { standingLossOrder } from './standing-loss-order.js';
import { lossOrderTaking } from './losses.js';

/** rulebook p.36 Falling Back: a full 3". */
export const FALL_BACK_DISTANCE = 3;

const TOWARDS: Readonly<Record<Edge, readonly [number, number]>> = {
  south: [0, -1],
  north: [0, 1],
  west: [-1, 0],
  east: [1, 0],
};

/** Angles from straight towards the Rear Edge (degrees) the engine tries, nearest the edge first. */
const FALL_BACK_ANGLES = [0, 15, -15, 30, -30, 45, -45] as const;

/**
 * The ways the engine tries to Fall Back, the unit ending nearest its Rear Edge
 * first: for each direction (straight towards the edge, then turned up to 45°
 * either way), the unit keeping its shape with every model moving 3" that way,
 * then the Officer moving 3" that way with the unit re-formed around it, facing
 * as before.
 */
function fallBackMoves(table: Table, unitState: UnitState, edge: Edge): UnitMove[] {
  const [dx, dy] = TOWARDS[edge];
  const terrain = { onlyImpassable: true, noRoadBonus: true } as const;
  const officer = modelsOf(table, unitState.id).find((m) => m.id === unitState.officer);
  const moves: UnitMove[] = [];
  for (const angle of FALL_BACK_ANGLES) {
    const offset = rotate(point(dx * FALL_BACK_DISTANCE, dy * FALL_BACK_DISTANCE), radians(angle));
    moves.push({ ...rigidMove(table, unitState.id, offset, FALL_BACK_DISTANCE), ...terrain });
    if (officer === undefined) continue;
    const at = centreOfModel(officer);
    try {
      const to = point(at.x + offset.x, at.y + offset.y);
      moves.push({
        ...reformMove(table, unitState.id, to, officer.facing, FALL_BACK_DISTANCE),
        ...terrain,
      });
    } catch (error) {
      // formUp finds no coherent formation for these models: only the rigid move is tried.
      if (!(error instanceof RangeError)) throw error;
    }
  }
  return moves;
}

/** The table without the enemies of `side`: what a move would meet but for the 1" rule. */
function withoutEnemies(table: Table, side: 'a' | 'b'): Table {
  return {
    ...table,
    models: table.models.filter((m) => table.units.get(m.unit)?.side === side),
  };
}

/** rulebook p.36 Fleeing the Field: a model moved 3" straight back would touch or cross its own Rear Edge. */
function reachesRearEdge(setup: GameSetup, unitState: UnitState, edge: Edge): boolean {
  const unit = armyUnit(setup, unitState.id);
  const [dx, dy] = TOWARDS[edge];
  return unitState.models.some((m) =>
    touchesEdge(
      setup.battlefield,
      footprintOf(unit, {
        ...m,
        x: m.x + dx * FALL_BACK_DISTANCE,
        y: m.y + dy * FALL_BACK_DISTANCE,
      }),
      edge,
    ),
  );
}

/**
 * rulebook p.36 Falling Back: every model moves a full 3" so that the unit ends
 * as close as possible to its General's Rear Edge, not within 1" of an enemy,
 * unaffected by terrain that is not Impassable. The engine tries the unit
 * moving 3" straight towards the edge keeping its shape, then the Officer moving
 * 3" straight towards it with the unit re-formed around it, then the same turned
 * up to 45° either way (fallBackMoves); the first legal one is made.
 *
 * Our reading of "if it is not possible ... without being within 1" of an enemy
 * unit, its General must remove models until this is possible": models are
 * removed (Destroyed) only when none is legal and one of them would be legal
 * but for the 1" rule (ending or passing within 1" of an enemy); the model the
 * rule stopped in the nearest such move goes, an Officer by rulebook p.35 Loss
 * of an Officer (Disordered; in Close Formation a back-rank model is removed
 * in its stead). When no move is possible for another reason (Impassable
 * Terrain, friendly models, the battlefield's side edges, Unit Coherency), the
 * rulebook gives no removal: the unit stays where it is and loses no models.
 *
 * Fleeing the Field: a unit whose move would reach its own General's Rear Edge
 * is removed and counts as Annihilated (every other edge is not its own).
 * A unit that moves loses On Lookout and Taking Cover (rulebook p.30).
 * Every Fall Back follows a failed Suppression Test (rulebook p.36): a unit
 * that still stands then assumes the Formation its rules give (game step
 * fellBack: glossary Rabble, Open Formation; game/rabble.ts).
 */
export function fallBack(setup: GameSetup, state: GameState, unitState: UnitState): GameEvent[] {
  const events = fallBackMove(setup, state, unitState);
  // Game step fellBack: glossary Rabble assumes Open Formation.
  return [...events, ...formationOnFallingBack(setup, unitState)];
}

/** The Fall Back itself (fallBack), before the rules acting once it is made. */
function fallBackMove(setup: GameSetup, state: GameState, unitState: UnitState): GameEvent[] {
  const unit = armyUnit(setup, unitState.id);
  const edge = setup.generals[unitState.side].rearEdge;
  const events: GameEvent[] = [
    event('fallBack', `${unit.name} Falls Back`, { unit: unit.id }),
    // rulebook pp.62-63: an Escorting unit drops the Vital Objective before any model moves.
    ...escortLost(setup, state, unitState, officerModel(unitState)),
  ];
  // rulebook p.44 Garrisoned Units: an Exit instead of the 3" move.
  if (unitState.garrisoning !== undefined)
    return [...events, ...garrisonFallsBack(setup, state, unitState)];
  if (reachesRearEdge(setup, unitState, edge)) {
    events.push(event('flees', `${unit.name} Flees the Field`, { unit: unit.id }));
    return [...events, ...annihilate(setup, state, unitState)];
  }
  while (unitState.models.length > 0) {
    const table = tableOf(setup, state);
    const moves = fallBackMoves(table, unitState, edge);
    const checks = moves.map((move) => checkMove(table, move));
    const made = moves.find((_, i) => checks[i]?.legal === true);
    if (made !== undefined) {
      moveModels(setup, unitState, made);
      dropStatuses(unitState, 'onLookout', 'takingCover', 'entrenched');
      // rulebook p.37: it ended a move (Covering Fire).
      moveEnded(state, unitState.id);
      return events;
    }
    const clear = withoutEnemies(table, unitState.side);
    const stoppedByEnemy = moves.findIndex((move) => checkMove(clear, move).legal);
    const check: MoveCheck | undefined = checks[stoppedByEnemy < 0 ? 0 : stoppedByEnemy];
    const why = check === undefined || check.legal ? '' : ` (${check.rule}: ${check.message})`;
    if (stoppedByEnemy < 0) {
      events.push(
        event('fallBack', `${unit.name} cannot fall back a full 3" and stays put${why}`, {
          unit: unit.id,
        }),
      );
      return events;
    }
    const stuckId = check === undefined || check.legal ? undefined : check.model;
    const stuck =
      unitState.models.find((m) => m.id === stuckId) ??
      unitState.models[unitState.models.length - 1];
    if (stuck === undefined) break;
    const before = unitState.models;
    // rulebook p.35: in the Officer's stead, and a Field Promotion, by the General's standing order,
    // else its choice as the model is lost (game/loss-choice-wait.ts), what came before told at the
    // wait (game/loss-choice-told.ts).
    const order = toldIfWaiting(events, () =>
      lossOrderTaking(setup, state, unitState, stuck, standingLossOrder(state, unitState)),
    );
    // rulebook p.36: a model removed counts as Destroyed (glossary: Spectacular Demise (X), Fiery Demise (X)).
    const officerLoss = [
      ...destroyedWithDemise(setup, state, unitState, stuck, undefined, order),
      ...fieryDemise(setup, state, unitState, before),
    ];
    const gone = before.find((m) => !unitState.models.includes(m))?.id ?? stuck.id;
    events.push(
      event('removed', `${gone} is Destroyed: ${stuck.id} cannot fall back${why}`, {
        unit: unit.id,
      }),
      ...officerLoss,
    );
  }
  return [...events, ...annihilate(setup, state, unitState)];
}
