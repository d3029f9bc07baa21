import {
  ARMOURED_CLASH_RULES,
  type At,
  type Attack,
  type Choice,
  type CloseQuartersPlan,
  type CloseQuartersStrikePlan,
  type GameSetup,
  ROAD_BONUS,
  type OverchargeDecks,
  type PlayerView,
  armyUnit,
  closeQuartersStrikeOdds,
  guidedEndWithin,
  planChargeCloseQuarters,
  planCloseQuarters,
  plannedBonus,
  plannedCharge,
  type TableState,
} from '@warroom/armoured-clash';
import { DAMAGE_WORTH_VP, type Units, lossWorth, tryIt } from './heuristic-odds.js';
import { chargeContacts } from './charge-contacts.js';
import { stateSeenBy } from './heuristic-view-state.js';
import { overchargeCost } from './heuristic-overcharge.js';

/** An attack as it is made, or boosted by a Command's Effect (heuristic-command.ts). */
export type Boost = (attack: Attack) => Attack;

const unboosted: Boost = (attack) => attack;

/** The share of a unit's `models` still standing after `lost` are expected to be Destroyed. */
function standingShare(models: number, lost: number): number {
  return models <= 0 ? 0 : Math.max(0, 1 - lost / models);
}

/**
 * The expected Victory Points a Close Quarters Combat the engine planned
 * (`planCloseQuarters`, rulebook pp.28-29) gains the charging side, by the
 * exact odds of each strike: what the charging unit's attack (boosted by
 * `boost`, a Command) is expected to destroy, less what the Retaliations are.
 * The plan makes each attack with the models standing before the first: a
 * later attack is scaled down by the share of its unit the earlier ones are
 * expected to destroy (the target's Retaliation after the Charge, or with the
 * Defensive Advantage the charging unit's attack after the Retaliations).
 * An attack whose unit `overcharged` names is weighed Overcharged against that
 * deck (glossary: Overcharge), the models its Blanks are expected to cost its
 * own unit counted against its side.
 */
export function closeQuartersPlanValue(
  setup: GameSetup,
  units: Units,
  plan: CloseQuartersPlan,
  boost: Boost = unboosted,
  overcharged: OverchargeDecks = {},
): number {
  const made = plan.strikes.map((strike: CloseQuartersStrikePlan) => ({
    attacker: strike.attacker,
    attack: strike.retaliation ? strike.attack : boost(strike.attack),
  }));
  const odds = closeQuartersStrikeOdds(made, ARMOURED_CLASH_RULES, overcharged);
  const strikes = plan.strikes.map((strike, i) => ({ strike, odds: odds[i]! }));
  const selfInflicted = strikes.reduce((total, { strike, odds: o }) => {
    if (overcharged[strike.attacker] === undefined) return total;
    const cost = overchargeCost(setup, units, strike.attacker, o);
    return strike.retaliation ? total - cost : total + cost;
  }, 0);
  const charging = strikes.filter((s) => !s.strike.retaliation);
  const retaliating = strikes.filter((s) => s.strike.retaliation);
  const sum = (list: typeof strikes): number =>
    list.reduce((total, s) => total + s.odds.expected.modelsDestroyed, 0);
  const attackerModels = units[plan.attacker]?.models.length ?? 0;
  const targetModels = units[plan.target]?.models.length ?? 0;
  const chargingShare = plan.defensiveAdvantage
    ? standingShare(attackerModels, sum(retaliating))
    : 1;
  const dealt = sum(charging) * chargingShare;
  const damage = charging.reduce((total, s) => total + s.odds.expected.damage, 0) * chargingShare;
  const taken = retaliating.reduce((total, s) => {
    const fromTarget = s.strike.attacker === plan.target && !plan.defensiveAdvantage;
    return (
      total +
      s.odds.expected.modelsDestroyed * (fromTarget ? standingShare(targetModels, dealt) : 1)
    );
  }, 0);
  return (
    lossWorth(setup, units, plan.target, dealt) +
    damage * DAMAGE_WORTH_VP -
    lossWorth(setup, units, plan.attacker, taken) -
    selfInflicted
  );
}

/**
 * The expected Victory Points of the Close Quarters Combat the active unit's
 * Charge began (the engine's `planCloseQuarters` on the view), or undefined
 * when there is none to plan. `overcharged`: the decks of the units whose
 * Overcharge is weighed (glossary: Overcharge; whether a Retaliation was
 * declared Overcharged is hidden from the charging General).
 */
export function closeQuartersValue(
  setup: GameSetup,
  view: PlayerView,
  boost: Boost = unboosted,
  overcharged: OverchargeDecks = {},
): number | undefined {
  const plan = tryIt(() => planCloseQuarters(setup, stateSeenBy(view)));
  return plan === undefined
    ? undefined
    : closeQuartersPlanValue(setup, view.units, plan, boost, overcharged);
}

/**
 * The expected Victory Points of a Charge of the active unit against `target`
 * placed by `charge` (rulebook p.24), by the engine's own plan of the combat it
 * would begin (`planChargeCloseQuarters`: Outflanking, Supported, Threatened,
 * Secondary Combatants, Storming and the Defensive Advantage where the Charge
 * ends); undefined when the engine refuses it.
 */
export function chargeValue(
  setup: GameSetup,
  view: PlayerView,
  charge: Extract<Choice, { kind: 'charge' }>,
): number | undefined {
  const plan = tryIt(() =>
    planChargeCloseQuarters(setup, stateSeenBy(view), charge.target, charge.at, charge.facing),
  );
  return plan === undefined ? undefined : closeQuartersPlanValue(setup, view.units, plan);
}

/** The target's models, nearest first, tried as the point of contact of a Charge. */
const CONTACTS_TRIED = 3;
/**
 * Shares of the target model's half-extent towards the charger tried as the gap
 * to leave: the product of box extents overestimates it off the axes.
 */
const REACH_SHARES = [1, 0.85, 0.7];

/** Kept over a Charge's Movement Limit (and the Road bonus) when a place is passed over as out of reach (inches): far more than the engine's tolerance. */
const LIMIT_MARGIN = 0.01;

/**
 * rulebook p.24 Charge: a place for the Officer in contact with one of the
 * target's nearest models, facing it (the target in its Front Arc), checked
 * with the engine's own rule, within the limits the Activation under way sets
 * (`activation`: Locomotor Boosters, Pathfinders); undefined when no place
 * tried is legal. `limit`, the Charge's Movement Limit when the decision
 * states it (p.16 Movement Limit; p.42 Roads may add ROAD_BONUS): a place
 * farther than that from the Officer, which the engine would refuse, is not
 * asked about.
 */
export function chargeTo(
  setup: GameSetup,
  state: TableState,
  unit: string,
  target: string,
  activation?: PlayerView['activation'],
  limit?: number,
): Choice | undefined {
  const { units } = state;
  // glossary: Locomotor Boosters, Pathfinders: the limits the Activation under way sets.
  const planning = { units, ...(activation === undefined ? {} : { activation }) };
  const bonus = plannedBonus(setup, planning, unit, 'charge');
  const officer = units[unit]?.models.find((m) => m.id === units[unit]?.officer);
  const from = officer ?? units[unit]?.models[0];
  if (from === undefined) return undefined;
  const contacts = chargeContacts(setup, state, target)
    .sort((m, n) => Math.hypot(m.x - from.x, m.y - from.y) - Math.hypot(n.x - from.x, n.y - from.y))
    .slice(0, CONTACTS_TRIED);
  const ownHalfDepth = armyUnit(setup, unit).footprint.depth / 2;
  const farthest =
    limit === undefined || officer === undefined ? Infinity : limit + ROAD_BONUS + LIMIT_MARGIN;
  for (const model of contacts) {
    const length = Math.hypot(model.x - from.x, model.y - from.y) || 1;
    const dir = { x: (model.x - from.x) / length, y: (model.y - from.y) / length };
    const along = Math.abs(dir.x * Math.cos(model.facing) + dir.y * Math.sin(model.facing));
    const across = Math.abs(-dir.x * Math.sin(model.facing) + dir.y * Math.cos(model.facing));
    const reach = (along * model.depth + across * model.width) / 2;
    const facing = (Math.atan2(dir.y, dir.x) * 180) / Math.PI;
    for (const share of REACH_SHARES) {
      const back = reach * share + ownHalfDepth;
      const at: At = [model.x - dir.x * back, model.y - dir.y * back];
      // The Officer's path is at least the straight line to where it ends.
      if (Math.hypot(at[0] - from.x, at[1] - from.y) > farthest) continue;
      if (!guidedEndWithin(setup, planning, unit, at)) continue;
      if (tryIt(() => plannedCharge(setup, state, unit, target, at, facing, bonus)) !== undefined)
        return { kind: 'charge', target, at, facing };
    }
  }
  return undefined;
}

/**
 * The Charge worth most among `targets` (chargeValue: the engine's plan of
 * the combat where it would end, by the exact odds), when it gains more than
 * `shooting` (the best Ranged Attack's expected Victory Points) and more than
 * nothing; undefined otherwise. `forced` (glossary: Berserk, Overrun) takes the
 * best placeable Charge whatever it is worth. `limit`: the Charge's Movement
 * Limit, when the decision states it (chargeTo).
 */
export function chargeWorthMaking(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  targets: readonly string[],
  shooting: number,
  forced = false,
  limit?: number,
): Choice | undefined {
  let best: { choice: Choice; value: number } | undefined;
  for (const target of targets) {
    const made = chargeTo(setup, view, unit, target, view.activation, limit);
    const planned = made?.kind === 'charge' ? chargeValue(setup, view, made) : undefined;
    // A Charge that must be made is made even when its combat cannot be planned ahead.
    const value = planned ?? (forced ? -Infinity : undefined);
    if (made === undefined || value === undefined) continue;
    if (!forced && (value <= 0 || value <= shooting)) continue;
    if (best === undefined || value > best.value) best = { choice: made, value };
  }
  return best?.choice;
}
