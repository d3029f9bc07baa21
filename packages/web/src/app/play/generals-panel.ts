import { h } from '../dom.js';
import { generalName } from '../general-name.js';
import { cardDrawText } from './card-draw-words.js';
import type { Game, Side } from './game-types.js';
import { cardName } from './words.js';

/**
 * rulebook p.57 Deploy Forces, when the card draw decides who is General A:
 * the cards drawn (by each force's name: side a and b are not General A and
 * B until the winner decides), the winner, who is General A and the zone
 * claimed, as the game has them so far. Nothing without the draw.
 */
export function generalsPanel(game: Game): HTMLElement | undefined {
  const draw = game.view.generals;
  if (draw === undefined) return undefined;
  const { a, b } = game.setup.generals;
  const pairs = draw.draws.map((pair) => ({
    a: cardName(game, 'a', pair.a),
    b: cardName(game, 'b', pair.b),
  }));
  const first = draw.generalA;
  return h(
    'section',
    { id: 'generals-draw', 'aria-label': 'Who is General A' },
    h('h3', {}, 'Who is General A (rulebook p.57)'),
    h(
      'p',
      {},
      cardDrawText(pairs, { a: a.name, b: b.name }, draw.winner, 'decides who is General A'),
    ),
    first === undefined
      ? undefined
      : h(
          'p',
          { id: 'generals-decided' },
          `${game.setup.generals[first].name} is General A and deploys first` +
            (draw.claimed === undefined
              ? ', and claims a Deployment Zone.'
              : `, in the Deployment Zone along the ${draw.claimed} edge.`),
        ),
  );
}

/**
 * Which General a side is: A or B as the setup gives them, or once the card
 * draw of p.57 decided it; "the first force" or "the second" until then.
 */
export function generalOf(game: Game, side: Side): string {
  return generalName(game.view.generals, side);
}
