import {
  generalCalled,
  ARMOURED_CLASH_RULES,
  type Attack,
  type AttackOdds,
  type GameState,
  IllegalChoice,
  type RuleRef,
  type Side,
  formatRuleRef,
  prepareAttack,
} from '@warroom/armoured-clash';
import { toPairs } from '@warroom/engine';
import { ApiError, badRequest } from '../api-error.js';

/** A unit of the game named in the query (`where`: `query.attacker`), or a 400 saying where. */
export function unitOf(state: GameState, id: string, where: string) {
  const unit = state.units[id];
  if (unit === undefined || id === '') {
    throw badRequest(`no unit "${id}" in this game`, {
      problems: [{ where, message: 'not a unit of this game' }],
    });
  }
  return unit;
}

/** The attacker named in the query, which must be a unit of the General asking. */
export function askersUnit(state: GameState, asker: Side, id: string) {
  const unit = unitOf(state, id, 'query.attacker');
  if (unit.side !== asker) {
    throw badRequest(`${id} is not ${generalCalled(state, asker)}'s unit`, {
      problems: [{ where: 'query.attacker', message: `not ${generalCalled(state, asker)}'s unit` }],
    });
  }
  return unit;
}

/** A plan of the engine's, or its refusal as a 400 naming the rule. */
export function planned<T>(plan: () => T): T {
  try {
    return plan();
  } catch (error) {
    if (!(error instanceof IllegalChoice)) throw error;
    throw new ApiError(400, error.message, { rule: error.rule });
  }
}

/**
 * An attack as the odds show it: its row's qualities, dice, Combat Rating and
 * the Bonuses and Penalties that gave it, the target's Defence, then the exact
 * odds (distributions as `[value, p]` pairs).
 */
export function attackShown(
  attack: Attack,
  odds: AttackOdds,
  qualities: readonly RuleRef[] = attack.weapon.qualities,
) {
  const prepared = prepareAttack(attack, ARMOURED_CLASH_RULES);
  return {
    qualities: qualities.map(formatRuleRef),
    dice: prepared.plan.dice,
    rating: prepared.rating,
    modifiers: prepared.combatRatingModifiers.map((m) => ({ source: m.source, effect: m.effect })),
    defence: prepared.defence,
    hits: toPairs(odds.hits),
    damage: toPairs(odds.damage),
    modelsDestroyed: toPairs(odds.modelsDestroyed),
    expected: odds.expected,
  };
}

/** The ids a query lists (`precision=b-rifles#1,b-rifles#6`), in order; undefined when it names none; an empty id is a 400 at `query.<name>`. */
export function idsOfQuery(query: URLSearchParams, name: string): readonly string[] | undefined {
  const text = query.get(name);
  if (text === null) return undefined;
  const ids = text.split(',').map((id) => id.trim());
  if (ids.some((id) => id === '')) {
    throw badRequest(`"${text}" is not a list of ids`, {
      problems: [{ where: `query.${name}`, message: 'ids separated by commas, none empty' }],
    });
  }
  return ids;
}
