import { api, failureText } from '../api.js';
import { h, replace } from '../dom.js';
import { oddsResults } from '../odds/odds-results.js';
import type { GameOddsAnswer } from './attack-odds-panel.js';
import { attackText } from './close-quarters-odds.js';
import type { Game } from './game-types.js';
import { unitName } from './words.js';

/** A unit on the line the row cannot be used against, and why (glossary: Coruscating). */
interface NotAttacked {
  readonly target: string;
  readonly notAttacked: string;
}

/** What `GET /api/games/:id/odds?attack=coruscating` answers: each attack along the line, closest first. */
interface CoruscatingAnswer {
  readonly attacks: readonly (GameOddsAnswer | NotAttacked)[];
}

/**
 * glossary: Coruscating — the exact odds of each attack along the line at
 * the bearing the form holds (`bearing()`), asked of the server when the
 * General presses the button: one block per unit the line touches, friend or
 * foe, closest first; a unit the row cannot be used against says why.
 */
export function coruscatingOddsView(game: Game, bearing: () => string): HTMLElement {
  const status = h('p', { id: 'bearing-odds', role: 'status' });
  const blocks = h('div', { id: 'bearing-odds-blocks' });
  const unit = game.view.activation?.unit ?? '';
  const ask = () => {
    const query = new URLSearchParams({
      side: game.side,
      attack: 'coruscating',
      attacker: unit,
      bearing: bearing(),
    });
    status.textContent = 'Weighing each attack along the line…';
    api<CoruscatingAnswer>('GET', `/api/games/${encodeURIComponent(game.id)}/odds?${query}`).then(
      (answer) => {
        status.textContent = `Exact odds of each of the ${answer.attacks.length} attacks along the line, closest first (friend or foe).`;
        replace(
          blocks,
          ...answer.attacks.map((attack, i) =>
            h(
              'section',
              { class: 'attack-in-turn', 'data-target': attack.target },
              h('h4', {}, `Against ${unitName(game, attack.target)}`),
              'notAttacked' in attack
                ? h('p', {}, `Not attacked: ${attack.notAttacked}`)
                : h(
                    'div',
                    {},
                    h('p', {}, attackText(attack)),
                    oddsResults(attack, `line-${i + 1}-odds`),
                  ),
            ),
          ),
        );
      },
      (error: unknown) => {
        status.textContent = `No odds: ${failureText(error)}`;
        replace(blocks);
      },
    );
  };
  const button = h(
    'button',
    { type: 'button', id: 'bearing-odds-button', onclick: ask },
    'Odds along this bearing',
  );
  return h('div', {}, button, status, blocks);
}
