import { lineOfSight } from '../battlefield/line-of-sight.js';
import { garrisonModel } from '../battlefield/garrison.js';
import { sightIndex } from '../battlefield/sight-index.js';
import type { Table, TableModel, TableUnit } from '../battlefield/table.js';
import type { TerrainPiece } from '../battlefield/terrain.js';
import type { GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import { closeRow } from './close-quarters-rows.js';
import { manoeuvreLimits, mayMake } from './manoeuvre-limits.js';
import { IllegalChoice } from './rule-error.js';
import { type TableState, tableOf, terrainOf } from './table-of.js';
import { unitStep } from './unit-rules.js';

const RULE = 'glossary: Demolition';

/** The Defensible Building of the setup named `id`, when it is one (a Charge target that is a building). */
export function defensibleBuilding(setup: GameSetup, id: string): TerrainPiece | undefined {
  return terrainOf(setup).find((piece) => piece.id === id && piece.defensible !== undefined);
}

/**
 * Whether the unit may Charge the building as its Demolition's target (the
 * Wrecked buildings, Blocking Terrain, seen on the table of `state`): the unit has Demolition (game step chargedBuilding), may Charge at
 * all (rulebook p.24: a Melee or Impact attack, the manoeuvre not barred), no
 * unit Garrisons the building (a Garrison is Charged through it as a unit,
 * rulebook p.45), and its Officer has Clear or Obscured Line of Sight to it.
 * Our reading of "it can target a Defensible Building": the building is
 * targeted as though it were a unit, as a Garrisoned one is (p.45), so the
 * Line of Sight of p.24 is drawn to any part of its Footprint.
 */
export function mayChargeBuilding(
  setup: GameSetup,
  state: TableState,
  unitId: string,
  buildingId: string,
): boolean {
  const { units } = state;
  const building = defensibleBuilding(setup, buildingId);
  const unit = units[unitId];
  if (building === undefined || unit === undefined) return false;
  if (!unitStep(setup, unitId, 'chargedBuilding', false)) return false;
  if (closeRow(armyUnit(setup, unitId)) === undefined) return false;
  if (!mayMake(manoeuvreLimits(setup, unitId, units), 'charge')) return false;
  if (Object.values(units).some((u) => u.garrisoning === buildingId && !u.annihilated))
    return false;
  const table = tableOf(setup, state);
  const officer = table.models.find((m) => m.id === unit.officer);
  return officer !== undefined && buildingInSight(table, officer, building);
}

/** Whether the model sees any part of the building's Footprint, as it would a Garrison there. */
function buildingInSight(table: Table, officer: TableModel, building: TerrainPiece): boolean {
  const viewer = table.units.get(officer.unit);
  if (viewer === undefined) return false;
  // The building stands for itself as a Garrison's building stands for its unit (rulebook p.45).
  const standIn: TableUnit = {
    id: building.id,
    name: building.name,
    side: viewer.side,
    type: 'infantry',
    size: building.size,
    formation: 'open',
    rules: [],
    officer: building.id,
    garrisoning: building.id,
  };
  const seen: Table = { ...table, units: new Map([...table.units, [building.id, standIn]]) };
  const model = garrisonModel(seen, standIn);
  return (
    model !== undefined &&
    lineOfSight(seen, officer, model, { rangedAttack: false }, sightIndex(table)).visibility !==
      'blocked'
  );
}

/**
 * glossary: Demolition — the unoccupied Defensible Buildings, not Wrecked
 * (glossary: Occupy reads a Wrecked Building as no longer a Defensible
 * Building), the unit may Charge to roll a Demolition.
 */
export function demolitionTargets(setup: GameSetup, state: TableState, unitId: string): string[] {
  if (!unitStep(setup, unitId, 'chargedBuilding', false)) return [];
  return terrainOf(setup)
    .filter((piece) => piece.defensible !== undefined)
    .filter((piece) => state.wreckedBuildings?.includes(piece.id) !== true)
    .filter((piece) => mayChargeBuilding(setup, state, unitId, piece.id))
    .map((piece) => piece.id);
}

/** Refuses a Charge at a building that is Wrecked (glossary: Demolition, Occupy). */
export function refuseWreckedTarget(state: TableState, buildingId: string): void {
  if (state.wreckedBuildings?.includes(buildingId) === true) {
    throw new IllegalChoice(
      RULE,
      `${buildingId} is Wrecked: it is no Defensible Building to Charge`,
    );
  }
}
