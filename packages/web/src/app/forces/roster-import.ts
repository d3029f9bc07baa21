import { api, failureText } from '../api.js';
import { h, replace } from '../dom.js';
import { FORCE_SCALES, type ForceList, type ForceReport } from './force-model.js';
import { type ImportWarning, asUpload, endsWithAny, warningItem } from './uploads.js';

/** A BattleScribe / New Recruit roster, plain or zipped (docs/forces.md). */
const ROSTER_ENDINGS = ['.ros', '.rosz'] as const;

/** What `POST /api/forces/roster` answers (docs/server.md). */
interface RosterAnswer {
  readonly forceList: ForceList;
  readonly warnings: readonly ImportWarning[];
  readonly report: ForceReport;
}

/** What the import made of the roster, and every warning with what and where. */
function report(answer: RosterAnswer): HTMLElement[] {
  const { forceList, warnings } = answer;
  const units = forceList.battlegroups.reduce((n, b) => n + b.units.length, 0);
  return [
    h(
      'p',
      { id: 'roster-imported' },
      `Imported ${forceList.name ?? 'the roster'}: ${forceList.faction}, ${forceList.battlegroups.length} battlegroup(s), ${units} unit(s). It is now the list above (not saved yet); the validation shows what the rules refuse.`,
    ),
    h(
      'details',
      { id: 'roster-warnings', open: warnings.length > 0 },
      h(
        'summary',
        {},
        `${warnings.length} warning${warnings.length === 1 ? '' : 's'} (what the roster could not give, and where)`,
      ),
      h('ul', { class: 'errors import-warnings' }, ...warnings.map(warningItem)),
    ),
  ];
}

/**
 * The roster import of the Force builder: choose a roster (.ros, .rosz) and,
 * if known, its Force Scale (rosters record none); `POST /api/forces/roster`
 * reads it against the ORBATs the server knows (bundled or imported), and
 * `imported` makes the list it gives the builder's list.
 */
export function rosterImportControl(imported: (list: ForceList) => Promise<void>): HTMLElement {
  const input = h('input', {
    id: 'roster-file',
    type: 'file',
    accept: ROSTER_ENDINGS.join(','),
    'aria-describedby': 'roster-help',
  });
  const scale = h(
    'select',
    { id: 'roster-scale' },
    h('option', { value: '' }, 'inferred from the roster'),
    ...FORCE_SCALES.map(([value, name]) => h('option', { value }, name)),
  );
  const outcome = h('div', { id: 'roster-outcome', role: 'status', 'aria-live': 'polite' });
  const button = h('button', { type: 'button', id: 'roster-import' }, 'Import roster');
  button.addEventListener('click', () => {
    const [file, ...more] = [...(input.files ?? [])];
    const wrong =
      file === undefined
        ? 'Choose a roster file (.ros or .rosz) first.'
        : more.length > 0 || !endsWithAny(file.name, ROSTER_ENDINGS)
          ? `${file.name}: choose one BattleScribe or New Recruit roster (.ros or .rosz).`
          : undefined;
    if (wrong !== undefined || file === undefined) {
      replace(outcome, h('p', { class: 'error' }, wrong ?? ''));
      return;
    }
    button.disabled = true;
    replace(outcome, h('p', {}, 'Importing…'));
    asUpload(file)
      .then(async (roster) => {
        const answer = await api<RosterAnswer>('POST', '/api/forces/roster', {
          roster,
          ...(scale.value === '' ? {} : { forceScale: scale.value }),
        });
        replace(outcome, ...report(answer));
        await imported(answer.forceList);
      })
      .catch((error: unknown) =>
        replace(outcome, h('p', { class: 'error', role: 'alert' }, failureText(error))),
      )
      .finally(() => (button.disabled = false));
  });
  return h(
    'section',
    { class: 'roster-import', 'aria-labelledby': 'roster-title' },
    h('h3', { id: 'roster-title' }, 'Import a roster'),
    h(
      'p',
      { id: 'roster-help' },
      'Choose a BattleScribe or New Recruit roster (.ros, or zipped .rosz). It is read against the ORBAT of its faction (an imported one, else the bundled one): each force becomes a battlegroup, each unit one at the level selected in it. What cannot be matched is listed by name, with a warning saying where.',
    ),
    h(
      'div',
      { class: 'field' },
      h('label', { for: 'roster-file' }, 'Roster file'),
      input,
      h('label', { for: 'roster-scale' }, 'Force Scale'),
      scale,
      button,
    ),
    outcome,
  );
}
