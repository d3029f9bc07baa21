/**
 * Things picked in order, as the General names them: the models of a standing
 * order of losses (rulebook pp.34-35), a Precision's models (glossary:
 * Precision), a demise's attacks (glossary: Spectacular Demise (X)). Pure, so
 * the pickers' behaviour is tested without a browser.
 */

/** The model ids of a unit of `models` models, as the engine names them (`unit#1` to `unit#n`). */
export function modelIdsOf(unit: string, models: number): string[] {
  return Array.from({ length: models }, (_, i) => `${unit}#${i + 1}`);
}

/** A model in words: "model 3" for `unit#3`. */
export function modelWords(model: string): string {
  const hash = model.lastIndexOf('#');
  return hash < 0 ? model : `model ${model.slice(hash + 1)}`;
}

/** The picks with `item` added at the end (once). */
export function picked(picks: readonly string[], item: string): string[] {
  return picks.includes(item) ? picks.slice() : [...picks, item];
}

/** The picks made before `item` (all of them when it is not picked). */
export function pickedBefore(picks: readonly string[], item: string): string[] {
  const at = picks.indexOf(item);
  return at < 0 ? picks.slice() : picks.slice(0, at);
}

/** The picks without `item`. */
export function unpicked(picks: readonly string[], item: string): string[] {
  return picks.filter((p) => p !== item);
}

/** The list with the item at `index` moved by `by` places (kept within the list). */
export function moved(list: readonly string[], index: number, by: number): string[] {
  const to = Math.min(list.length - 1, Math.max(0, index + by));
  const next = list.slice();
  const [item] = next.splice(index, 1);
  if (item === undefined) return list.slice();
  next.splice(to, 0, item);
  return next;
}
