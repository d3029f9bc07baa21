import { h } from '../dom.js';
import {
  chargingModels,
  precisionOptions,
  retaliationWithPrecision,
  withoutPrecision,
} from './close-combat-picks.js';
import type { Choice, Game } from './game-types.js';
import { modelPicker } from './model-picker.js';
import { precisionOffers } from './precision-offers.js';
import { describeChoice } from './choice-words.js';

/**
 * glossary: Precision, Overcharge (docs/protocol.md `retaliate`): the
 * Retaliation declared with the charging unit's models its Precision
 * Destroys, picked in order among those the server offers pick by pick
 * (precision-offers.ts); each offered declaration (as it comes, or
 * Overcharged) has its button here. Shown only when the options say the
 * row has Precision (their `precision` list); a row with Overcharge alone
 * is declared by the option buttons above. With no model picked, a button
 * declares it as offered: the usual rules choose the models.
 */
export function retaliationPanel(
  game: Game,
  send: (choice: Choice) => void,
): HTMLElement | undefined {
  const models = chargingModels(game);
  const options = precisionOptions(game);
  const charging = game.view.activation?.unit;
  if (models.length === 0 || options.length === 0 || charging === undefined) return undefined;
  const picker = modelPicker(
    'retaliation-precision',
    'Precision: the charging unit’s models the Retaliation Destroys, in order',
    models,
    [],
    precisionOffers(game, charging),
  );
  return h(
    'section',
    { id: 'retaliation', 'aria-label': 'Retaliation with Precision' },
    h('h4', {}, 'Retaliation with Precision (glossary: Precision)'),
    picker.element,
    h(
      'ul',
      { class: 'options' },
      ...options.map((option, i) =>
        h(
          'li',
          {},
          h(
            'button',
            {
              type: 'button',
              'data-retaliate': i,
              onclick: () => send(retaliationWithPrecision(option, picker.picks())),
            },
            `${describeChoice(game, game.side, withoutPrecision(option))}, with Precision on the models picked`,
          ),
        ),
      ),
    ),
  );
}
