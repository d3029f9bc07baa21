import { h } from '../dom.js';
import type { Choice, Decision, Game } from './game-types.js';
import { unitName } from './words.js';

/**
 * The units a decision of stage `forward` offers as Forward units: every unit
 * of its options (the engine lists every subset), in the order offered; none
 * when the decision is not the choice of Forward units.
 */
export function forwardUnitsOffered(decision: Decision): string[] | undefined {
  const { options } = decision;
  if (options.length === 0 || options.some((o) => o.kind !== 'chooseForward')) return undefined;
  const units: string[] = [];
  for (const option of options)
    for (const unit of option.units ?? []) if (!units.includes(unit)) units.push(unit);
  return units;
}

/** The choice of the units ticked, in the order offered. */
export function forwardChoice(offered: readonly string[], ticked: ReadonlySet<string>): Choice {
  return { kind: 'chooseForward', units: offered.filter((unit) => ticked.has(unit)) };
}

/**
 * glossary: Forward — "after both Generals have claimed their Deployment
 * Zones, but before deploying any units, each General can choose any number of
 * their units with this rule to be Forward units". A box per unit with
 * Forward, then one button sends the units ticked (none: no Forward unit);
 * the other General sees them only once both chose.
 */
export function forwardChoiceForm(
  game: Game,
  decision: Decision,
  send: (choice: Choice) => void,
): HTMLElement | undefined {
  const offered = forwardUnitsOffered(decision);
  if (offered === undefined) return undefined;
  const boxes = offered.map((unit, i) => ({
    unit,
    box: h('input', { type: 'checkbox', id: `forward-unit-${i}`, value: unit }),
  }));
  return h(
    'fieldset',
    { id: 'forward-choice' },
    h('legend', {}, 'Forward units (glossary: Forward)'),
    h(
      'p',
      {},
      'Tick the units to deploy first, each with a die of your Forward Pool (one die rolled per unit chosen). The other General sees your choice only once both chose.',
    ),
    ...boxes.map(({ unit, box }) =>
      h('p', { class: 'field' }, box, ' ', h('label', { for: box.id }, unitName(game, unit))),
    ),
    h(
      'p',
      {},
      h(
        'button',
        {
          type: 'button',
          id: 'forward-choose',
          onclick: () =>
            send(
              forwardChoice(
                offered,
                new Set(boxes.filter(({ box }) => box.checked).map(({ unit }) => unit)),
              ),
            ),
        },
        'Choose the units ticked',
      ),
    ),
  );
}
