import type { Row } from '../db/database.js';

/** A timestamp column as ISO text (both drivers return Date objects for timestamptz). */
export function isoTime(value: unknown): string {
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}

/** A text column. */
export function text(row: Row, column: string): string {
  return String(row[column]);
}

/** JSON text for a `$n::json` parameter. */
export function json(value: unknown): string {
  return JSON.stringify(value);
}
