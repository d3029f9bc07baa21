import type { ArmamentsGrid, ArmamentsRow, GridColumn } from './armaments.js';

/**
 * The checks of an Armaments Grid (rulebook p.13) that every reader of one
 * makes, an ORBAT's (forces: orbat/check-unit.ts) as a record's setup
 * (game/record-file/setup-schema.ts): each count the grid is read by falls in
 * exactly one column, and each row gives one value per column.
 */

/** A column as printed: `3`, `1-2`, or `6+` (no highest count: `to` is Infinity). */
export function formatColumnHeading(column: GridColumn): string {
  if (column.to === Number.POSITIVE_INFINITY) return `${column.from}+`;
  return column.from === column.to ? String(column.from) : `${column.from}-${column.to}`;
}

/**
 * The counts a grid must cover: models from 1 to the most the unit can have
 * (rulebook p.13), or the Damage a Behemoth has suffered, from 0 to below its
 * Damage Limit (rulebook p.49).
 */
export function gridReadRange(
  readsBy: ArmamentsGrid['readsBy'],
  unit: { readonly mostModels: number; readonly damageLimit: number },
): readonly [lowest: number, highest: number] {
  return readsBy === 'models' ? [1, unit.mostModels] : [0, unit.damageLimit - 1];
}

/**
 * What is wrong with a grid's columns for counts `lowest` to `highest`: every
 * count must fall in exactly one column, or the grid cannot be read for it.
 */
export function columnCoverageProblems(
  columns: readonly GridColumn[],
  lowest: number,
  highest: number,
): string[] {
  const problems: string[] = [];
  columns.forEach((column, i) => {
    if (column.from > column.to) {
      problems.push(`column ${i + 1} (${formatColumnHeading(column)}) runs backwards`);
    }
  });
  const missing: number[] = [];
  const twice: number[] = [];
  for (let count = lowest; count <= highest; count++) {
    const holding = columns.filter((c) => count >= c.from && count <= c.to).length;
    if (holding === 0) missing.push(count);
    if (holding > 1) twice.push(count);
  }
  if (missing.length > 0) problems.push(`no column for ${missing.join(', ')}`);
  if (twice.length > 0) problems.push(`more than one column for ${twice.join(', ')}`);
  return problems;
}

/** The problems of a grid's columns, each saying which counts the grid must cover. */
export function gridColumnsProblems(
  grid: ArmamentsGrid,
  unit: { readonly mostModels: number; readonly damageLimit: number },
): string[] {
  const [lowest, highest] = gridReadRange(grid.readsBy, unit);
  return columnCoverageProblems(grid.columns, lowest, highest).map(
    (problem) => `${problem} (the grid must cover ${lowest}-${highest} ${grid.readsBy})`,
  );
}

/** A row's values per column, as a profile or a record's JSON carries them (ArmamentsRow). */
export interface GridRowValues {
  readonly dice: ArmamentsRow['dice'];
  readonly alternateDice?: ArmamentsRow['alternateDice'] | undefined;
}

/** A row's values that do not match the grid's columns: which field, and how many values for how many columns. */
export function rowValuesProblems(
  row: GridRowValues,
  columns: number,
): { readonly field: 'dice' | 'alternateDice'; readonly message: string }[] {
  return (['dice', 'alternateDice'] as const).flatMap((field) => {
    const values = row[field];
    return values === undefined || values.length === columns
      ? []
      : [{ field, message: `${values.length} values for ${columns} columns` }];
  });
}
