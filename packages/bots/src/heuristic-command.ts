import {
  ARMOURED_CLASH_RULES,
  type Attack,
  type Choice,
  type Decision,
  type GameSetup,
  type PlayerView,
  armyUnit,
  attackOdds,
  boostAttack,
} from '@warroom/armoured-clash';
import type { Boost } from './heuristic-close-quarters.js';

/**
 * A card spent on a Command is lost for bids, Interference and its Conquest
 * Objective: the heuristic issues one only when the exact odds say the attack
 * gains at least this many expected Victory Points from it.
 */
export const COMMAND_GAIN_VP = 0.1;
/** The lowest card kept for Interference (rulebook p.38: only a higher Value than the Command's makes it fail). */
export const INTERFERE_CARD = 10;

/** A card's Value, by its id. */
export type CardValue = (card: number) => number;

/**
 * Whether `card` may go on a Command: every card below INTERFERE_CARD, and a
 * high one only while the hand keeps another for Interference (rulebook p.38).
 */
export function spendable(view: PlayerView, value: CardValue, card: number): boolean {
  if (value(card) < INTERFERE_CARD) return true;
  return view.own.hand.filter((c) => c !== card && value(c) >= INTERFERE_CARD).length > 0;
}

/** The attack boosted by the Effect of the Command on `card`, as the engine boosts it (game/commands). */
export function commandBoost(setup: GameSetup, view: PlayerView, card: number): Boost | undefined {
  const command = setup.generals[view.as].deck.cards[card]?.command;
  return command === undefined ? undefined : boostAttack(command.name, command.effects ?? []);
}

/** The card a choice issues a Command with, if any. */
export function commandCard(choice: Choice): number | undefined {
  switch (choice.kind) {
    case 'intercept':
    case 'overrun':
      return choice.card;
    case 'rangedAttack':
    case 'opportunityFire':
    case 'closeQuartersAttack':
    case 'activate':
    case 'doubleTime':
    case 'suppressionTest':
    case 'targetedByRangedAttack':
    case 'enemyEndsMove':
    case 'attackRerolls':
      return choice.command;
    default:
      return undefined;
  }
}

/** Expected Victory Points of an attack on `target`: the share of its models expected to die times its rating. */
export function expectedVictoryPoints(
  setup: GameSetup,
  view: PlayerView,
  attack: Attack,
  target: string,
): number {
  const odds = attackOdds(attack, ARMOURED_CLASH_RULES);
  const models = Math.max(1, view.units[target]?.models.length ?? 1);
  return (odds.expected.modelsDestroyed / models) * armyUnit(setup, target).victoryPoints;
}

/**
 * rulebook p.37: among `options` (the same declaration with a Command, or
 * without), the one whose Command's Effect gains the most by `gain` (expected
 * Victory Points, by the exact odds of the attack it boosts), when that is at
 * least COMMAND_GAIN_VP and its card may be spent (a high card is kept for
 * Interference); otherwise undefined (no Command).
 */
export function bestCommand(
  setup: GameSetup,
  view: PlayerView,
  options: readonly Choice[],
  value: CardValue,
  gain: (boost: Boost) => number,
): Choice | undefined {
  let best: { choice: Choice; gain: number } | undefined;
  for (const option of options) {
    const card = commandCard(option);
    if (card === undefined || !spendable(view, value, card)) continue;
    const boost = commandBoost(setup, view, card);
    const gained = boost === undefined ? 0 : gain(boost);
    if (gained >= COMMAND_GAIN_VP && (best === undefined || gained > best.gain)) {
      best = { choice: option, gain: gained };
    }
  }
  return best?.choice;
}

/**
 * rulebook p.37: the listed Ranged Attack on `target` with a Command, when its
 * Effect (the attack boosted as the engine boosts it, game/commands) gains the
 * most expected Victory Points by the exact odds, and at least COMMAND_GAIN_VP;
 * otherwise undefined (the attack is made without a Command).
 */
export function commandWorthIssuing(
  setup: GameSetup,
  view: PlayerView,
  decision: Decision,
  planned: Attack,
  target: string,
  value: CardValue,
): Choice | undefined {
  const plain = expectedVictoryPoints(setup, view, planned, target);
  const options = decision.options.filter(
    (o) => o.kind === 'rangedAttack' && o.target === target && o.command !== undefined,
  );
  return bestCommand(
    setup,
    view,
    options,
    value,
    (boost) => expectedVictoryPoints(setup, view, boost(planned), target) - plain,
  );
}
