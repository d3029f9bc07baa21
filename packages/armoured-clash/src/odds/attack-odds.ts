import { type Distribution, addMass, expectedValue, trim } from '@warroom/engine';
import type { Attack } from '../attack/attack.js';
import { prepareAttack } from '../attack/prepare.js';
import { resolvePool } from '../attack/resolve.js';
import { type Morale, checkForSuppression, suppressionTestFailure } from '../attack/suppression.js';
import type { RuleRegistry } from '../rules/registry.js';
import {
  type CardValueCounts,
  MAX_CARD_VALUE,
  MIN_CARD_VALUE,
  probabilityAbove,
  totalCards,
} from '../cards/card-values.js';
import { forEachTally, poolOdds } from './pool-odds.js';

/** The odds that a failed Suppression Test gives the target each Status (Cryo, Seismic). */
export interface StatusOdds {
  readonly suppressed: number;
  readonly activated: number;
  readonly disordered: number;
}

/**
 * A Suppression Test's odds: that it is taken, failed, and the failure makes the
 * unit Fall Back or Break, and gives it a Status (whether or not it has it already).
 */
export interface SuppressionOdds {
  readonly tested: number;
  readonly failed: number;
  readonly fallsBack: number;
  readonly breaks: number;
  readonly gains: StatusOdds;
}

/** Exact odds of every outcome of one attack roll. */
export interface AttackOdds {
  readonly hits: Distribution;
  readonly damage: Distribution;
  readonly modelsDestroyed: Distribution;
  /** Damage the attacker does to itself (Overcharge); certainly 0 otherwise. */
  readonly attackerDamage: Distribution;
  /** The probability that the building the target Garrisons is Wrecked (Siegebreaker). */
  readonly buildingWrecked: number;
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
  /**
   * The target stands within 6" of a friendly Commander (rulebook p.49): a
   * Disordered status the failed test gives (Seismic) is lost at once, unless
   * the unit Falls Back (where it ends is not weighed: counted as Disordered).
   */
  readonly steadied?: boolean;
  /**
   * rulebook p.35 Loss of an Officer: once `after` models are Destroyed the
   * Officer is among them and the unit, Disordered, tests at `morale` (the
   * game's removal order: game/loss-sequence.ts officerLostAfter).
   */
  readonly officerLost?: { readonly after: number; readonly morale: Morale };
}

/** What else the odds weigh besides the dice. */
export interface OddsQuery {
  /** The Suppression Test, against the cards left in the target General's deck. */
  readonly suppression?: SuppressionQuery;
  /**
   * The cards left in the attacking General's deck, when the attack is
   * Overcharged (glossary: Overcharge): the top card's Value, in dice, joins the pool.
   */
  readonly overchargeDeck?: CardValueCounts;
}

interface Accumulators {
  hits: Distribution;
  damage: Distribution;
  destroyed: Distribution;
  attackerDamage: Distribution;
  buildingWrecked: number;
  readonly test: {
    tested: number;
    failed: number;
    fallsBack: number;
    breaks: number;
    gains: { suppressed: number; activated: number; disordered: number };
  };
}

/** Adds the outcomes of one attack, weighted, to the running distributions. */
function accumulate(
  into: Accumulators,
  attack: Attack,
  registry: RuleRegistry,
  weight: number,
  suppression: SuppressionQuery | undefined,
): void {
  const prepared = prepareAttack(attack, registry);
  forEachTally(poolOdds(prepared.plan), (tally, probability) => {
    const p = weight * probability;
    const outcome = resolvePool(prepared, tally);
    into.hits = addMass(into.hits, outcome.hits, p);
    into.damage = addMass(into.damage, outcome.target.damageSuffered, p);
    into.destroyed = addMass(into.destroyed, outcome.target.modelsDestroyed, p);
    into.attackerDamage = addMass(into.attackerDamage, outcome.attackerDamage, p);
    if (outcome.buildingWrecked) into.buildingWrecked += p;
    if (suppression === undefined) return;
    const lost = suppression.officerLost;
    const morale =
      lost !== undefined && outcome.target.modelsDestroyed >= lost.after
        ? lost.morale
        : suppression.morale;
    const check = checkForSuppression(prepared, outcome.target, morale);
    if (!check.required) return;
    into.test.tested += p;
    if (check.passesAutomatically) return;
    const failed = p * probabilityAbove(suppression.deck, check.discipline);
    // rulebook p.26: the models an attack prioritising Exposed models ignores still count for a Break.
    const left = outcome.target.models + (attack.target.ignoredModels ?? 0);
    const failure = suppressionTestFailure(prepared, morale, left);
    into.test.failed += failed;
    if (failure.fallsBack) into.test.fallsBack += failed;
    if (failure.breaks) into.test.breaks += failed;
    for (const status of failure.gains) {
      const steadied = status === 'disordered' && suppression.steadied === true;
      if (!steadied || failure.fallsBack) into.test.gains[status] += failed;
    }
  });
}

/**
 * The exact distribution of an attack's outcomes: the pool's distribution,
 * each tally passed through the same resolution as a rolled one, the
 * Suppression Test weighed against the cards left in the target's deck, and an
 * Overcharge weighed against the cards left in the attacker's.
 */
export function attackOdds(
  attack: Attack,
  registry: RuleRegistry,
  query: OddsQuery = {},
): AttackOdds {
  const into: Accumulators = {
    hits: new Float64Array(1),
    damage: new Float64Array(1),
    destroyed: new Float64Array(1),
    attackerDamage: new Float64Array(1),
    buildingWrecked: 0,
    test: {
      tested: 0,
      failed: 0,
      fallsBack: 0,
      breaks: 0,
      gains: { suppressed: 0, activated: 0, disordered: 0 },
    },
  };
  const { suppression, overchargeDeck } = query;
  if (overchargeDeck === undefined) {
    accumulate(into, attack, registry, 1, suppression);
  } else {
    const cards = totalCards(overchargeDeck);
    if (cards === 0) throw new RangeError('the deck to Overcharge from holds no cards');
    for (let value = MIN_CARD_VALUE; value <= MAX_CARD_VALUE; value++) {
      const count = overchargeDeck[value] ?? 0;
      if (count === 0) continue;
      const situation = { ...attack.situation, overchargeCardValue: value };
      accumulate(into, { ...attack, situation }, registry, count / cards, suppression);
    }
  }
  const hits = trim(into.hits);
  const damage = trim(into.damage);
  const modelsDestroyed = trim(into.destroyed);
  return {
    hits,
    damage,
    modelsDestroyed,
    attackerDamage: trim(into.attackerDamage),
    buildingWrecked: into.buildingWrecked,
    expected: {
      hits: expectedValue(hits),
      damage: expectedValue(damage),
      modelsDestroyed: expectedValue(modelsDestroyed),
    },
    ...(suppression === undefined ? {} : { suppression: into.test }),
  };
}
