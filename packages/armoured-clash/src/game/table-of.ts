import type { Table, TableModel, TableUnit } from '../battlefield/table.js';
import type { TerrainPiece } from '../battlefield/terrain.js';
import { terrainPiece } from '../scenario/load-scenario.js';
import type { GameSetup } from './army.js';
import { armyUnit, tableUnitOf } from './army-unit.js';
import type { GameState } from './state.js';
import type { PlayerView } from './view.js';
import { controlsAsOccupied, transportsOccupiedByControllers } from './strongpoint.js';
import { hoarfrostAuras } from './hoarfrost.js';
import { withWreckedBuildings } from './wrecked-buildings.js';
import { wreckPiece } from './behemoth-wreck.js';
import { type DrawnFrom, drawnFrom, drawnFromSame } from './table-memo.js';
import { drawnModel } from './drawn-footprint.js';

// The terrain of a setup never changes during a game: convert it once per setup.
const terrainCache = new WeakMap<GameSetup, readonly TerrainPiece[]>();

export function terrainOf(setup: GameSetup): readonly TerrainPiece[] {
  const known = terrainCache.get(setup);
  if (known !== undefined) return known;
  const pieces = setup.terrain.map(terrainPiece);
  terrainCache.set(setup, pieces);
  return pieces;
}

/**
 * A units record that is not the game's own (a Charge searched, a bot's plan,
 * odds), with the Defensible Buildings Wrecked in the game it is drawn from
 * named, undefined when none is (glossary: Demolition).
 */
export interface PlannedTable {
  readonly units: GameState['units'];
  readonly wreckedBuildings: readonly string[] | undefined;
}

/**
 * What a table is drawn from: the game's state, a General's view (both carry
 * the Wrecked buildings), or a planned table naming them: never the units
 * alone, which would forget the Blocking Terrain a Wrecked building is.
 */
export type TableState = GameState | PlayerView | PlannedTable;

/** The table `units` would make in the game of `state`: its Wrecked buildings kept. */
export function plannedTable(state: TableState, units: GameState['units']): PlannedTable {
  return { units, wreckedBuildings: state.wreckedBuildings };
}

/** A table kept, with what it was drawn from (table-memo.ts). */
interface KeptTable {
  readonly from: DrawnFrom;
  readonly wreckedBuildings: readonly string[] | undefined;
  readonly table: Table;
}

/**
 * The tables kept for a setup: the last one drawn, and the last one asked for
 * again. Most decisions of a game see the table of the one before; a bot
 * weighing places draws a table for each place once, between which it and the
 * game ask again for the table of the game as it stands, which is kept apart.
 */
interface KeptTables {
  latest?: KeptTable;
  found?: KeptTable;
}

const keptTables = new WeakMap<GameSetup, KeptTables>();

/** Whether `kept` was drawn from units and Wrecked buildings that read as those of `state`. */
function drawnAs(kept: KeptTable | undefined, state: TableState): kept is KeptTable {
  return (
    kept !== undefined &&
    sameBuildings(kept.wreckedBuildings, state.wreckedBuildings) &&
    drawnFromSame(kept.from, state.units)
  );
}

/**
 * The battlefield as geometry sees it now: terrain (with the buildings Wrecked,
 * when the state passed has them: game/wrecked-buildings.ts), and every
 * deployed unit's models. Tables are immutable values: a table kept for the
 * setup (the last drawn, the last asked for again) is given again while the
 * units and Wrecked buildings read the same (game/table-memo.ts).
 */
export function tableOf(setup: GameSetup, state: TableState): Table {
  let kept = keptTables.get(setup);
  if (kept === undefined) {
    kept = {};
    keptTables.set(setup, kept);
  }
  const { latest, found } = kept;
  if (drawnAs(latest, state)) {
    kept.found = latest;
    return latest.table;
  }
  if (drawnAs(found, state)) return found.table;
  const table = drawTable(setup, state);
  kept.latest = { from: drawnFrom(state.units), wreckedBuildings: state.wreckedBuildings, table };
  return table;
}

function sameBuildings(
  a: readonly string[] | undefined,
  b: readonly string[] | undefined,
): boolean {
  if (a === b) return true;
  const left = a ?? [];
  const right = b ?? [];
  if (left.length !== right.length) return false;
  // A plain loop: a callback reading `right` would cost a closure context at every call.
  for (let i = 0; i < left.length; i++) if (left[i] !== right[i]) return false;
  return true;
}

function drawTable(setup: GameSetup, state: TableState): Table {
  const units = new Map<string, TableUnit>();
  const models: TableModel[] = [];
  const occupiedBy = transportsOccupiedByControllers(setup, state.units);
  // for-in rather than for-of over Object.values: no list nor iterator step made per unit (in Object.values' order).
  for (const id in state.units) {
    const unitState = state.units[id];
    if (unitState === undefined || !unitState.deployed || unitState.annihilated) continue;
    const unit = armyUnit(setup, unitState.id);
    const garrison = unitState.garrisoning;
    // Set field by field on a fresh unit rather than spread (several times faster).
    const drawn: { -readonly [K in keyof TableUnit]: TableUnit[K] } = tableUnitOf(
      unit,
      unitState.side,
      unitState.officer,
    );
    // glossary: Rabble: a Formation assumed in play.
    if (unitState.formation !== undefined) drawn.formation = unitState.formation;
    if (garrison !== undefined) drawn.garrisoning = garrison;
    if (unitState.trapExposed === true) drawn.trapExposed = true;
    if (unitState.pathfinder !== undefined) drawn.pathfound = true;
    // glossary: Soar (X"): Size 10, and moving over everything.
    if (unitState.soaring !== undefined) {
      drawn.size = unitState.soaring.size;
      drawn.soaring = unitState.soaring;
    }
    if (occupiedBy.has(unit.id) && controlsAsOccupied(setup, unit)) drawn.controlsObjectives = true;
    units.set(unit.id, drawn);
    // rulebook p.43: a Garrisoning unit is set aside; the building stands in for it.
    if (garrison !== undefined) continue;
    // By index, as the units above: no iterator step made per model.
    for (let i = 0; i < unitState.models.length; i++) {
      const model = unitState.models[i];
      if (model !== undefined) models.push(drawnModel(unit, model));
    }
  }
  const added = wreckTerrain(setup, state.units);
  for (const aura of hoarfrostAuras(setup, state.units)) added.push(aura);
  const terrain = withWreckedBuildings(terrainOf(setup), state.wreckedBuildings);
  return {
    width: setup.battlefield.width,
    depth: setup.battlefield.depth,
    terrain: added.length === 0 ? terrain : [...terrain, ...added],
    units,
    models,
  };
}

/** rulebook p.35 Wrecked: every wreck on the battlefield (game/wrecks.ts), Blocking Terrain of its unit's Size. */
function wreckTerrain(setup: GameSetup, units: GameState['units']): TerrainPiece[] {
  const pieces: TerrainPiece[] = [];
  for (const id in units) {
    const unitState = units[id];
    if (unitState?.wrecks === undefined) continue;
    const unit = armyUnit(setup, unitState.id);
    // glossary: Occupy: a Behemoth's wreck is also a Wrecked Defensible Building.
    for (const model of unitState.wrecks) pieces.push(wreckPiece(unit, model));
  }
  return pieces;
}
