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
