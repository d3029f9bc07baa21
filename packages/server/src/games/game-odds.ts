import {
  ARMOURED_CLASH_RULES,
  IllegalChoice,
  type GameSetup,
  type GameState,
  type Side,
  armyUnit,
  attackOdds,
  countValues,
  disciplineModifiers,
  formatRuleRef,
  modifiedDiscipline,
  planRangedAttack,
  prepareAttack,
} from '@warroom/armoured-clash';
import { toPairs } from '@warroom/engine';
import { ApiError, badRequest } from '../api-error.js';
import type { LiveGame } from './live-game.js';

/**
 * The Values of the cards `side`'s General may draw next, as `asker` can know
 * them: the deck, and the hand too when it is the other General's (its cards
 * are unseen, so each unseen card is as likely to be the top one).
 */
function unseenCards(setup: GameSetup, state: GameState, side: Side, asker: Side): number[] {
  const { deck } = state.players[side];
  const unseen = side === asker ? deck.piles.drawPile : [...deck.piles.drawPile, ...deck.hand];
  return countValues(unseen.map((card) => setup.generals[side].deck.cards[card]?.value ?? 0));
}

function unitOf(state: GameState, id: string, where: string) {
  const unit = state.units[id];
  if (unit === undefined || id === '') {
    throw badRequest(`no unit "${id}" in this game`, {
      problems: [{ where, message: 'not a unit of this game' }],
    });
  }
  return unit;
}

/** A plan of the engine's, or its refusal as a 400 naming the rule. */
function planned<T>(plan: () => T): T {
  try {
    return plan();
  } catch (error) {
    if (!(error instanceof IllegalChoice)) throw error;
    throw new ApiError(400, error.message, { rule: error.rule });
  }
}

/**
 * The exact odds of a Ranged Attack `asker`'s unit could make now in the game
 * (the engine's `attackOdds`, as the heuristic bot weighs them): the attack as
 * the game would plan it (Target Acquisition, Aiming in this Activation, Short
 * Range, Concealed, Suppressed), the target's Suppression Test at its Discipline
 * where it stands, against the cards its General may draw as `asker` knows them.
 * A Command issued with the attack is not counted.
 */
export function rangedAttackOdds(
  live: LiveGame,
  asker: Side,
  attackerId: string,
  targetId: string,
) {
  const { setup } = live.head;
  const { state } = live;
  const attacker = unitOf(state, attackerId, 'query.attacker');
  const target = unitOf(state, targetId, 'query.target');
  if (attacker.side !== asker) {
    throw badRequest(`${attackerId} is not General ${asker.toUpperCase()}'s unit`, {
      problems: [{ where: 'query.attacker', message: `not General ${asker.toUpperCase()}'s unit` }],
    });
  }
  const aimed = state.activation?.unit === attackerId && state.activation.aimed;
  const plan = planned(() => planRangedAttack(setup, state.units, attackerId, targetId, aimed));
  const profile = armyUnit(setup, targetId);
  const morale = {
    discipline: modifiedDiscipline(profile.discipline, disciplineModifiers(setup, state, targetId)),
    suppressed: target.statuses.includes('suppressed'),
    activated: target.statuses.includes('activated'),
    ...(profile.breakLimit === undefined ? {} : { breakLimit: profile.breakLimit }),
  };
  const deck = unseenCards(setup, state, target.side, asker);
  const odds = attackOdds(plan.attack, ARMOURED_CLASH_RULES, {
    ...(deck.some((count) => count > 0) ? { suppression: { morale, deck } } : {}),
  });
  const prepared = prepareAttack(plan.attack, ARMOURED_CLASH_RULES);
  return {
    attacker: attackerId,
    target: targetId,
    range: plan.row.range,
    qualities: plan.row.qualities.map(formatRuleRef),
    dice: prepared.plan.dice,
    rating: prepared.rating,
    modifiers: prepared.combatRatingModifiers.map((m) => ({ source: m.source, effect: m.effect })),
    defence: prepared.defence,
    hits: toPairs(odds.hits),
    damage: toPairs(odds.damage),
    modelsDestroyed: toPairs(odds.modelsDestroyed),
    expected: odds.expected,
    ...(odds.suppression === undefined ? {} : { suppression: odds.suppression }),
  };
}
