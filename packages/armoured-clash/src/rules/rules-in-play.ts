import type { Attack } from '../attack/attack.js';
import type { AttackHooks, AttackStep, AttackStepValues, FaceReads } from './hooks.js';
import type { RuleEntry } from './rule-entry.js';
import { formatRuleRef, type RuleRef } from './rule-ref.js';
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
    const entry = lookUpRule(registry, ref.name);
    if (entry === undefined) throw new RuleError(`unknown rule "${formatRuleRef(ref)}"`);
    if (entry.takesX && (ref.x === undefined || !Number.isInteger(ref.x) || ref.x < 0)) {
      throw new RuleError(
        `"${entry.name} (X)" needs a whole number X, got "${formatRuleRef(ref)}"`,
      );
    }
    if (!entry.takesX && ref.x !== undefined) {
      throw new RuleError(`"${entry.name}" takes no X value, got "${formatRuleRef(ref)}"`);
    }
    return { entry, hooks: entry[side] ?? {}, x: ref.x ?? 0 };
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
