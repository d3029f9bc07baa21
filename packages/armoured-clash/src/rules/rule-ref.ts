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

/** Whether a list of rules names `name` (case-insensitive). */
export function lookUpName(refs: readonly RuleRef[], name: string): boolean {
  const wanted = name.toLowerCase();
  return refs.some((ref) => ref.name.toLowerCase() === wanted);
}
