import { failureText } from '../api.js';
import { h, replace } from '../dom.js';
import { modelWords, picked, pickedBefore, unpicked } from './ordered-picks.js';

export interface ModelPicker {
  readonly element: HTMLElement;
  /** The models picked, in order. */
  readonly picks: () => readonly string[];
}

/**
 * The models that may be picked next, once `picks` were picked in order, as
 * the server answers (glossary: Precision: `GET /api/games/:id/precision`).
 */
export type PickOffers = (picks: readonly string[]) => Promise<readonly string[]>;

/**
 * Models picked in order from a unit's models (a standing order of losses,
 * rulebook pp.34-35; a Precision's models, glossary: Precision): a button per
 * model not yet picked adds it at the end; the order picked is listed, each
 * with a button taking it out. With `offers`, only the models the server
 * offers for the next pick have a button (asked again after each change; the
 * picker is `data-ready` once answered), and taking a pick out takes out
 * those after it too (they were counted after it). Every control is a
 * button: Tab and Enter suffice.
 */
export function modelPicker(
  id: string,
  label: string,
  models: readonly string[],
  initial: readonly string[] = [],
  offers?: PickOffers,
): ModelPicker {
  let picks: readonly string[] = initial.filter((m) => models.includes(m));
  let offeredNow: readonly string[] = offers === undefined ? models : [];
  const offered = h('p', { class: 'model-offers' });
  const order = h('ol', { id: `${id}-order`, 'aria-live': 'polite' });
  const draw = (keepFocus: boolean) => {
    replace(
      offered,
      ...models
        .filter((m) => !picks.includes(m) && offeredNow.includes(m))
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
                { type: 'button', 'data-remove': m, onclick: () => change(takenOut(m)) },
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
  const takenOut = (m: string) =>
    offers === undefined ? unpicked(picks, m) : pickedBefore(picks, m);
  const element = h('fieldset', { id, class: 'model-picker' });
  const ask = (keepFocus: boolean) => {
    if (offers === undefined) {
      draw(keepFocus);
      return;
    }
    const asked = picks;
    element.dataset.ready = 'false';
    offeredNow = [];
    draw(false);
    offers(asked).then(
      (next) => {
        if (asked !== picks) return;
        offeredNow = next;
        element.dataset.ready = 'true';
        draw(keepFocus);
      },
      (error: unknown) => {
        if (asked !== picks) return;
        replace(offered, h('span', { role: 'alert' }, failureText(error)));
        element.dataset.ready = 'true';
      },
    );
  };
  const change = (next: readonly string[]) => {
    picks = next;
    ask(true);
  };
  element.append(h('legend', {}, label), offered, h('p', {}, 'In this order:'), order);
  ask(false);
  return { element, picks: () => picks };
}
