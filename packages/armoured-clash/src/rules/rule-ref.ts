import { rememberedFold } from './folded-names.js';

/** A special rule, weapon quality or status named on a profile, with its X value if it has one. */
export interface RuleRef {
  readonly name: string;
  readonly x?: number;
}

const WITH_X = /^(.*?)\s*\(\s*(\d+)\s*"?\s*\)\s*$/;

/** Reads a profile's text such as `Veteran (2)` or `Devastating` (glossary: X Values). */
export function parseRuleRef(text: string): RuleRef {
  const trimmed = text.trim();
  const match = WITH_X.exec(trimmed);
  if (match?.[1] !== undefined && match[2] !== undefined) {
    return { name: match[1], x: Number(match[2]) };
  }
  return { name: trimmed };
}

const WITH_TRAIT = /^(.*?)\s*\(\s*([^()]*?[^()\d\s"][^()]*?)\s*\)$/;

/** The name and Trait of a rule whose X is a Trait, as `Terrifying (Undead)`; undefined for other texts. */
export function ruleTrait(
  ref: RuleRef,
): { readonly name: string; readonly trait: string } | undefined {
  if (ref.x !== undefined) return undefined;
  const match = WITH_TRAIT.exec(ref.name.trim());
  return match?.[1] === undefined || match[2] === undefined
    ? undefined
    : { name: match[1], trait: match[2] };
}

export function formatRuleRef(ref: RuleRef): string {
  return ref.x === undefined ? ref.name : `${ref.name} (${ref.x})`;
}

// A profile's list of rules never changes: its names are folded to lower case once per list,
// and the few names the engine asks for once each.
const namesOfRefs = new WeakMap<readonly RuleRef[], ReadonlySet<string>>();
const lowerCase = rememberedFold((name) => name.toLowerCase());

/** Whether a list of rules names `name` (case-insensitive). */
export function lookUpName(refs: readonly RuleRef[], name: string): boolean {
  if (refs.length === 0) return false;
  let names = namesOfRefs.get(refs);
  if (names === undefined) {
    names = new Set(refs.map((ref) => ref.name.toLowerCase()));
    namesOfRefs.set(refs, names);
  }
  return names.has(lowerCase(name));
}

/** The first rule of a list named `name` (case-insensitive), asked of lookUpName first: most lists do not name it. */
export function findNamed(refs: readonly RuleRef[], name: string): RuleRef | undefined {
  if (!lookUpName(refs, name)) return undefined;
  const wanted = lowerCase(name);
  return refs.find((ref) => ref.name.toLowerCase() === wanted);
}
