import { point, rectangle } from '@warroom/engine';
import type { Side, TableModel, TableUnit } from '../battlefield/table.js';
import type { ArmyUnit, GameSetup } from './army.js';
import type { ModelState } from './state.js';

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
