import { rememberedFold } from './folded-names.js';
import { ruleTrait } from './rule-ref.js';
import type { RuleEntry } from './rule-entry.js';

/** Rule entries keyed by name (case-insensitive, as profiles spell names variously). */
export type RuleRegistry = ReadonlyMap<string, RuleEntry>;

const key = rememberedFold((name) => name.trim().toLowerCase().replace(/\s+/g, ' '));

/** A registry of the given entries; two entries of one name are a mistake. */
export function createRegistry(entries: readonly RuleEntry[]): RuleRegistry {
  const registry = new Map<string, RuleEntry>();
  for (const entry of entries) {
    const k = key(entry.name);
    if (registry.has(k)) throw new Error(`rule "${entry.name}" is defined twice`);
    registry.set(k, entry);
  }
  return registry;
}

/**
 * The entry of a rule named on a profile: by its name, or for a rule whose X is
 * a Trait (`Terrifying (Undead)`) by the name before the Trait.
 */
export function lookUpRule(registry: RuleRegistry, name: string): RuleEntry | undefined {
  const exact = registry.get(key(name));
  if (exact !== undefined) return exact;
  const traitRule = ruleTrait({ name });
  const entry = traitRule === undefined ? undefined : registry.get(key(traitRule.name));
  return entry?.xIsTrait === true ? entry : undefined;
}
