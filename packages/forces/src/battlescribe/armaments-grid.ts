import { parseColumnHeading } from '../orbat/grid-columns.js';
import { TARGET_CATEGORY_NAMES } from '../orbat/names.js';
import type { UnitJson } from '../orbat/orbat-schema.js';
import type { ReadRow } from './attack-rows.js';

type Armaments = UnitJson['armaments'];
type RowJson = Armaments['rows'][number];

/** What the grid's rows say, and the rows that cannot join the grid, with why. */
export interface Grid {
  readonly armaments: Armaments;
  readonly dropped: readonly string[];
}

/** Dice of `row` in the order of `columns` (undefined when the headings differ). */
function inOrder(row: ReadRow, columns: readonly string[]): ReadRow | undefined {
  if (row.columns.length !== columns.length) return undefined;
  const at = columns.map((heading) => row.columns.indexOf(heading));
  if (at.some((i) => i < 0)) return undefined;
  const pick = (values: readonly number[]): number[] => at.map((i) => values[i] ?? 0);
  return {
    ...row,
    columns,
    dice: pick(row.dice),
    ...(row.alternateDice === undefined ? {} : { alternateDice: pick(row.alternateDice) }),
  };
}

function rowsJson(row: ReadRow): RowJson[] {
  const dice = { dice: [...row.dice] };
  const alternate =
    row.alternateDice === undefined ? {} : { alternateDice: [...row.alternateDice] };
  const qualities = [...row.qualities];
  if (row.kind.attack !== 'ranged') {
    return [{ attack: row.kind.attack, ...dice, ...alternate, qualities }];
  }
  const range = row.range ?? { short: 0, long: 0 };
  return row.kind.targets.map((target) => ({
    attack: 'ranged',
    target,
    range: { ...range },
    ...dice,
    ...alternate,
    qualities,
  }));
}

function kindOf(row: RowJson): string {
  return row.attack === 'ranged'
    ? `Ranged (${TARGET_CATEGORY_NAMES[row.target]})`
    : row.attack === 'melee'
      ? 'Melee'
      : 'Impact';
}

/** Rows for several Target Categories come after the rows for one, so that a unit's own row for a category wins. */
function targetsCount(row: ReadRow): number {
  return row.kind.attack === 'ranged' ? row.kind.targets.length : 1;
}

/**
 * Assembles the Armaments Grid from the weapon rows: the first row's columns
 * are the grid's, sorted from the lowest count up; rows with other columns, and
 * a second row of one kind (the first is kept), are dropped. A Ranged row for
 * several Target Categories gives one row for each, after the rows for one. With no rows, one column
 * spans `lowest`-`highest`.
 */
export function assembleGrid(
  rows: readonly ReadRow[],
  readsBy: Armaments['readsBy'],
  lowest: number,
  highest: number,
): Grid {
  const dropped: string[] = [];
  const [first] = rows;
  if (first === undefined) {
    const span = lowest === highest ? `${lowest}` : `${lowest}-${highest}`;
    return { armaments: { readsBy, columns: [span], rows: [] }, dropped };
  }
  const columns = [...first.columns].sort(
    (a, b) => parseColumnHeading(a).from - parseColumnHeading(b).from,
  );
  const json: RowJson[] = [];
  const ordered = [...rows].sort(
    (a, b) => Number(targetsCount(a) > 1) - Number(targetsCount(b) > 1),
  );
  for (const row of ordered) {
    const aligned = inOrder(row, columns);
    if (aligned === undefined) {
      dropped.push(
        `row "${row.name}" has columns ${row.columns.join(', ')}, the grid ${columns.join(', ')}`,
      );
      continue;
    }
    for (const each of rowsJson(aligned)) {
      const twin = json.find((r) => kindOf(r) === kindOf(each));
      if (twin === undefined) json.push(each);
      else {
        dropped.push(
          `a second ${kindOf(each)} row (from "${row.name}", dice ${each.dice.join('/')}): the ORBAT grid holds one row of each kind, the first (dice ${twin.dice.join('/')}) is kept`,
        );
      }
    }
  }
  return { armaments: { readsBy, columns, rows: json }, dropped };
}
