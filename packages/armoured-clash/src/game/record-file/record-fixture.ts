import { readFileSync } from 'node:fs';

const RANDOM_SKIRMISH = new URL('../../../../../data/games/random-skirmish.json', import.meta.url);

/** The example record, data/games/random-skirmish.json, as parsed JSON (made before rules versions were kept). */
export function exampleRecordJson(): Record<string, unknown> {
  return JSON.parse(readFileSync(RANDOM_SKIRMISH, 'utf8')) as Record<string, unknown>;
}

/** Every path to a value inside `value` (object keys and array indexes), the value's own path first. */
export function pathsIn(
  value: unknown,
  path: readonly (string | number)[] = [],
): (readonly (string | number)[])[] {
  const inside =
    value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, child]) =>
          pathsIn(child, [...path, Array.isArray(value) ? Number(key) : key]),
        )
      : [];
  return [path, ...inside];
}

/** A deep copy of `root` with the value at `path` replaced by `value` (deleted when `value` is undefined). */
export function changedAt(
  root: unknown,
  path: readonly (string | number)[],
  value: unknown,
): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  const parent = path
    .slice(0, -1)
    .reduce<Record<string | number, unknown>>(
      (at, key) => at[key] as Record<string | number, unknown>,
      copy,
    );
  const last = path[path.length - 1];
  if (last === undefined) return value;
  if (value === undefined && !Array.isArray(parent)) delete parent[last];
  else parent[last] = value;
  return copy;
}
