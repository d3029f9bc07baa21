import { type GameEvent, event } from './events.js';
import type { UnitState } from './state.js';
import { dropStatuses } from './statuses.js';

/**
 * glossary: All-Out Attack (X) — a unit Reloading as its All-Out Attack
 * started loses the status at the end of the Attack Step, as though it had
 * Re-Armed (not one gained during the step: the caller knows which).
 */
export function reArmed(unit: UnitState, name: string): GameEvent[] {
  dropStatuses(unit, 'reloading');
  return [event('reArm', `${name} is no longer Reloading (All-Out Attack)`, { unit: unit.id })];
}
