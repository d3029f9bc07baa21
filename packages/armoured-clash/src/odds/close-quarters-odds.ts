import type { Attack } from '../attack/attack.js';
import { type CardValueCounts, totalCards } from '../cards/card-values.js';
import type { RuleRegistry } from '../rules/registry.js';
import { type AttackOdds, attackOdds } from './attack-odds.js';

/** One attack of a Close Quarters Combat as the odds read it (game/close-quarters-plan.ts). */
export interface CloseQuartersStrikeQuery {
  /** The unit making it. */
  readonly attacker: string;
  readonly attack: Attack;
}

/**
 * The cards left in the deck of the General of each unit whose Close Quarters
 * Attack is Overcharged (glossary: Overcharge), by unit: the charging unit's,
 * a Retaliation's, or both.
 */
export type OverchargeDecks = Readonly<Record<string, CardValueCounts>>;

/** glossary: Overcharge: a deck and discard pile with no card left reveal none, Value 0. */
const NO_CARD_VALUE = 0;

/**
 * The exact odds of each attack of a Close Quarters Combat (rulebook p.28),
 * each as planned: an attack whose unit `overcharged` names is weighed against
 * the Value of the top card of that deck (glossary: Overcharge, as a Ranged
 * Attack's: attackOdds' overchargeDeck), its Blanks' Damage in attackerDamage.
 */
export function closeQuartersStrikeOdds(
  strikes: readonly CloseQuartersStrikeQuery[],
  registry: RuleRegistry,
  overcharged: OverchargeDecks = {},
): AttackOdds[] {
  return strikes.map(({ attacker, attack }) => {
    const deck = overcharged[attacker];
    if (deck === undefined) return attackOdds(attack, registry);
    if (totalCards(deck) > 0) return attackOdds(attack, registry, { overchargeDeck: deck });
    const situation = { ...attack.situation, overchargeCardValue: NO_CARD_VALUE };
    return attackOdds({ ...attack, situation }, registry);
  });
}
