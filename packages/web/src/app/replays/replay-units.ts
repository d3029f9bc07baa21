import { h } from '../dom.js';
import { generalTitle } from '../general-name.js';
import type { ReplayStep } from './replay-data.js';
import { statusesWords } from './replay-words.js';
import { replayNames } from './replay-names.js';

/** The units as the step leaves them: General, name, models, Damage, statuses and where the Officer stands. */
export function unitTable(step: ReplayStep): HTMLElement {
  const names = replayNames(step);
  const where = (u: ReplayStep['view']['units'][string]): string => {
    if (u.annihilated) return 'Annihilated';
    if (u.inReserve) return 'in Reserve';
    if (!u.deployed) return 'not deployed';
    const officer = u.models[0];
    return officer === undefined
      ? 'off the table'
      : `(${officer.x.toFixed(1)}, ${officer.y.toFixed(1)})`;
  };
  return h(
    'table',
    { class: 'replay-units' },
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        ...['General', 'unit', 'models', 'Damage', 'statuses', 'where (Officer, ″)'].map((t) =>
          h('th', { scope: 'col' }, t),
        ),
      ),
    ),
    h(
      'tbody',
      {},
      ...Object.values(step.view.units).map((u) =>
        h(
          'tr',
          { 'data-unit': u.id },
          h('td', {}, generalTitle(step.view.generals, u.side)),
          h('th', { scope: 'row' }, names.unit(u.id)),
          h('td', {}, u.models.length),
          h('td', {}, u.damage),
          h('td', {}, statusesWords(u.statuses)),
          h('td', {}, where(u)),
        ),
      ),
    ),
  );
}
