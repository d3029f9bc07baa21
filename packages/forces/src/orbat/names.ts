import type { TargetCategory } from '@warroom/armoured-clash';

export const TARGET_CATEGORY_NAMES: Record<TargetCategory, string> = {
  light: 'Light',
  heavy: 'Heavy',
  aerial: 'Aerial',
};

/** Normalises a name for matching: case, spacing and curly quotes do not count. */
export function nameKey(name: string): string {
  return name.trim().toLowerCase().replace(/[“”″]/g, '"').replace(/\s+/g, ' ');
}

/** The entry whose id is `ref`, or else whose name is `ref` (ignoring case and spacing). */
export function findByIdOrName<T extends { readonly id: string; readonly name: string }>(
  entries: readonly T[],
  ref: string,
): T | undefined {
  const wanted = nameKey(ref);
  return (
    entries.find((e) => e.id === ref.trim()) ?? entries.find((e) => nameKey(e.name) === wanted)
  );
}

/**
 * The entry whose name is `ref` (ignoring case and spacing), or else whose id
 * is `ref`: the order in which a printed list, which names things, is read.
 */
export function findByNameOrId<T extends { readonly id: string; readonly name: string }>(
  entries: readonly T[],
  ref: string,
): T | undefined {
  const wanted = nameKey(ref);
  return (
    entries.find((e) => nameKey(e.name) === wanted) ?? entries.find((e) => e.id === ref.trim())
  );
}
