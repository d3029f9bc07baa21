import type { ForwardDie } from '@warroom/armoured-clash';
import { api } from '../api.js';
import { h, replace } from '../dom.js';
import {
  FORWARD_DIE_NAMES,
  type ForwardTable,
  forwardRowText,
  poolFaces,
} from './forward-words.js';

/** The Forward Pool's die the form deploys a Forward unit with (glossary: Forward). */
export interface ForwardDieField {
  readonly element: HTMLElement;
  /** The die chosen, while the constraint has a pool. */
  readonly die: () => ForwardDie | undefined;
  /** Offers the pool's dice (shown only with a pool). */
  readonly show: (pool: readonly ForwardDie[] | undefined) => void;
}

/** The Forward table, asked of the server once (`GET /api/game-options`). */
let table: Promise<ForwardTable> | undefined;
function forwardTable(): Promise<ForwardTable> {
  table ??= api<{ forwardTable: ForwardTable }>('GET', '/api/game-options').then(
    (options) => options.forwardTable,
  );
  return table;
}

/**
 * glossary: Forward — a chosen Forward unit is deployed with a die of its
 * General's Forward Pool, where that die's row of the table allows: the die
 * is chosen from the pool, and its row is said in words. `changed` hears each
 * choice (the point typed is checked again with the new die).
 */
export function forwardDieField(changed: () => void): ForwardDieField {
  const select = h('select', { id: 'place-die' });
  const rule = h('span', { id: 'place-die-rule' });
  const element = h(
    'p',
    { class: 'field', id: 'place-die-field' },
    h('label', { for: 'place-die' }, 'Forward die'),
    ' ',
    select,
    ' ',
    rule,
  );
  const describe = () => {
    const die = select.value as ForwardDie;
    if (select.value === '') return;
    forwardTable().then(
      (rows) => {
        if (select.value === die)
          rule.textContent = `${FORWARD_DIE_NAMES[die]}: ${forwardRowText(rows[die])} (glossary: Forward).`;
      },
      () => {
        rule.textContent = `${FORWARD_DIE_NAMES[die]} (glossary: Forward).`;
      },
    );
  };
  select.addEventListener('change', () => {
    describe();
    changed();
  });
  return {
    element,
    die: () => (element.hidden || select.value === '' ? undefined : (select.value as ForwardDie)),
    show: (pool) => {
      element.hidden = pool === undefined;
      replace(
        select,
        ...poolFaces(pool ?? []).map((face) => h('option', { value: face.die }, face.label)),
      );
      rule.textContent = '';
      describe();
    },
  };
}
