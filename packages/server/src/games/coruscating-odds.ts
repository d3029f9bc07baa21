import { unitsOnTheLine } from '@warroom/armoured-clash';
import { ApiError, badRequest } from '../api-error.js';
import type { LiveGame } from './live-game.js';
import { planned } from './odds-query.js';

/**
 * glossary: Coruscating — the exact odds of each attack along the line drawn
 * at `query.bearing` degrees from the attacking Officer: one per unit the line
 * touches, friend or foe, closest first, as the game makes them (each its own
 * Combat Rating, Attack Pool and Suppression Test; `overcharge=true`: the
 * card's Value added to each, weighed over the asking General's deck). A unit
 * the row cannot be used against is listed with the rule that keeps it from
 * being attacked. `weigh`: one attack's odds (game-odds.ts rangedAttackOdds
 * along the line). The attacks do not change the attacking unit's dice, so each
 * is exact on its own; an Overcharge's one card is shared by all of them.
 */
export function coruscatingOdds<Odds>(
  live: LiveGame,
  attacker: string,
  query: URLSearchParams,
  weigh: (target: string, overcharge: boolean) => Odds,
) {
  const text = query.get('bearing') ?? '';
  const bearing = Number(text);
  if (text === '' || !Number.isFinite(bearing)) {
    const message = 'a bearing in degrees (0 = east, 90 = north)';
    throw badRequest(message, { problems: [{ where: 'query.bearing', message }] });
  }
  const overcharge = query.get('overcharge') === 'true';
  const targets = planned(() => unitsOnTheLine(live.head.setup, live.state, attacker, bearing));
  const attacks = targets.map((target) => {
    try {
      return weigh(target, overcharge);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 400) throw error;
      return { target, notAttacked: error.message };
    }
  });
  return { attacker, attack: 'coruscating', bearing, attacks };
}
