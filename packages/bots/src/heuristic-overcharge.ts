import {
  ARMOURED_CLASH_RULES,
  type AttackOdds,
  type CardValueCounts,
  type GameSetup,
  type PlayerView,
  armyUnit,
  attackOdds,
  countValues,
  planRangedAttack,
  totalCards,
} from '@warroom/armoured-clash';
import { DAMAGE_WORTH_VP, type Units, lossWorth, tryIt } from './heuristic-odds.js';

/** An Overcharge is declared when the exact odds say it gains at least this many Victory Points. */
export const OVERCHARGE_GAIN_VP = 0.1;

/**
 * glossary: Overcharge: the cards the view's General may reveal, by Value: as
 * far as it knows, every card of its deck neither in its hand nor discarded;
 * with none left, its discard pile (shuffled into a new deck first).
 */
export function ownDeckLeft(setup: GameSetup, view: PlayerView): CardValueCounts {
  const cards = setup.generals[view.as].deck.cards;
  const { hand, discardPile, deckSize } = view.own;
  const seen = new Set([...hand, ...discardPile]);
  const left = deckSize > 0 ? cards.map((_, id) => id).filter((id) => !seen.has(id)) : discardPile;
  return countValues(left.map((id) => cards[id]?.value ?? 0));
}

/**
 * The Victory Points `unit` is expected to give up to its own Overcharge's
 * Blanks (glossary: Overcharge: a Damage each): the models the Damage would
 * Destroy, on top of the Damage it has, as a share of its worth.
 */
export function overchargeCost(
  setup: GameSetup,
  units: Units,
  unit: string,
  odds: AttackOdds,
): number {
  const standing = units[unit]?.models.length ?? 0;
  const has = units[unit]?.damage ?? 0;
  const limit = Math.max(1, armyUnit(setup, unit).damageLimit);
  let lost = 0;
  odds.attackerDamage.forEach((p, damage) => {
    lost += p * Math.min(standing, Math.floor((has + damage) / limit));
  });
  return lossWorth(setup, units, unit, lost);
}

/** What an attack's odds are worth against `target`: its expected losses, and a little for Damage. */
function oddsWorth(setup: GameSetup, units: Units, target: string, odds: AttackOdds): number {
  return (
    lossWorth(setup, units, target, odds.expected.modelsDestroyed) +
    odds.expected.damage * DAMAGE_WORTH_VP
  );
}

/**
 * glossary: Overcharge on a Ranged Attack: the Victory Points declaring it
 * gains, by the exact odds (the card's Value weighed against the General's
 * deck, less the models its Blanks are expected to cost); undefined when the
 * attack cannot be planned.
 */
export function rangedOverchargeGain(
  setup: GameSetup,
  view: PlayerView,
  attacker: string,
  target: string,
  aimed: boolean,
): number | undefined {
  const plan = tryIt(() => planRangedAttack(setup, view, attacker, target, aimed));
  const deck = ownDeckLeft(setup, view);
  if (plan === undefined || totalCards(deck) === 0) return undefined;
  const plain = attackOdds(plan.attack, ARMOURED_CLASH_RULES);
  const overcharged = attackOdds(plan.attack, ARMOURED_CLASH_RULES, {
    overchargeDeck: deck,
  });
  return (
    oddsWorth(setup, view.units, target, overcharged) -
    overchargeCost(setup, view.units, attacker, overcharged) -
    oddsWorth(setup, view.units, target, plain)
  );
}
