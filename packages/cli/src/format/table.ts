const NUMERIC = /^-?[\d.]+%?$/;

/** Lays out rows of cells as a text table: columns of numbers right-aligned, others left. */
export function textTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const numeric = header.map((_, i) => rows.every((r) => NUMERIC.test(r[i] ?? '')));
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, i) =>
        numeric[i] === true ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

/** A bar of `width` characters at most, for a value out of `max`. */
export function bar(value: number, max: number, width: number): string {
  if (max <= 0) return '';
  const eighths = Math.round((value / max) * width * 8);
  const blocks = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉'];
  return '█'.repeat(Math.floor(eighths / 8)) + (blocks[eighths % 8] ?? '');
}

export function percent(p: number): string {
  return `${(p * 100).toFixed(2)}%`;
}
