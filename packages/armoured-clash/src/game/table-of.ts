import type { Table, TableModel, TableUnit } from '../battlefield/table.js';
import type { TerrainPiece } from '../battlefield/terrain.js';
import { wreckOf } from '../battlefield/sizes.js';
import { terrainPiece } from '../scenario/load-scenario.js';
import type { GameSetup } from './army.js';
import { armyUnit, footprintOf, tableUnitOf } from './army-unit.js';
import type { GameState } from './state.js';
import { controlsAsOccupied, transportsOccupiedByControllers } from './strongpoint.js';
import { hoarfrostAuras } from './hoarfrost.js';

// The terrain of a setup never changes during a game: convert it once per setup.
const terrainCache = new WeakMap<GameSetup, readonly TerrainPiece[]>();

export function terrainOf(setup: GameSetup): readonly TerrainPiece[] {
  const known = terrainCache.get(setup);
  if (known !== undefined) return known;
  const pieces = setup.terrain.map(terrainPiece);
  terrainCache.set(setup, pieces);
  return pieces;
}

/** The battlefield as geometry sees it now: terrain, and every deployed unit's models. */
export function tableOf(setup: GameSetup, state: Pick<GameState, 'units'>): Table {
  const units = new Map<string, TableUnit>();
  const models: TableModel[] = [];
  const occupiedBy = transportsOccupiedByControllers(setup, state.units);
  for (const unitState of Object.values(state.units)) {
    if (!unitState.deployed || unitState.annihilated) continue;
    const unit = armyUnit(setup, unitState.id);
    const garrison = unitState.garrisoning;
    units.set(unit.id, {
      ...tableUnitOf(unit, unitState.side, unitState.officer),
      ...(garrison === undefined ? {} : { garrisoning: garrison }),
      ...(occupiedBy.has(unit.id) && controlsAsOccupied(setup, unit)
        ? { controlsObjectives: true }
        : {}),
    });
    // rulebook p.43: a Garrisoning unit is set aside; the building stands in for it.
    if (garrison !== undefined) continue;
    for (const model of unitState.models) {
      models.push({
        id: model.id,
        unit: unit.id,
        footprint: footprintOf(unit, model),
        facing: model.facing,
      });
    }
  }
  const added = [...wreckTerrain(setup, state.units), ...hoarfrostAuras(setup, state.units)];
  return {
    width: setup.battlefield.width,
    depth: setup.battlefield.depth,
    terrain: added.length === 0 ? terrainOf(setup) : [...terrainOf(setup), ...added],
    units,
    models,
  };
}

/** rulebook p.35 Wrecked: every wreck on the battlefield (game/wrecks.ts), Blocking Terrain of its unit's Size. */
function wreckTerrain(setup: GameSetup, units: GameState['units']): TerrainPiece[] {
  const pieces: TerrainPiece[] = [];
  for (const unitState of Object.values(units)) {
    if (unitState.wrecks === undefined) continue;
    const unit = armyUnit(setup, unitState.id);
    for (const model of unitState.wrecks) {
      const footprint = footprintOf(unit, model);
      pieces.push(
        wreckOf({ id: model.id, unit: unit.id, footprint, facing: model.facing }, unit.size),
      );
    }
  }
  return pieces;
}
