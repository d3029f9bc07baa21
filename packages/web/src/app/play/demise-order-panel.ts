import { h, replace } from '../dom.js';
import { demiseUnits } from './close-combat-picks.js';
import type { Choice, Game } from './game-types.js';
import { moved } from './ordered-picks.js';
import { unitName } from './words.js';

/**
 * glossary: Spectacular Demise (X), Fiery Demise (X) (docs/protocol.md
 * `demiseOrder`): the units the demise's attacks are made against, as an
 * ordered list; each moved up or down by its buttons (the focus following
 * it), then "Make the attacks in this order".
 */
export function demiseOrderPanel(
  game: Game,
  send: (choice: Choice) => void,
): HTMLElement | undefined {
  let order: readonly string[] = demiseUnits(game);
  if (order.length === 0) return undefined;
  const list = h('ol', { id: 'demise-order-list' });
  const move = (index: number, by: number) => {
    order = moved(order, index, by);
    draw();
    const to = Math.min(order.length - 1, Math.max(0, index + by));
    // The focus follows the unit moved: on the same button, else (at an end of the list) its other one.
    const item = list.querySelector(`li[data-index="${to}"]`);
    (
      item?.querySelector<HTMLElement>(`button[data-by="${by}"]:not([disabled])`) ??
      item?.querySelector<HTMLElement>('button:not([disabled])')
    )?.focus();
  };
  const draw = () =>
    replace(
      list,
      ...order.map((unit, i) =>
        h(
          'li',
          { 'data-index': i, 'data-unit': unit },
          `${unitName(game, unit)} `,
          h(
            'button',
            { type: 'button', 'data-by': -1, disabled: i === 0, onclick: () => move(i, -1) },
            `Move ${unitName(game, unit)} up`,
          ),
          ' ',
          h(
            'button',
            {
              type: 'button',
              'data-by': 1,
              disabled: i === order.length - 1,
              onclick: () => move(i, 1),
            },
            `Move ${unitName(game, unit)} down`,
          ),
        ),
      ),
    );
  draw();
  return h(
    'section',
    { id: 'demise-order', 'aria-label': 'Order of the demise’s attacks' },
    h('h4', {}, 'Order of the demise’s attacks'),
    list,
    h(
      'button',
      {
        type: 'button',
        id: 'demise-order-send',
        onclick: () => send({ kind: 'demiseOrder', units: order.slice() }),
      },
      'Make the attacks in this order',
    ),
  );
}
