import { api, failureText } from '../api.js';
import { h, replace } from '../dom.js';
import { type OddsAnswer, oddsResults } from '../odds/odds-results.js';
import type { Choice, Game } from './game-types.js';
import { describeChoice, unitName } from './words.js';

/** What `GET /api/games/:id/odds` answers: the Odds page's answer, and the attack it is for. */
export interface GameOddsAnswer extends OddsAnswer {
  readonly attacker: string;
  readonly target: string;
  readonly dice: number;
  readonly defence: number;
  readonly modifiers: readonly { readonly source: string; readonly effect: string }[];
  readonly qualities: readonly string[];
}

/** The Combat Rating's Bonuses and Penalties in words. */
function modifiersText(odds: GameOddsAnswer): string {
  if (odds.modifiers.length === 0) return 'no Combat Rating Bonus or Penalty';
  return odds.modifiers.map((m) => `${m.source} (${m.effect})`).join(', ');
}

/**
 * The exact odds of a Ranged Attack before the General confirms it, as the
 * server computes them for that attacker and target in this game: the attack
 * (dice, Combat Rating and what gave it, the target's Defence), hits, Damage,
 * models destroyed and the Suppression Test. Confirm sends the choice.
 */
export function attackOddsPanel(
  game: Game,
  choice: Choice,
  confirm: (choice: Choice) => void,
  cancel: () => void,
): HTMLElement {
  const attacker = game.view.activation?.unit ?? '';
  const target = choice.target ?? '';
  const status = h('p', { id: 'attack-odds-status', role: 'status' }, 'Computing the odds…');
  const results = h('div', { id: 'attack-odds-results', 'aria-live': 'polite' });
  const panel = h(
    'section',
    { id: 'attack-odds', 'aria-labelledby': 'attack-odds-title', 'data-target': target },
    h(
      'h3',
      { id: 'attack-odds-title', tabindex: '-1' },
      `Odds: ${unitName(game, attacker)} fires at ${unitName(game, target)}`,
    ),
    h(
      'p',
      {},
      h(
        'button',
        { type: 'button', id: 'attack-confirm', onclick: () => confirm(choice) },
        `Confirm: ${describeChoice(game, game.side, choice)}`,
      ),
      ' ',
      h('button', { type: 'button', id: 'attack-cancel', onclick: cancel }, 'Choose again'),
    ),
    status,
    results,
  );
  const query = new URLSearchParams({ side: game.side, attacker, target });
  api<GameOddsAnswer>('GET', `/api/games/${encodeURIComponent(game.id)}/odds?${query}`).then(
    (odds) => {
      status.textContent = `${odds.dice} dice at the target's Defence ${odds.defence}; ${modifiersText(odds)}${
        odds.qualities.length === 0 ? '' : `; ${odds.qualities.join(', ')}`
      }. Exact odds${choice.command === undefined ? '' : ', without the Command'}.`;
      panel.dataset.ready = 'true';
      replace(results, oddsResults(odds));
    },
    (error: unknown) => {
      status.textContent = `No odds: ${failureText(error)}`;
      status.className = 'error';
      panel.dataset.ready = 'true';
    },
  );
  return panel;
}
