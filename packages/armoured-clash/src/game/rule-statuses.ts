import type { GainedStatus } from '../rules/movement-step-values.js';
import type { GameSetup } from './army.js';
import { type GameEvent, event } from './events.js';
import type { UnitState } from './state.js';
import { armyUnit } from './army-unit.js';

const STATUS_NAMES: Readonly<Record<GainedStatus['status'], string>> = {
  reloading: 'Reloading',
  onLookout: 'On Lookout',
};

/** The unit gains the Statuses its rules give it (those it has already are kept once), with an event for each. */
export function gainStatuses(
  setup: GameSetup,
  unit: UnitState,
  gains: readonly GainedStatus[],
): GameEvent[] {
  const events: GameEvent[] = [];
  for (const gain of gains) {
    if (unit.statuses.includes(gain.status)) continue;
    unit.statuses.push(gain.status);
    const text = `${armyUnit(setup, unit.id).name} gains ${STATUS_NAMES[gain.status]} (${gain.rule})`;
    events.push(event('gainsStatus', text, { unit: unit.id }));
  }
  return events;
}
