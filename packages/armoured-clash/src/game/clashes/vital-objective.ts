import type { GameSetup } from '../army.js';
import { type GameEvent, event } from '../events.js';
import type { GameState, ModelState, UnitState } from '../state.js';
import { dropStatuses } from '../statuses.js';
import { armyUnit } from '../army-unit.js';
import { markerAhead, placingSpots } from './vital-objective-placement.js';

export { markerAhead } from './vital-objective-placement.js';

const ESCORTING = 'rulebook pp.62-63 Find the Lady: Escorting the Vital Objective';

/** A unit that is Escorting the Vital Objective (rulebook pp.62-63: the marker beside it is a status token). */
export function isEscorting(unit: Pick<UnitState, 'statuses'>): boolean {
  return unit.statuses.includes('escortingTheVitalObjective');
}

/**
 * rulebook pp.62-63 Escorting the Vital Objective: if the Escorting unit is
 * Annihilated or Falls Back, the marker is moved into contact with the unit's
 * Officer, in its Front Arc, before any models move or are Destroyed; it is a
 * marker on the battlefield again (and the only one: it may be Scoured anew).
 * `officer`: where the Officer stood before the losses. The marker lies
 * straight ahead of the Officer until the active player places it, their
 * decision once the attack or move is resolved (`placing`,
 * vital-objective-placement.ts). An Escorting unit without an Officer on the
 * table (Embarked) keeps the status: the rulebook does not say where the marker would go.
 */
export function escortLost(
  setup: GameSetup,
  state: GameState,
  unit: UnitState,
  officer: ModelState | undefined,
): GameEvent[] {
  const vital = state.vitalObjective;
  if (!isEscorting(unit) || vital === undefined || officer === undefined) return [];
  dropStatuses(unit, 'escortingTheVitalObjective');
  const active = state.activation === undefined ? undefined : state.units[state.activation.unit];
  const by = active?.side ?? state.turn;
  // With no spot the rules allow (the Officer faces off the battlefield) it stays straight ahead.
  const placing = placingSpots(setup, unit.id, officer).length > 0;
  state.vitalObjective = {
    marker: vital.marker,
    at: markerAhead(officer, armyUnit(setup, unit.id).footprint.depth),
    ...(placing ? { placing: { by, unit: unit.id, officer } } : {}),
  };
  state.removedObjectives = (state.removedObjectives ?? []).filter((id) => id !== vital.marker);
  return [
    event(
      'vitalObjectiveDropped',
      `${armyUnit(setup, unit.id).name} drops the Vital Objective (${ESCORTING})`,
      { unit: unit.id, side: unit.side },
    ),
  ];
}

/** The Officer's model where it stands now, if it is on the table. */
export function officerModel(unit: UnitState): ModelState | undefined {
  return unit.models.find((m) => m.id === unit.officer);
}
