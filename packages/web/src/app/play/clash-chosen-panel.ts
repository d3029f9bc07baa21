import { h } from '../dom.js';
import { cardDrawText } from './card-draw-words.js';
import type { Game } from './game-types.js';
import { CLASH_NAMES, cardName } from './words.js';

/**
 * rulebook p.56 Select a Clash, as the game's setup records it: the card draw
 * (each card by name and Value, by each force's name) and the Clash its
 * winner chose; or that the Clash was determined randomly. Nothing for a
 * Clash agreed on.
 */
export function clashChosenPanel(game: Game): HTMLElement | undefined {
  const { clashChosen, clashDrawn, generals } = game.setup;
  const clash = CLASH_NAMES[game.clash] ?? game.clash;
  if (clashChosen === undefined && clashDrawn === undefined) return undefined;
  const text =
    clashChosen === undefined
      ? `${clash} was determined randomly.`
      : cardDrawText(
          clashChosen.draws.map((pair) => ({
            a: cardName(game, 'a', pair.a),
            b: cardName(game, 'b', pair.b),
          })),
          { a: generals.a.name, b: generals.b.name },
          clashChosen.winner,
          `chose ${CLASH_NAMES[clashChosen.clash] ?? clashChosen.clash}`,
        );
  return h(
    'section',
    { id: 'clash-chosen', 'aria-label': 'How the Clash was selected' },
    h('h3', {}, 'Select a Clash (rulebook p.56)'),
    h('p', {}, text),
  );
}
