import { h } from '../dom.js';
import { type OddsAnswer, oddsResults } from '../odds/odds-results.js';
import type { Game } from './game-types.js';
import { unitName } from './words.js';

/** One attack of the combat as the server planned it, with its exact odds. */
export interface StrikeOdds extends OddsAnswer {
  readonly attacker: string;
  readonly target: string;
  /** The target's Retaliation, not the charging unit's attack. */
  readonly retaliation: boolean;
  readonly dice: number;
  readonly defence: number;
  readonly modifiers: readonly { readonly source: string; readonly effect: string }[];
  readonly qualities: readonly string[];
}

/** What `GET /api/games/:id/odds?attack=closeQuarters` answers (docs/server.md). */
export interface CloseQuartersOddsAnswer {
  readonly attacker: string;
  readonly target: string;
  readonly outflanked: boolean;
  readonly impeded: boolean;
  readonly defensiveAdvantage: boolean;
  /** In the order they are made. */
  readonly strikes: readonly StrikeOdds[];
}

/** An attack's dice, the Defence it rolls against, and its Combat Rating's Bonuses and Penalties, in words. */
export function attackText(
  attack: Omit<StrikeOdds, 'attacker' | 'target' | 'retaliation'>,
): string {
  const modifiers =
    attack.modifiers.length === 0
      ? 'no Combat Rating Bonus or Penalty'
      : attack.modifiers.map((m) => `${m.source} (${m.effect})`).join(', ');
  const qualities = attack.qualities.length === 0 ? '' : `; ${attack.qualities.join(', ')}`;
  return `${attack.dice} dice at the target's Defence ${attack.defence}; ${modifiers}${qualities}`;
}

/**
 * The odds of a Close Quarters Combat (rulebook p.28): who strikes first (the
 * Defensive Advantage), then each attack in its order with its exact odds; the
 * second as the units stand before the first.
 */
export function closeQuartersOdds(game: Game, odds: CloseQuartersOddsAnswer): HTMLElement {
  const order = odds.defensiveAdvantage
    ? `${unitName(game, odds.target)} has the Defensive Advantage (an Impeded Charge): it strikes first.`
    : `${unitName(game, odds.attacker)} strikes first${odds.outflanked ? ', Outflanking' : ''}.`;
  return h(
    'div',
    { class: 'close-quarters-odds' },
    h('p', { id: 'close-quarters-order' }, order),
    ...odds.strikes.map((strike, i) =>
      h(
        'section',
        {
          class: 'strike',
          id: `strike-${i}`,
          'data-attacker': strike.attacker,
          'aria-labelledby': `strike-${i}-title`,
        },
        h(
          'h4',
          { id: `strike-${i}-title` },
          `${i + 1}. ${unitName(game, strike.attacker)} ${
            strike.retaliation ? 'Retaliates against' : 'attacks'
          } ${unitName(game, strike.target)}`,
        ),
        h(
          'p',
          { class: 'strike-attack' },
          `${attackText(strike)}.${i > 0 ? ' As the units stand before the first attack: fewer dice if it destroys models.' : ''}`,
        ),
        oddsResults(strike, `strike-${i}-odds`),
      ),
    ),
    odds.strikes.length === 0 && h('p', {}, 'Neither unit has a Close Quarters attack to make.'),
  );
}
