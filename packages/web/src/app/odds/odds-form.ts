import { h } from '../dom.js';

/** What `GET /api/odds/options` answers: the rules the form offers. */
export interface OddsOptions {
  readonly qualities: readonly string[];
  readonly targetRules: readonly string[];
}

/** A labelled number input. */
function numberField(
  id: string,
  label: string,
  attributes: { value?: number; min: number; max: number; hint?: string },
): HTMLElement {
  return h(
    'div',
    { class: 'field' },
    h('label', { for: id }, label),
    h('input', {
      id,
      name: id,
      type: 'number',
      inputmode: 'numeric',
      min: attributes.min,
      max: attributes.max,
      step: 1,
      value: attributes.value,
      'aria-describedby': attributes.hint === undefined ? undefined : `${id}-hint`,
    }),
    attributes.hint !== undefined && h('small', { id: `${id}-hint` }, attributes.hint),
  );
}

function checkbox(id: string, label: string, value?: string): HTMLElement {
  return h(
    'div',
    { class: 'check' },
    h('input', { id, type: 'checkbox', name: id, value }),
    h('label', { for: id }, label),
  );
}

const idOf = (prefix: string, name: string): string =>
  `${prefix}-${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-$/, '')}`;

/** The Odds form: the attack (Overcharge declared or not), the target (its Officer picked by Precision or not), the Suppression Test. */
export function oddsForm(
  options: OddsOptions,
  onSubmit: (form: HTMLFormElement) => void,
): HTMLFormElement {
  const form = h(
    'form',
    { id: 'odds-form', class: 'odds-form', novalidate: true },
    h(
      'fieldset',
      {},
      h('legend', {}, 'Attack'),
      numberField('dice', 'Attack dice', { value: 10, min: 0, max: 300 }),
      h(
        'div',
        { class: 'field' },
        h('label', { for: 'rating' }, 'Combat Rating'),
        h(
          'select',
          { id: 'rating', name: 'rating' },
          h('option', { value: 'weakened' }, 'Weakened'),
          h('option', { value: 'neutral', selected: true }, 'Neutral'),
          h('option', { value: 'improved' }, 'Improved'),
        ),
      ),
      checkbox('close-quarters', 'Close Quarters (Melee row)'),
      checkbox(
        'overcharge',
        'Overcharge: the top card of the sample deck adds its Value in dice; each Blank costs the attacker a Damage',
      ),
      numberField('veteran', 'Veteran (X)', { min: 0, max: 12, hint: 'empty: no Veteran' }),
      h(
        'fieldset',
        { class: 'checks' },
        h('legend', {}, 'Weapon qualities'),
        ...options.qualities.map((q) => checkbox(idOf('quality', q), q, q)),
      ),
    ),
    h(
      'fieldset',
      {},
      h('legend', {}, 'Target'),
      numberField('defence', 'Defence', { value: 2, min: 1, max: 99 }),
      numberField('damage-limit', 'Damage Limit', { value: 1, min: 1, max: 99 }),
      numberField('models', 'Models', { value: 5, min: 1, max: 1000 }),
      numberField('damage', 'Damage already taken', { value: 0, min: 0, max: 99 }),
      checkbox('concealed', 'Concealed (the penalty is in effect)'),
      checkbox(
        'precision-officer',
        'Precision: the Officer picked first (lost with the first model; Disordered for the test)',
      ),
      h(
        'fieldset',
        { class: 'checks' },
        h('legend', {}, 'Special rules and states'),
        ...options.targetRules.map((r) => checkbox(idOf('target', r), r, r)),
      ),
    ),
    h(
      'fieldset',
      {},
      h('legend', {}, 'Suppression Test'),
      numberField('discipline', 'Discipline', {
        min: -99,
        max: 99,
        hint: 'empty: no Suppression Test; drawn from the sample deck',
      }),
      numberField('break-limit', 'Break Limit', { min: 0, max: 1000, hint: 'empty: cannot Break' }),
      checkbox('suppressed', 'Already Suppressed'),
    ),
    h('button', { type: 'submit', id: 'odds-submit' }, 'Compute the exact odds'),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    onSubmit(form);
  });
  return form;
}

function input(form: HTMLFormElement, id: string): HTMLInputElement {
  const element = form.querySelector(`#${id}`);
  if (!(element instanceof HTMLInputElement)) throw new Error(`no input #${id}`);
  return element;
}

/** A number field's value; undefined when it is empty. */
function numberOf(form: HTMLFormElement, id: string): number | undefined {
  const text = input(form, id).value.trim();
  return text === '' ? undefined : Number(text);
}

/** The `POST /api/odds` body the form describes (the server checks every value). */
export function oddsRequest(form: HTMLFormElement): Record<string, unknown> {
  const checked = (prefix: string): string[] =>
    [...form.querySelectorAll<HTMLInputElement>(`input[id^="${prefix}-"]:checked`)].map(
      (i) => i.value,
    );
  const rating = form.querySelector<HTMLSelectElement>('#rating')?.value ?? 'neutral';
  const discipline = numberOf(form, 'discipline');
  const breakLimit = numberOf(form, 'break-limit');
  const veteran = numberOf(form, 'veteran');
  return {
    dice: numberOf(form, 'dice'),
    rating,
    closeQuarters: input(form, 'close-quarters').checked,
    defence: numberOf(form, 'defence'),
    damageLimit: numberOf(form, 'damage-limit') ?? 1,
    models: numberOf(form, 'models') ?? 1000,
    damage: numberOf(form, 'damage') ?? 0,
    ...(veteran === undefined ? {} : { veteran }),
    qualities: checked('quality'),
    targetRules: checked('target'),
    concealed: input(form, 'concealed').checked,
    overcharge: input(form, 'overcharge').checked,
    precisionOfficer: input(form, 'precision-officer').checked,
    ...(discipline === undefined
      ? {}
      : {
          suppression: {
            discipline,
            suppressed: input(form, 'suppressed').checked,
            ...(breakLimit === undefined ? {} : { breakLimit }),
          },
        }),
  };
}
