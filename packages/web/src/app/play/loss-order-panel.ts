import { h } from '../dom.js';
import type { Choice, Game } from './game-types.js';
import {
  currentLossOrder,
  lossOrderChoice,
  lossOrderUnits,
  lossOrderWords,
} from './loss-orders.js';
import { modelPicker } from './model-picker.js';

/**
 * rulebook pp.34-35: for the selected unit, one of the deciding General's own
 * not Annihilated, the standing order of preference for its losses
 * (`orderLosses`, accepted at any decision of theirs; hidden from the other
 * General): the current order shown, models picked in order, then "Give the
 * order", or "Withdraw the order". The same decision still waits afterwards.
 * None while the General has no decision, or for another unit.
 */
export function lossOrderPanel(
  game: Game,
  unitId: string,
  send: (choice: Choice) => void,
): HTMLElement | undefined {
  const unit = lossOrderUnits(game).find((u) => u.id === unitId);
  if (game.decision === undefined || unit === undefined) return undefined;
  const current = currentLossOrder(game, unit.id);
  const picker = modelPicker(
    'loss-order-picker',
    'Models lost first, in order',
    unit.models,
    current,
  );
  return h(
    'section',
    { id: 'loss-order', 'aria-label': 'Standing order of losses' },
    h('h4', {}, 'Standing order of losses'),
    h(
      'p',
      {},
      'Which of its models are lost first wherever you choose its losses (rulebook pp.34-35); the other General does not see it.',
    ),
    h('p', { id: 'loss-order-current' }, lossOrderWords(current)),
    picker.element,
    h(
      'p',
      {},
      h(
        'button',
        {
          type: 'button',
          id: 'loss-order-give',
          onclick: () => send(lossOrderChoice(unit.id, picker.picks())),
        },
        'Give the order',
      ),
      ' ',
      h(
        'button',
        {
          type: 'button',
          id: 'loss-order-withdraw',
          disabled: current.length === 0,
          onclick: () => send(lossOrderChoice(unit.id, [])),
        },
        'Withdraw the order',
      ),
    ),
  );
}
