import { type Distribution, addMass, expectedValue, trim } from '@warroom/engine';
import type { Attack } from '../attack/attack.js';
import { prepareAttack } from '../attack/prepare.js';
import { resolvePool } from '../attack/resolve.js';
import { type Morale, checkForSuppression, failedSuppressionTest } from '../attack/suppression.js';
import type { RuleRegistry } from '../rules/registry.js';
import { type CardValueCounts, probabilityAbove } from '../cards/card-values.js';
import { forEachTally, poolOdds } from './pool-odds.js';

/** A Suppression Test's odds: that it is taken, failed, and the failure makes the unit Fall Back or Break. */
export interface SuppressionOdds {
  readonly tested: number;
  readonly failed: number;
  readonly fallsBack: number;
  readonly breaks: number;
}

/** Exact odds of every outcome of one attack roll. */
export interface AttackOdds {
  readonly hits: Distribution;
  readonly damage: Distribution;
  readonly modelsDestroyed: Distribution;
  /** Damage the attacker does to itself (Overcharge); certainly 0 otherwise. */
  readonly attackerDamage: Distribution;
  readonly expected: {
    readonly hits: number;
    readonly damage: number;
    readonly modelsDestroyed: number;
  };
  readonly suppression?: SuppressionOdds;
}

/** The target's morale and the cards left in its General's deck, for the Suppression Test. */
export interface SuppressionQuery {
  readonly morale: Morale;
  readonly deck: CardValueCounts;
}

/**
 * The exact distribution of an attack's outcomes: the pool's distribution,
 * each tally passed through the same resolution as a rolled one, and the
 * Suppression Test weighed against the cards left in the target's deck.
 */
export function attackOdds(
  attack: Attack,
  registry: RuleRegistry,
  suppression?: SuppressionQuery,
): AttackOdds {
  const prepared = prepareAttack(attack, registry);
  let hits: Distribution = new Float64Array(1);
  let damage: Distribution = new Float64Array(1);
  let destroyed: Distribution = new Float64Array(1);
  let attackerDamage: Distribution = new Float64Array(1);
  const test = { tested: 0, failed: 0, fallsBack: 0, breaks: 0 };
  forEachTally(poolOdds(prepared.plan), (tally, p) => {
    const outcome = resolvePool(prepared, tally);
    hits = addMass(hits, outcome.hits, p);
    damage = addMass(damage, outcome.target.damageSuffered, p);
    destroyed = addMass(destroyed, outcome.target.modelsDestroyed, p);
    attackerDamage = addMass(attackerDamage, outcome.attackerDamage, p);
    if (suppression === undefined) return;
    const check = checkForSuppression(prepared, outcome.target, suppression.morale);
    if (!check.required) return;
    const failed = p * probabilityAbove(suppression.deck, check.discipline);
    const failure = failedSuppressionTest(suppression.morale, outcome.target.models);
    test.tested += p;
    test.failed += failed;
    if (failure.fallsBack) test.fallsBack += failed;
    if (failure.breaks) test.breaks += failed;
  });
  hits = trim(hits);
  damage = trim(damage);
  destroyed = trim(destroyed);
  return {
    hits,
    damage,
    modelsDestroyed: destroyed,
    attackerDamage: trim(attackerDamage),
    expected: {
      hits: expectedValue(hits),
      damage: expectedValue(damage),
      modelsDestroyed: expectedValue(destroyed),
    },
    ...(suppression === undefined ? {} : { suppression: test }),
  };
}
