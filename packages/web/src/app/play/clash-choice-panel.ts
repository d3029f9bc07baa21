import { h } from '../dom.js';
import type { Choice, Decision } from './game-types.js';
import { CLASH_NAMES } from './words.js';

/** The Clashes a decision of stage `clash` offers, in order; none when it is not the choice of the Clash. */
export function clashesOffered(decision: Decision): string[] | undefined {
  const { options } = decision;
  if (options.length === 0 || options.some((o) => o.kind !== 'chooseClash')) return undefined;
  return options.flatMap((o) => (o.clash === undefined ? [] : [o.clash]));
}

/**
 * rulebook p.56 Select a Clash: "the General who draws the highest card
 * chooses a Clash" — the winner's decision `chooseClash`: the Clashes offered
 * in a list, and one button that sends the one selected (the draw itself is
 * shown by the Select a Clash panel, clash-chosen-panel.ts).
 */
export function clashChoiceForm(
  decision: Decision,
  send: (choice: Choice) => void,
): HTMLElement | undefined {
  const offered = clashesOffered(decision);
  if (offered === undefined) return undefined;
  const select = h(
    'select',
    { id: 'clash-offered' },
    ...offered.map((clash) => h('option', { value: clash }, CLASH_NAMES[clash] ?? clash)),
  );
  return h(
    'fieldset',
    { id: 'clash-choice' },
    h('legend', {}, 'Choose the Clash (rulebook p.56 Select a Clash)'),
    h(
      'p',
      { class: 'field' },
      h('label', { for: 'clash-offered' }, 'Clash'),
      ' ',
      select,
      ' ',
      h(
        'button',
        {
          type: 'button',
          id: 'clash-choose',
          onclick: () => send({ kind: 'chooseClash', clash: select.value } as Choice),
        },
        'Choose this Clash',
      ),
    ),
  );
}
