import { type Distribution, atLeast } from '@warroom/engine';
import { bar, percent, textTable } from './table.js';

/** Values less likely than this are left out of the human tables (never out of --json). */
export const SHOWN_PROBABILITY = 0.00005;
const BAR_WIDTH = 30;

/** A distribution as rows of value, probability of exactly it, of at least it, and a bar. */
export function distributionTable(title: string, d: Distribution, expected: number): string {
  const tail = atLeast(d);
  const max = Math.max(...d);
  const rows: string[][] = [];
  let hidden = false;
  d.forEach((p, value) => {
    if (p < SHOWN_PROBABILITY) {
      hidden ||= p > 0;
      return;
    }
    rows.push([String(value), percent(p), percent(tail[value] ?? 0), bar(p, max, BAR_WIDTH)]);
  });
  const note = hidden ? '\n  (values below 0.01% left out)' : '';
  const table = textTable([title, 'exactly', 'at least', ''], rows);
  return `${title} — expected ${expected.toFixed(3)}\n${table}${note}`;
}
