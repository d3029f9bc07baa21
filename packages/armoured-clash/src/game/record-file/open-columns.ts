import type { GridColumn } from '../../profile/armaments.js';
import type { ArmyUnit, GameSetup } from '../army.js';

/** A grid column as JSON carries it: a column printed "6+" has no highest count, Infinity written as null. */
interface RecordedColumn {
  readonly from: number;
  readonly to: number | null;
}

function columnRead(column: RecordedColumn): GridColumn {
  return column.to === null
    ? { from: column.from, to: Number.POSITIVE_INFINITY }
    : { from: column.from, to: column.to };
}

function unitRead(unit: ArmyUnit): ArmyUnit {
  const columns: readonly RecordedColumn[] = unit.armaments.columns;
  if (!columns.some((column) => column.to === null)) return unit;
  return { ...unit, armaments: { ...unit.armaments, columns: columns.map(columnRead) } };
}

/**
 * rulebook p.13 Armaments Grid: a setup read from JSON (a record), its open
 * columns ("6+": `to` null) read back as the game holds them (`to` Infinity),
 * so that it replays as the game it was written from. The setup given is not
 * changed; without open columns it is returned as it is.
 */
export function openColumnsRead(setup: GameSetup): GameSetup {
  const { a, b } = setup.generals;
  const units = { a: a.units.map(unitRead), b: b.units.map(unitRead) };
  const same = (['a', 'b'] as const).every((side) =>
    units[side].every((unit, i) => unit === setup.generals[side].units[i]),
  );
  if (same) return setup;
  return {
    ...setup,
    generals: { a: { ...a, units: units.a }, b: { ...b, units: units.b } },
  };
}
