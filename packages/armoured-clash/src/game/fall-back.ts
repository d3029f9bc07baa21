import { point } from '@warroom/engine';
import { type Edge } from '../battlefield/battlefield.js';
import { checkMove } from '../battlefield/movement/check-move.js';
import { rigidMove } from '../battlefield/movement/unit-moves.js';
import type { GameSetup } from './army.js';
import { type GameEvent, event } from './events.js';
import { annihilate } from './losses.js';
import type { GameState, UnitState } from './state.js';
import { armyUnit, footprintOf, tableOf } from './table-of.js';

/** rulebook p.36 Falling Back: a full 3". */
export const FALL_BACK_DISTANCE = 3;

const TOWARDS: Readonly<Record<Edge, readonly [number, number]>> = {
  south: [0, -1],
  north: [0, 1],
  west: [-1, 0],
  east: [1, 0],
};

/**
 * rulebook p.36 Falling Back: every model moves a full 3" towards its General's
 * Rear Edge (here straight towards it, the unit keeping its shape), unaffected by
 * terrain that is not Impassable and never within 1" of an enemy; models are
 * removed (Destroyed) until that is possible. Fleeing the Field: a unit that
 * reaches its own edge is removed and counts as Annihilated.
 */
export function fallBack(setup: GameSetup, state: GameState, unitState: UnitState): GameEvent[] {
  const unit = armyUnit(setup, unitState.id);
  const edge = setup.generals[unitState.side].rearEdge;
  const [dx, dy] = TOWARDS[edge];
  const offset = point(dx * FALL_BACK_DISTANCE, dy * FALL_BACK_DISTANCE);
  const events: GameEvent[] = [event('fallBack', `${unit.name} Falls Back`, { unit: unit.id })];
  const { width, depth } = setup.battlefield;
  const reachesEdge = unitState.models.some((m) => {
    const moved = footprintOf(unit, { ...m, x: m.x + offset.x, y: m.y + offset.y });
    const points = moved.kind === 'polygon' ? moved.points : [moved.centre];
    return points.some((p) => p.x <= 0 || p.y <= 0 || p.x >= width || p.y >= depth);
  });
  if (reachesEdge) {
    events.push(event('flees', `${unit.name} Flees the Field`, { unit: unit.id }));
    return [...events, ...annihilate(setup, state, unitState)];
  }
  while (unitState.models.length > 0) {
    const table = tableOf(setup, state);
    const move = {
      ...rigidMove(table, unit.id, offset, FALL_BACK_DISTANCE),
      onlyImpassable: true,
      noRoadBonus: true,
    };
    const result = checkMove(table, move);
    if (result.legal) {
      unitState.models = unitState.models.map((m) => ({
        ...m,
        x: m.x + offset.x,
        y: m.y + offset.y,
      }));
      return events;
    }
    // The General removes models until the move is possible: the one that could not make it goes.
    const stuck =
      unitState.models.find((m) => m.id === result.model) ??
      unitState.models[unitState.models.length - 1];
    unitState.models = unitState.models.filter((m) => m !== stuck);
    if (
      stuck !== undefined &&
      stuck.id === unitState.officer &&
      unitState.models[0] !== undefined
    ) {
      unitState.officer = unitState.models[0].id;
    }
    events.push(
      event('removed', `${stuck?.id ?? ''} cannot fall back and is Destroyed (${result.rule})`, {
        unit: unit.id,
      }),
    );
  }
  return [...events, ...annihilate(setup, state, unitState)];
}
