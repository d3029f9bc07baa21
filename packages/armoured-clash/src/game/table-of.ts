import { point, rectangle } from '@warroom/engine';
import type { Side, Table, TableModel, TableUnit } from '../battlefield/table.js';
import type { TerrainPiece } from '../battlefield/terrain.js';
import { terrainPiece } from '../scenario/load-scenario.js';
import type { ArmyUnit, GameSetup } from './army.js';
import type { GameState, ModelState } from './state.js';

// The terrain of a setup never changes during a game: convert it once per setup.
const terrainCache = new WeakMap<GameSetup, readonly TerrainPiece[]>();

export function terrainOf(setup: GameSetup): readonly TerrainPiece[] {
  const known = terrainCache.get(setup);
  if (known !== undefined) return known;
  const pieces = setup.terrain.map(terrainPiece);
  terrainCache.set(setup, pieces);
  return pieces;
}

/** Every unit of the setup by id, with its General's side. */
export function armyUnit(setup: GameSetup, id: string): ArmyUnit {
  const found =
    setup.generals.a.units.find((u) => u.id === id) ??
    setup.generals.b.units.find((u) => u.id === id);
  if (found === undefined) throw new RangeError(`unknown unit ${id}`);
  return found;
}

/** A model's Footprint where it stands. */
export function footprintOf(unit: ArmyUnit, model: ModelState): TableModel['footprint'] {
  return rectangle(
    point(model.x, model.y),
    unit.footprint.width,
    unit.footprint.depth,
    model.facing,
  );
}

/** A unit as geometry sees it. */
export function tableUnitOf(unit: ArmyUnit, side: Side, officer: string): TableUnit {
  return {
    id: unit.id,
    name: unit.name,
    side,
    type: unit.type,
    size: unit.size,
    formation: unit.formation,
    rules: unit.specialRules,
    officer,
  };
}

/** The battlefield as geometry sees it now: terrain, and every deployed unit's models. */
export function tableOf(setup: GameSetup, state: Pick<GameState, 'units'>): Table {
  const units = new Map<string, TableUnit>();
  const models: TableModel[] = [];
  for (const unitState of Object.values(state.units)) {
    if (!unitState.deployed || unitState.annihilated) continue;
    const unit = armyUnit(setup, unitState.id);
    const garrison = unitState.garrisoning;
    units.set(unit.id, {
      ...tableUnitOf(unit, unitState.side, unitState.officer),
      ...(garrison === undefined ? {} : { garrisoning: garrison }),
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
  return {
    width: setup.battlefield.width,
    depth: setup.battlefield.depth,
    terrain: terrainOf(setup),
    units,
    models,
  };
}
