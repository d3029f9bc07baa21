import type { GridColumn } from '@warroom/armoured-clash';

/** A column heading of the Armaments Grid as printed: `3`, `1-2`, `5-9` or `6+`. */
export const COLUMN_HEADING = /^(\d+)(?:-(\d+)|(\+))?$/;

/** Reads a column heading (already checked against COLUMN_HEADING). */
export function parseColumnHeading(heading: string): GridColumn {
  const match = COLUMN_HEADING.exec(heading.trim());
  if (match?.[1] === undefined) throw new RangeError(`"${heading}" is not a column heading`);
  const from = Number(match[1]);
  if (match[3] !== undefined) return { from, to: Number.POSITIVE_INFINITY };
  return { from, to: match[2] === undefined ? from : Number(match[2]) };
}

export function formatColumnHeading(column: GridColumn): string {
  if (column.to === Number.POSITIVE_INFINITY) return `${column.from}+`;
  return column.from === column.to ? String(column.from) : `${column.from}-${column.to}`;
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
