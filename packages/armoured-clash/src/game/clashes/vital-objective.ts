import { OBJECTIVE_MARKER_DIAMETER } from '../../battlefield/objectives.js';
import type { GameSetup } from '../army.js';
import type { At } from '../choice.js';
import { type GameEvent, event } from '../events.js';
import type { GameState, ModelState, UnitState } from '../state.js';
import { dropStatuses } from '../statuses.js';
import { armyUnit } from '../army-unit.js';

const ESCORTING = 'rulebook pp.62-63 Find the Lady: Escorting the Vital Objective';

/** A unit that is Escorting the Vital Objective (rulebook pp.62-63: the marker beside it is a status token). */
export function isEscorting(unit: Pick<UnitState, 'statuses'>): boolean {
  return unit.statuses.includes('escortingTheVitalObjective');
}

/**
 * The marker set down in contact with an Officer, in its Front Arc: its centre
 * straight ahead of the Officer's centre, its edge touching the front of the
 * Officer's base (`depth` front to back).
 */
export function markerAhead(officer: ModelState, depth: number): At {
  const reach = depth / 2 + OBJECTIVE_MARKER_DIAMETER / 2;
  return [
    officer.x + reach * Math.cos(officer.facing),
    officer.y + reach * Math.sin(officer.facing),
  ];
}

/**
 * rulebook pp.62-63 Escorting the Vital Objective: if the Escorting unit is
 * Annihilated or Falls Back, the marker is moved into contact with the unit's
 * Officer, in its Front Arc, before any models move or are Destroyed; it is a
 * marker on the battlefield again (and the only one: it may be Scoured anew).
 * `officer`: where the Officer stood before the losses. The active player's
 * choice of the spot is not a decision yet: the marker goes straight ahead of
 * the Officer. An Escorting unit without an Officer on the table (Embarked)
 * keeps the status: the rulebook does not say where the marker would go.
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
  state.vitalObjective = {
    marker: vital.marker,
    at: markerAhead(officer, armyUnit(setup, unit.id).footprint.depth),
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
