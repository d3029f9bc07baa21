import {
  type Choice,
  type GameSetup,
  type PlayerView,
  lookUpName,
  planCloseQuarters,
  totalCards,
} from '@warroom/armoured-clash';
import { closeQuartersPlanValue } from './heuristic-close-quarters.js';
import { tryIt } from './heuristic-odds.js';
import { OVERCHARGE_GAIN_VP, ownDeckLeft } from './heuristic-overcharge.js';
import { stateSeenBy } from './heuristic-view-state.js';

/**
 * glossary: Overcharge on a Close Quarters row: the Victory Points the view's
 * General gains by Overcharging `unit`'s attack in the combat the engine
 * plans now (the charging unit's, or a Retaliation's: rulebook p.28), by the
 * exact odds of every strike, the card weighed against its own deck and the
 * models its Blanks are expected to cost; undefined when the unit's row has no
 * Overcharge or nothing can be planned.
 */
export function closeQuartersOverchargeGain(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
): number | undefined {
  const plan = tryIt(() => planCloseQuarters(setup, stateSeenBy(view)));
  const strike = plan?.strikes.find((s) => s.attacker === unit);
  const deck = ownDeckLeft(setup, view);
  if (plan === undefined || strike === undefined || totalCards(deck) === 0) return undefined;
  if (!lookUpName(strike.attack.weapon.qualities, 'Overcharge')) return undefined;
  const plain = closeQuartersPlanValue(setup, view.units, plan);
  const overcharged = closeQuartersPlanValue(setup, view.units, plan, undefined, { [unit]: deck });
  // The plan's value is the charging side's: a Retaliation's gain is what it takes from it.
  return strike.retaliation ? plain - overcharged : overcharged - plain;
}

/** The charging unit's Close Quarters Attack, Overcharged when that gains at least OVERCHARGE_GAIN_VP. */
export function closeQuartersOverchargeWorthIt(
  setup: GameSetup,
  view: PlayerView,
): Choice | undefined {
  const unit = view.activation?.unit;
  const gain = unit === undefined ? undefined : closeQuartersOverchargeGain(setup, view, unit);
  return gain !== undefined && gain >= OVERCHARGE_GAIN_VP
    ? { kind: 'closeQuartersAttack', overcharge: true }
    : undefined;
}
