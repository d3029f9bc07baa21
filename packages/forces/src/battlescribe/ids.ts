/**
 * An ORBAT id from a name: lower-case words joined by hyphens
 * (`The Queen's Champion` → `the-queens-champion`, `Hit & Run` → `hit-and-run`).
 * A name with no letter or digit gives `fallback`.
 */
export function idFromName(name: string, fallback: string): string {
  const id = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return id === '' ? fallback : id;
}

/** Gives out ids from names, each once: a second `rifle-platoon` becomes `rifle-platoon-2`. */
export function uniqueIds(fallback: string): (name: string) => string {
  const used = new Set<string>();
  return (name) => {
    const base = idFromName(name, fallback);
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  };
}
