import { type Shape, insideRegion, overlaps, point, radians } from '@warroom/engine';
import { battlefieldArea } from '../battlefield/battlefield.js';
import { formUp } from '../battlefield/form-up.js';
import { firstOverlapped } from '../battlefield/box-overlap.js';
import type { Table, TableUnit } from '../battlefield/table.js';
import { treatmentOf } from '../battlefield/movement/terrain-treatment.js';
import type { ArmyUnit, GameSetup } from './army.js';
import type { At } from './choice.js';
import { geometryOrIllegal } from './geometry-or-illegal.js';
import { IllegalChoice } from './rule-error.js';
import type { ModelState } from './state.js';

/**
 * A unit's `count` models formed up around its Officer at `at`, facing `facing`
 * degrees (rulebook p.14 Unit Coherency), or an IllegalChoice when they cannot be.
 */
export function formedUpModels(
  unit: ArmyUnit,
  count: number,
  at: At,
  facing: number,
): ModelState[] {
  const placements = geometryOrIllegal('rulebook p.14 Unit Coherency', () =>
    formUp(
      { models: count, base: unit.footprint, formation: unit.formation },
      point(at[0], at[1]),
      radians(facing),
    ),
  );
  return placements.map((p, i) => ({
    id: `${unit.id}#${i + 1}`,
    x: p.at.x,
    y: p.at.y,
    facing: p.facing,
  }));
}

/** formedUpModels with its refusal returned rather than thrown (a formation that rarely fails to form up). */
export function formedUpModelsOrRefusal(
  unit: ArmyUnit,
  count: number,
  at: At,
  facing: number,
): ModelState[] | IllegalChoice {
  try {
    return formedUpModels(unit, count, at, facing);
  } catch (error) {
    if (error instanceof IllegalChoice) return error;
    throw error;
  }
}

/**
 * A model set on the table stands on the battlefield (rulebook p.8), overlaps no
 * model (p.10 Footprints) and no terrain Impassable to its unit (pp.41-42);
 * otherwise an IllegalChoice naming the rule broken.
 */
export function checkModelStands(
  setup: GameSetup,
  table: Table,
  tableUnit: TableUnit,
  modelId: string,
  footprint: Shape,
): void {
  const refusal = modelStandsRefusal(setup, table, tableUnit, modelId, footprint);
  if (refusal !== undefined) throw refusal;
}

/** Why checkModelStands (same arguments) refuses the model, returned rather than thrown; undefined when it stands. */
export function modelStandsRefusal(
  setup: GameSetup,
  table: Table,
  tableUnit: TableUnit,
  modelId: string,
  footprint: Shape,
): IllegalChoice | undefined {
  if (!insideRegion(footprint, battlefieldArea(setup.battlefield))) {
    return new IllegalChoice(
      'rulebook p.8 The Battlefield',
      `${modelId} would be off the battlefield`,
    );
  }
  const other = firstOverlapped(table.models, footprint);
  if (other !== undefined) {
    return new IllegalChoice('rulebook p.10 Footprints', `${modelId} would overlap ${other.id}`);
  }
  const closed = table.terrain.find(
    (piece) => treatmentOf(piece, tableUnit) === 'impassable' && overlaps(piece.area, footprint),
  );
  if (closed !== undefined) {
    return new IllegalChoice(
      'rulebook pp.41-42 Impassable Terrain',
      `${modelId} would stand in ${closed.name}`,
    );
  }
  return undefined;
}
