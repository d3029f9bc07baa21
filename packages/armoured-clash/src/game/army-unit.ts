import { type Shape, point, rectangle } from '@warroom/engine';
import type { Side, TableModel, TableUnit } from '../battlefield/table.js';
import type { ArmyUnit, GameSetup } from './army.js';
import type { ModelState } from './state.js';

// A setup never changes during a game: its units are indexed by id once.
const unitIndexes = new WeakMap<GameSetup, ReadonlyMap<string, ArmyUnit>>();

function unitIndex(setup: GameSetup): ReadonlyMap<string, ArmyUnit> {
  const known = unitIndexes.get(setup);
  if (known !== undefined) return known;
  const index = new Map<string, ArmyUnit>();
  // General A's first: a unit id used twice is General A's unit.
  for (const unit of [...setup.generals.a.units, ...setup.generals.b.units])
    if (!index.has(unit.id)) index.set(unit.id, unit);
  unitIndexes.set(setup, index);
  return index;
}

/** Every unit of the setup by id, with its General's side. */
export function armyUnit(setup: GameSetup, id: string): ArmyUnit {
  const found = unitIndex(setup).get(id);
  if (found === undefined) throw new RangeError(`unknown unit ${id}`);
  return found;
}

/**
 * A model's Footprint where it stands: its base, or the outline of base and
 * hull (glossary: Extended Footprint), turned to its facing.
 */
export function footprintOf(unit: ArmyUnit, model: ModelState): TableModel['footprint'] {
  const outline = unit.footprint.outline;
  if (outline !== undefined) return outlineAt(outline, model);
  return rectangle(
    point(model.x, model.y),
    unit.footprint.width,
    unit.footprint.depth,
    model.facing,
  );
}

/** An outline around the centre, facing +x, turned to the model's facing and placed where it stands. */
function outlineAt(outline: readonly (readonly [number, number])[], model: ModelState): Shape {
  const c = Math.cos(model.facing);
  const s = Math.sin(model.facing);
  return {
    kind: 'polygon',
    points: outline.map(([x, y]) => point(model.x + x * c - y * s, model.y + x * s + y * c)),
  };
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
