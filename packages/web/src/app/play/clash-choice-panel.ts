import { api, failureText } from '../api.js';
import { h } from '../dom.js';
import { cardDrawText } from './card-draw-words.js';
import type { Game, Side } from './game-types.js';
import { CLASH_NAMES } from './words.js';

/** A card drawn, as the server shows it. */
interface DrawnCard {
  readonly card: number;
  readonly value: number;
  readonly name?: string;
}

/** The answer of `POST /api/games` when a person won the card draw for the Clash (docs/server.md). */
export interface ClashChoiceJson {
  readonly id: string;
  readonly draws: readonly { readonly a: DrawnCard; readonly b: DrawnCard }[];
  readonly winner: Side;
  readonly names: { readonly a: string; readonly b: string };
  readonly clashes: readonly string[];
}

const cardWords = (card: DrawnCard) => `${card.name ?? 'a card'} (Value ${card.value})`;

/**
 * rulebook p.56 Select a Clash: "the General who draws the highest card
 * chooses a Clash" — the draw in words, and the winner's choice of Clash,
 * which starts the game (`POST /api/clash-choices/:id`, then `opened` with it).
 */
export function clashChoicePanel(
  choice: ClashChoiceJson,
  opened: (game: Game) => void,
): HTMLElement {
  const status = h('p', { id: 'clash-choice-status', role: 'status', 'aria-live': 'polite' });
  const select = h(
    'select',
    { id: 'clash-chosen' },
    ...choice.clashes.map((c) => h('option', { value: c }, CLASH_NAMES[c] ?? c)),
  );
  const pairs = choice.draws.map((pair) => ({ a: cardWords(pair.a), b: cardWords(pair.b) }));
  const choose = h(
    'button',
    {
      type: 'button',
      id: 'clash-choose',
      onclick: () => {
        status.textContent = 'Setting up the game…';
        status.className = '';
        api<{ game: Game }>('POST', `/api/clash-choices/${encodeURIComponent(choice.id)}`, {
          clash: select.value,
        }).then(
          ({ game }) => opened(game),
          (error: unknown) => {
            status.textContent = failureText(error);
            status.className = 'error';
          },
        );
      },
    },
    'Choose this Clash',
  );
  return h(
    'section',
    { id: 'clash-choice', 'aria-label': 'Choose the Clash' },
    h('h3', { tabindex: '-1' }, 'The card draw for the Clash (rulebook p.56)'),
    h(
      'p',
      { id: 'clash-draw' },
      cardDrawText(pairs, choice.names, choice.winner, 'chooses the Clash'),
    ),
    h(
      'p',
      { class: 'field' },
      h('label', { for: 'clash-chosen' }, `Clash chosen by ${choice.names[choice.winner]}`),
      ' ',
      select,
      ' ',
      choose,
    ),
    status,
  );
}
