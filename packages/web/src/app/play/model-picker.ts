import { h, replace } from '../dom.js';
import { modelWords, picked, unpicked } from './ordered-picks.js';

export interface ModelPicker {
  readonly element: HTMLElement;
  /** The models picked, in order. */
  readonly picks: () => readonly string[];
}

/**
 * Models picked in order from a unit's models (a standing order of losses,
 * rulebook pp.34-35; a Precision's models, glossary: Precision): a button per
 * model not yet picked adds it at the end; the order picked is listed, each
 * with a button taking it out. Every control is a button: Tab and Enter suffice.
 */
export function modelPicker(
  id: string,
  label: string,
  models: readonly string[],
  initial: readonly string[] = [],
): ModelPicker {
  let picks: readonly string[] = initial.filter((m) => models.includes(m));
  const offered = h('p', { class: 'model-offers' });
  const order = h('ol', { id: `${id}-order`, 'aria-live': 'polite' });
  const draw = (keepFocus: boolean) => {
    replace(
      offered,
      ...models
        .filter((m) => !picks.includes(m))
        .map((m) =>
          h(
            'button',
            { type: 'button', 'data-model': m, onclick: () => change(picked(picks, m)) },
            `Add ${modelWords(m)}`,
          ),
        ),
    );
    replace(
      order,
      ...(picks.length === 0
        ? [h('li', { class: 'none' }, 'none picked')]
        : picks.map((m) =>
            h(
              'li',
              { 'data-model': m },
              `${modelWords(m)} `,
              h(
                'button',
                { type: 'button', 'data-remove': m, onclick: () => change(unpicked(picks, m)) },
                `Take out ${modelWords(m)}`,
              ),
            ),
          )),
    );
    // The focus stays on the picker: on the next model offered, else its first control.
    if (keepFocus)
      (
        offered.querySelector<HTMLElement>('button') ?? order.querySelector<HTMLElement>('button')
      )?.focus();
  };
  const change = (next: readonly string[]) => {
    picks = next;
    draw(true);
  };
  draw(false);
  const element = h(
    'fieldset',
    { id, class: 'model-picker' },
    h('legend', {}, label),
    offered,
    h('p', {}, 'In this order:'),
    order,
  );
  return { element, picks: () => picks };
}
