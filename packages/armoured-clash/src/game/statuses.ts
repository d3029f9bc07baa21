import type { Status, UnitState } from './state.js';

/** A unit loses these Statuses (those it does not have are ignored). */
export function dropStatuses(unit: UnitState, ...statuses: readonly Status[]): void {
  unit.statuses = unit.statuses.filter((s) => !statuses.includes(s));
}
