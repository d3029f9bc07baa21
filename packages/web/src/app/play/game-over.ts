import { h } from '../dom.js';
import type { Game } from './game-types.js';
import { generalTitle } from '../general-name.js';

/**
 * The end of the game (rulebook p.12 Victory): the winner or a draw, whether the
 * victory is Devastating, each General's Victory Points, the Rounds played, and
 * the link to its replay.
 */
export function gameOverPanel(game: Game): HTMLElement | undefined {
  const result = game.view.result;
  if (!game.over || result === undefined) return undefined;
  const general = (side: 'a' | 'b') =>
    `${generalTitle(game.view.generals, side)} (${game.setup.generals[side].name})`;
  const verdict =
    result.winner === 'draw'
      ? 'A draw'
      : `${general(result.winner)} wins${result.devastating ? ' a Devastating Victory' : ''}`;
  const yours =
    result.winner === 'draw' ? '' : result.winner === game.side ? ' — you won.' : ' — you lost.';
  return h(
    'section',
    {
      id: 'game-result',
      'aria-labelledby': 'game-result-title',
      'data-winner': result.winner,
      'data-devastating': String(result.devastating),
    },
    h('h3', { id: 'game-result-title', tabindex: '-1' }, 'The game is over'),
    h('p', { id: 'game-verdict', role: 'status' }, `${verdict}${yours}`),
    h(
      'dl',
      {},
      h('dt', {}, 'Victory Points'),
      h(
        'dd',
        { id: 'game-result-vp', 'data-a': result.vp.a, 'data-b': result.vp.b },
        `${general('a')}: ${result.vp.a}; ${general('b')}: ${result.vp.b}`,
      ),
      h('dt', {}, 'Rounds played'),
      h('dd', { id: 'game-result-rounds' }, `${game.view.round} of ${game.setup.rounds}`),
    ),
    h(
      'p',
      {},
      h(
        'a',
        { id: 'game-replay-link', href: `#/replays/${encodeURIComponent(game.id)}` },
        'Watch the replay of this game',
      ),
    ),
  );
}
