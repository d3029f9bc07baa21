import type { GameEvent } from '@warroom/armoured-clash';
import { h } from '../dom.js';
import { attackDice, firstRollDice, testCard } from './dice-view.js';

/** An event of the game: its text, and the dice (rolled, or a first roll before re-rolls) or the card when it has them. */
export function eventItem(event: GameEvent): HTMLLIElement {
  return h(
    'li',
    { class: `event event-${event.kind}`, 'data-kind': event.kind },
    h('span', { class: 'event-text' }, event.text),
    event.roll === undefined ? undefined : attackDice(event.roll),
    event.firstRoll === undefined ? undefined : firstRollDice(event.firstRoll),
    event.test === undefined ? undefined : testCard(event.test),
  );
}
