import type { Attack } from '../attack/attack.js';
import type { AttackHooks, AttackStep, AttackStepValues, FaceReads } from './hooks.js';
import type { RuleEntry } from './rule-entry.js';
import { type RuleRef, formatRuleRef, ruleTrait } from './rule-ref.js';
import { type RuleRegistry, lookUpRule } from './registry.js';

/** One rule acting in an attack: its handlers for the side that holds it, and its X. */
export interface RuleInPlay {
  readonly entry: RuleEntry;
  readonly hooks: AttackHooks;
  readonly x: number;
}

/** A rule named on a profile that cannot be used as written. */
export class RuleError extends Error {
  override readonly name = 'RuleError';
}

// A registry and a profile's rules never change: each rule named is checked once per registry (the game checks them at every step).
const checkedRefs = new WeakMap<RuleRegistry, WeakMap<RuleRef, RuleEntry | string>>();

/**
 * The entry of a rule named on a profile, or what is wrong with the name: a
 * rule the engine does not know, or an X value the rule does not take.
 */
export function checkRuleRef(ref: RuleRef, registry: RuleRegistry): RuleEntry | string {
  let checked = checkedRefs.get(registry);
  if (checked === undefined) {
    checked = new WeakMap();
    checkedRefs.set(registry, checked);
  }
  const known = checked.get(ref);
  if (known !== undefined) return known;
  const found = checkRuleRefAnew(ref, registry);
  checked.set(ref, found);
  return found;
}

function checkRuleRefAnew(ref: RuleRef, registry: RuleRegistry): RuleEntry | string {
  const entry = lookUpRule(registry, ref.name);
  if (entry === undefined) return `unknown rule "${formatRuleRef(ref)}"`;
  if (entry.xIsTrait === true) {
    return ruleTrait(ref) === undefined
      ? `"${entry.name} (X)" needs a Trait as X, got "${formatRuleRef(ref)}"`
      : entry;
  }
  if (entry.takesX && (ref.x === undefined || !Number.isInteger(ref.x) || ref.x < 0)) {
    return `"${entry.name} (X)" needs a whole number X, got "${formatRuleRef(ref)}"`;
  }
  if (!entry.takesX && ref.x !== undefined) {
    return `"${entry.name}" takes no X value, got "${formatRuleRef(ref)}"`;
  }
  return entry;
}

/**
 * The rules acting in an attack, in hook order: core rules in every attack, weapon
 * qualities, the attacker's rules, the target's rules.
 */
export function rulesInPlay(attack: Attack, registry: RuleRegistry): readonly RuleInPlay[] {
  const core = [...registry.values()]
    .filter((entry) => entry.inEveryAttack === true)
    .map((entry) => ({ entry, hooks: entry.whenAttacking ?? {}, x: 0 }));
  const held: [RuleRef, 'whenAttacking' | 'whenTargeted'][] = [
    ...attack.weapon.qualities.map((r): [RuleRef, 'whenAttacking'] => [r, 'whenAttacking']),
    ...attack.attackerRules.map((r): [RuleRef, 'whenAttacking'] => [r, 'whenAttacking']),
    ...attack.target.rules.map((r): [RuleRef, 'whenTargeted'] => [r, 'whenTargeted']),
  ];
  const named = held.map(([ref, side]) => {
    const found = checkRuleRef(ref, registry);
    if (typeof found === 'string') throw new RuleError(found);
    return { entry: found, hooks: found[side] ?? {}, x: ref.x ?? 0 };
  });
  return [...core, ...named];
}

/** Passes `value` through every handler of `step`, in hook order. */
export function runStep<S extends AttackStep>(
  rules: readonly RuleInPlay[],
  step: S,
  value: AttackStepValues[S],
  attack: Attack,
): AttackStepValues[S] {
  let current = value;
  for (const rule of rules) {
    const handler = rule.hooks[step];
    if (handler !== undefined) current = handler(current, attack, rule.x);
  }
  return current;
}

/** Every pool result the rules in play read. */
export function faceReads(rules: readonly RuleInPlay[], attack: Attack): readonly FaceReads[] {
  return rules.flatMap((rule) => rule.entry.reads?.(rule.x, attack) ?? []);
}
