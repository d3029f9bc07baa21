import type { GameState, UnitState } from './state.js';

/**
 * Which fields of a unit tableOf reads (true) and which it never does (false).
 * Every field of UnitState must be listed (the compiler checks it), so a new
 * field is either compared or said not to change the table. Fields read are
 * replaced when they change, never changed in place (lists of models and
 * wrecks are read only), so they are compared as they are. Unit records that
 * give the same values give the same table.
 */
const DRAWN = {
  id: true,
  side: true,
  models: true,
  officer: true,
  damage: false,
  statuses: false,
  deployed: true,
  inReserve: false,
  annihilated: true,
  embarked: true,
  garrisoning: true,
  trapExposed: true,
  pathfinder: true,
  returnedModels: false,
  wrecks: true,
  soaring: true,
  formation: true,
} as const satisfies Record<keyof UnitState, boolean>;

const DRAWN_FIELDS = (Object.keys(DRAWN) as (keyof UnitState)[]).filter((field) => DRAWN[field]);

/** The values tableOf reads of the units, in order (DRAWN). */
export type DrawnFrom = readonly unknown[];

/** Passes each value tableOf reads of `units` to `visit`, in order, until it answers false. */
function visitDrawnFrom(units: GameState['units'], visit: (value: unknown) => boolean): boolean {
  for (const unit of Object.values(units)) {
    for (const field of DRAWN_FIELDS) {
      if (!visit(unit[field])) return false;
    }
  }
  return true;
}

export function drawnFrom(units: GameState['units']): DrawnFrom {
  const from: unknown[] = [];
  visitDrawnFrom(units, (value) => from.push(value) > 0);
  return from;
}

/** The same value, or two lists of the same models (a list copied). */
function sameValue(kept: unknown, value: unknown): boolean {
  if (kept === value) return true;
  if (!Array.isArray(kept) || !Array.isArray(value) || kept.length !== value.length) return false;
  return kept.every((model, i) => model === value[i]);
}

/** Whether `units` give the values listed in `from`, compared without listing them anew. */
export function drawnFromSame(from: DrawnFrom, units: GameState['units']): boolean {
  let next = 0;
  return visitDrawnFrom(units, (value) => sameValue(from[next++], value)) && next === from.length;
}
