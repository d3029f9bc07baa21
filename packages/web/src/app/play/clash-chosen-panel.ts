import { h } from '../dom.js';
import { cardDrawText } from './card-draw-words.js';
import type { Game } from './game-types.js';
import { CLASH_NAMES, cardName } from './words.js';

/**
 * rulebook p.56 Select a Clash, as the game has it: the card draw (each card
 * by name and Value, by each force's name) and the Clash its winner chose or
 * is to choose (made in the game: the view's `clashDraw`; or kept in the
 * setup of a game set up before, `clashChosen`); or that the Clash was
 * determined randomly. Nothing for a Clash agreed on.
 */
export function clashChosenPanel(game: Game): HTMLElement | undefined {
  const { clashChosen, clashDrawn, generals } = game.setup;
  const draw = game.view.clashDraw ?? clashChosen;
  if (draw === undefined && clashDrawn === undefined) return undefined;
  const name = (clash: string) => CLASH_NAMES[clash] ?? clash;
  const text =
    draw === undefined
      ? `${name(game.clash)} was determined randomly.`
      : cardDrawText(
          draw.draws.map((pair) => ({
            a: cardName(game, 'a', pair.a),
            b: cardName(game, 'b', pair.b),
          })),
          { a: generals.a.name, b: generals.b.name },
          draw.winner,
          draw.clash === undefined ? 'chooses the Clash' : `chose ${name(draw.clash)}`,
        );
  return h(
    'section',
    { id: 'clash-chosen', 'aria-label': 'How the Clash was selected' },
    h('h3', {}, 'Select a Clash (rulebook p.56)'),
    h('p', { id: 'clash-draw' }, text),
  );
}
