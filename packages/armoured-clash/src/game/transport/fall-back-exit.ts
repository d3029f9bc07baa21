import { centreOf, outline } from '@warroom/engine';
import { type Edge, touchesEdge } from '../../battlefield/battlefield.js';
import type { GameSetup } from '../army.js';
import type { At } from '../choice.js';
import { type GameEvent, event } from '../events.js';
import { annihilate } from '../annihilation.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState, ModelState, UnitState } from '../state.js';
import { dropStatuses } from '../statuses.js';
import { armyUnit, footprintOf } from '../army-unit.js';
import type { TerrainPiece } from '../../battlefield/terrain.js';
import { buildingOfGame } from '../wrecked-behemoths.js';
import { EXIT_REACH } from './exit-reach.js';
import { setUpNear } from './set-up-near.js';
import { moveEnded } from '../commands/moves-ended.js';

const RULE = 'rulebook p.44 Garrisoned Units';

/** The spacing (inches) of the Officer positions the engine tries around the building. */
const GRID_STEP = 0.5;

/** The facing (degrees) of a unit turned away from its Rear Edge. */
const FACING_AWAY: Readonly<Record<Edge, number>> = { south: 90, north: 270, west: 0, east: 180 };

/** How far a point lies from a Rear Edge (south is y = 0, west is x = 0). */
function fromEdge(setup: GameSetup, edge: Edge, [x, y]: At): number {
  const { width, depth } = setup.battlefield;
  const away: Readonly<Record<Edge, number>> = {
    south: y,
    north: depth - y,
    west: x,
    east: width - x,
  };
  return away[edge];
}

/**
 * Officer positions from which a model may reach the building (Exit reach plus
 * half the model's Footprint), nearest the Rear Edge first, then nearest the
 * building's centre.
 */
function officerPositions(setup: GameSetup, unitId: string, piece: TerrainPiece, edge: Edge): At[] {
  const { width, depth } = armyUnit(setup, unitId).footprint;
  const margin = EXIT_REACH + Math.max(width, depth) / 2;
  const corners = outline(piece.area);
  const xs = corners.map((c) => c.x);
  const ys = corners.map((c) => c.y);
  const centre = centreOf(piece.area);
  const positions: At[] = [];
  for (let x = Math.min(...xs) - margin; x <= Math.max(...xs) + margin; x += GRID_STEP)
    for (let y = Math.min(...ys) - margin; y <= Math.max(...ys) + margin; y += GRID_STEP)
      positions.push([x, y]);
  const fromCentre = ([x, y]: At): number => Math.hypot(x - centre.x, y - centre.y);
  return positions.sort(
    (p, q) => fromEdge(setup, edge, p) - fromEdge(setup, edge, q) || fromCentre(p) - fromCentre(q),
  );
}

/** The first legal Exit of `count` models, nearest the Rear Edge. */
function nearestExit(
  setup: GameSetup,
  state: GameState,
  unitState: UnitState,
  count: number,
  building: string,
): ModelState[] | undefined {
  const edge = setup.generals[unitState.side].rearEdge;
  const piece = buildingOfGame(setup, state.units, building);
  if (piece === undefined) return undefined;
  const where = { near: [piece.area], reach: EXIT_REACH, what: piece.name, rule: RULE };
  for (const at of officerPositions(setup, unitState.id, piece, edge)) {
    try {
      return setUpNear(setup, state, unitState.id, count, at, FACING_AWAY[edge], where);
    } catch (error) {
      if (!(error instanceof IllegalChoice)) throw error;
    }
  }
  return undefined;
}

/**
 * rulebook p.44 Garrisoned Units: "If a Garrisoned unit would Fall Back, it
 * immediately makes an Exit manoeuvre instead of a 3" move. It must be placed
 * as close as possible to its own General's Rear Edge, and all other rules for
 * Falling Back still apply." The engine tries Officer positions on a half-inch grid
 * around the building, nearest the Rear Edge first, the unit formed up facing
 * away from it (each model within 3" of the building, none within 1" of an
 * enemy: rulebook p.43). Our reading of the rest of Falling Back (p.36): when
 * no position holds every model, models are removed (Destroyed) until one
 * does; a model that touches its own Rear Edge Flees the Field (the unit counts
 * as Annihilated); when none holds even one model the unit stays in the building.
 */
export function garrisonFallsBack(
  setup: GameSetup,
  state: GameState,
  unitState: UnitState,
): GameEvent[] {
  const building = unitState.garrisoning;
  if (building === undefined) return [];
  const unit = armyUnit(setup, unitState.id);
  for (let count = unitState.models.length; count > 0; count--) {
    const placed = nearestExit(setup, state, unitState, count, building);
    if (placed === undefined) continue;
    const events: GameEvent[] = [
      event('exit', `${unit.name} Exits the building instead of a 3" move (${RULE})`, {
        unit: unit.id,
      }),
    ];
    const lost = unitState.models.length - count;
    if (lost > 0)
      events.push(
        event('removed', `${lost} model(s) of ${unit.name} cannot be placed and are Destroyed`, {
          unit: unit.id,
        }),
      );
    unitState.garrisoning = undefined;
    unitState.models = placed;
    unitState.officer = placed[0]?.id ?? unitState.officer;
    dropStatuses(unitState, 'onLookout', 'takingCover', 'entrenched');
    const edge = setup.generals[unitState.side].rearEdge;
    if (placed.some((m) => touchesEdge(setup.battlefield, footprintOf(unit, m), edge))) {
      events.push(event('flees', `${unit.name} Flees the Field`, { unit: unit.id }));
      return [...events, ...annihilate(setup, state, unitState)];
    }
    // rulebook p.37: the Exit made instead of the 3" move ends a move (Covering Fire).
    moveEnded(state, unitState.id);
    return events;
  }
  return [
    event('fallBack', `${unit.name} cannot Exit the building and stays in it (${RULE})`, {
      unit: unit.id,
    }),
  ];
}
