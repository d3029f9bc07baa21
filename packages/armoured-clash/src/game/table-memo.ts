import type { GameState, ModelState, UnitState } from './state.js';

/**
 * Which fields of a unit tableOf reads (true) and which it never does (false).
 * Every field of UnitState must be listed (the compiler checks it), so a new
 * field is either compared or said not to change the table. Fields read are
 * replaced when they change, never changed in place (lists of models and
 * wrecks are read only), so they are compared as they are. Unit records that
 * give the same values give the same table.
 */
export const DRAWN = {
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

type DrawnField = {
  [K in keyof typeof DRAWN]: (typeof DRAWN)[K] extends true ? K : never;
}[keyof typeof DRAWN];

/** What tableOf reads of one unit: every field DRAWN lists (the compiler checks each is copied). */
type Drawn = { readonly [K in DrawnField]: UnitState[K] | undefined };

/** The values tableOf reads of the units, in order. */
export type DrawnFrom = readonly Drawn[];

export function drawnFrom(units: GameState['units']): DrawnFrom {
  const from: Drawn[] = [];
  // for-in, in Object.values' order, as drawnFromSame reads them.
  for (const id in units) {
    const unit = units[id];
    if (unit === undefined) continue;
    from.push({
      id: unit.id,
      side: unit.side,
      models: unit.models,
      officer: unit.officer,
      deployed: unit.deployed,
      annihilated: unit.annihilated,
      embarked: unit.embarked,
      garrisoning: unit.garrisoning,
      trapExposed: unit.trapExposed,
      pathfinder: unit.pathfinder,
      wrecks: unit.wrecks,
      soaring: unit.soaring,
      formation: unit.formation,
    });
  }
  return from;
}

/**
 * The same list of models, or a copy of it. A plain loop rather than `every`:
 * a callback reading `models` made V8 allocate a closure context at every
 * call, even those answered by identity (about 2.6 kB per comparison of a table).
 */
function sameModels(
  kept: readonly ModelState[] | undefined,
  models: readonly ModelState[] | undefined,
): boolean {
  if (kept === models) return true;
  if (kept === undefined || models === undefined || kept.length !== models.length) return false;
  for (let i = 0; i < kept.length; i++) if (kept[i] !== models[i]) return false;
  return true;
}

/** Whether a unit reads as kept: field by field, as drawnFrom copies them (a test changes each in turn). */
function sameDrawn(kept: Drawn, unit: UnitState): boolean {
  return (
    kept.id === unit.id &&
    kept.side === unit.side &&
    sameModels(kept.models, unit.models) &&
    kept.officer === unit.officer &&
    kept.deployed === unit.deployed &&
    kept.annihilated === unit.annihilated &&
    kept.embarked === unit.embarked &&
    kept.garrisoning === unit.garrisoning &&
    kept.trapExposed === unit.trapExposed &&
    kept.pathfinder === unit.pathfinder &&
    sameModels(kept.wrecks, unit.wrecks) &&
    kept.soaring === unit.soaring &&
    kept.formation === unit.formation
  );
}

/** Whether `units` give the values listed in `from`, compared without listing them anew. */
export function drawnFromSame(from: DrawnFrom, units: GameState['units']): boolean {
  let next = 0;
  for (const id in units) {
    const unit = units[id];
    const kept = from[next++];
    if (unit === undefined || kept === undefined || !sameDrawn(kept, unit)) return false;
  }
  return next === from.length;
}
