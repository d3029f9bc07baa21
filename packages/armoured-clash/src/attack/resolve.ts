import { runStep } from '../rules/rules-in-play.js';
import { type DamageOutcome, sufferDamage, untouched } from './damage.js';
import { damageFromHits } from './loss-defences.js';
import type { PreparedAttack } from './prepare.js';
import type { PoolTally } from './tally.js';

/** What an attack roll did, from the tallied pool to the target's losses. */
export interface AttackOutcome {
  /** The pool after results were converted (Veteran). */
  readonly tally: PoolTally;
  readonly hits: number;
  readonly target: DamageOutcome;
  /** Damage the attacking unit suffers from its own attack (Overcharge). */
  readonly attackerDamage: number;
  /** The building the target Garrisons is Wrecked (Siegebreaker). */
  readonly buildingWrecked: boolean;
}

/**
 * Everything of an attack roll after the dice: conversions, the Apply Damage
 * step (hits to Damage per point of Defence, excess discarded, rulebook p.33;
 * each model's own Defence in the order of removal, attack/loss-defences.ts),
 * Damage applied to the target (p.34), the end of the step and what follows
 * once the attack is resolved. Deterministic: the
 * sampled roll and the exact odds both pass each tally through this function.
 */
export function resolvePool(prepared: PreparedAttack, rolled: PoolTally): AttackOutcome {
  const { attack, rules, defence } = prepared;
  const tally = runStep(rules, 'convertResults', rolled, attack);
  const losses = { defence, defences: prepared.lossDefences };
  const fromHits = damageFromHits(tally.hits, losses, attack.target);
  const { damage } = runStep(rules, 'damageFromHits', { hits: tally.hits, ...fromHits }, attack);
  const start = untouched(attack.target.models, attack.target.damage);
  const applied = sufferDamage(start, damage, attack.target.damageLimit);
  const end = runStep(
    rules,
    'endOfApplyDamage',
    { tally, target: applied, attackerDamage: 0, buildingWrecked: false },
    attack,
  );
  const target = runStep(rules, 'attackResolved', end.target, attack);
  return {
    tally,
    hits: tally.hits,
    target,
    attackerDamage: end.attackerDamage,
    buildingWrecked: end.buildingWrecked,
  };
}
