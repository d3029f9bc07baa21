/**
 * A name folded for comparison (a registry key: trimmed, lower case, single
 * spaces), remembered: profiles name few rules, and the game looks them up at
 * every step. A memo forgets everything once it holds NAMES_KEPT names (a
 * server reading many forces), so it stays small.
 */
const NAMES_KEPT = 4096;

export function rememberedFold(fold: (name: string) => string): (name: string) => string {
  const known = new Map<string, string>();
  return (name) => {
    const found = known.get(name);
    if (found !== undefined) return found;
    if (known.size >= NAMES_KEPT) known.clear();
    const folded = fold(name);
    known.set(name, folded);
    return folded;
  };
}
