import { EPSILON, point, withinDistance } from '@warroom/engine';
import { objectiveMarker } from '../../battlefield/objectives.js';
import type { Table } from '../../battlefield/table.js';
import { FACE_NAMES, Face, rollAttackDie } from '../../dice/faces.js';
import { attackStepNow } from '../attack-step.js';
import type { GameSetup } from '../army.js';
import type { Choice } from '../choice.js';
import type { ObjectiveMarkerSetup } from '../clash.js';
import { type GameEvent, event } from '../events.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { armyUnit } from '../army-unit.js';
import { tableOf } from '../table-of.js';
import { markersInPlay } from './scoring.js';

const SCOUR_THE_FIELD = 'rulebook pp.62-63 Find the Lady: Scour the Field';

/** rulebook pp.62-63 Scour the Field: the unit types that may make the Special Action. */
const SCOURING_TYPES: readonly string[] = ['infantry', 'cavalry'];

/** Whether a model of the units `units` picks is in contact with the marker. */
function touches(table: Table, marker: ObjectiveMarkerSetup, units: (unit: string) => boolean) {
  const shape = objectiveMarker(point(marker.at[0], marker.at[1]));
  return table.models.some((m) => units(m.unit) && withinDistance(m.footprint, shape, EPSILON));
}

/**
 * The Strategic Objective Markers the unit may Scour now (rulebook pp.62-63
 * Scour the Field): in Find the Lady, an Infantry or Cavalry unit in contact
 * with a marker that no enemy unit is in contact with.
 */
export function scourableMarkers(setup: GameSetup, state: GameState, unitId: string): string[] {
  const unit = state.units[unitId];
  if (setup.clash !== 'findTheLady' || unit === undefined) return [];
  if (!SCOURING_TYPES.includes(armyUnit(setup, unitId).type)) return [];
  const markers = markersInPlay(setup, state);
  if (markers.length === 0) return [];
  const table = tableOf(setup, state);
  const enemy = (id: string) => state.units[id]?.side !== unit.side;
  return markers
    .filter((m) => touches(table, m, (id) => id === unitId) && !touches(table, m, enemy))
    .map((m) => m.id);
}

/** The Scour the Field Special Actions the active unit may make now. */
export function scourTheFieldOptions(setup: GameSetup, state: GameState, unitId: string): Choice[] {
  return scourableMarkers(setup, state, unitId).map((marker): Choice => ({
    kind: 'scourTheField',
    marker,
  }));
}

/**
 * rulebook pp.62-63 Scour the Field, a Special Action in the Attack Step: the
 * active General rolls an Attack Die. Anything but a Heroic Strike finds
 * nothing, and the marker is removed from play. A Heroic Strike finds the
 * Vital Objective: every other marker is removed from play and the unit gains
 * the Escorting the Vital Objective status (the marker goes with it, a status
 * token). With only one marker on the battlefield it is found without a roll.
 */
export function scourTheField(setup: GameSetup, state: GameState, markerId: string): GameEvent[] {
  const unitId = attackStepNow(state).unit;
  const unit = state.units[unitId];
  if (unit === undefined || !scourableMarkers(setup, state, unitId).includes(markerId)) {
    throw new IllegalChoice(
      SCOUR_THE_FIELD,
      `${unitId} cannot Scour ${markerId}: an Infantry or Cavalry unit in contact with a Strategic Objective marker no enemy unit touches, in Find the Lady`,
    );
  }
  const name = armyUnit(setup, unitId).name;
  const markers = markersInPlay(setup, state).map((m) => m.id);
  const alone = markers.length === 1;
  const face = alone ? Face.heroicStrike : rollAttackDie(state.rng);
  const rolled = alone ? 'the only marker left' : `rolls a ${FACE_NAMES[face] ?? String(face)}`;
  const removed = state.removedObjectives ?? [];
  if (face !== Face.heroicStrike) {
    state.removedObjectives = [...removed, markerId];
    const text = `${name} Scours the Field at ${markerId}: ${rolled}, nothing found; the marker is removed from play`;
    return [event('scourTheField', text, { unit: unitId, side: unit.side })];
  }
  // The found marker leaves the battlefield with the others: it is now the unit's status token.
  state.removedObjectives = [...removed, ...markers];
  state.vitalObjective = { marker: markerId };
  unit.statuses.push('escortingTheVitalObjective');
  const text = `${name} Scours the Field at ${markerId}: ${rolled}, the Vital Objective is found; the other markers are removed from play`;
  return [
    event('scourTheField', text, { unit: unitId, side: unit.side }),
    event('gainsStatus', `${name} is Escorting the Vital Objective`, { unit: unitId }),
  ];
}
