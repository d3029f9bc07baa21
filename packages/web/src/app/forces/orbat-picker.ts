import { api, failureText } from '../api.js';
import { h, replace } from '../dom.js';
import { type OrbatSummary, listOrbats } from './orbat-data.js';

/** The choice of ORBAT: bundled and imported ones (an imported ORBAT replaces its faction's bundled one). */
export interface OrbatPicker {
  readonly element: HTMLElement;
  /** The ORBAT chosen. */
  current(): OrbatSummary | undefined;
  /** Chooses the ORBAT of a faction (a loaded list's), if one is offered. */
  chooseFaction(faction: string): OrbatSummary | undefined;
  /** Asks the server again (after an import), and chooses `id` when given. */
  refresh(id?: string): Promise<void>;
}

function optionText(o: OrbatSummary): string {
  return `${o.faction}: ${o.name}${o.source === 'imported' ? ' (imported)' : ''}`;
}

/** The ORBAT select, with a button to delete an imported ORBAT; `chosen` hears every change. */
export async function orbatPicker(
  chosen: (orbat: OrbatSummary | undefined) => Promise<void>,
): Promise<OrbatPicker> {
  let orbats: OrbatSummary[] = [];
  const select = h('select', { id: 'orbat' });
  const status = h('span', { id: 'orbat-status', role: 'status' });
  const current = (): OrbatSummary | undefined => orbats.find((o) => o.id === select.value);
  const deleteButton = h('button', { type: 'button', id: 'orbat-delete' }, 'Delete this import');
  const showDelete = (): void => {
    deleteButton.hidden = current()?.source !== 'imported';
  };
  const refresh = async (id?: string): Promise<void> => {
    const before = id ?? select.value;
    orbats = await listOrbats();
    replace(select, ...orbats.map((o) => h('option', { value: o.id }, optionText(o))));
    if (orbats.some((o) => o.id === before)) select.value = before;
    showDelete();
  };
  select.addEventListener('change', () => {
    showDelete();
    void chosen(current());
  });
  deleteButton.addEventListener('click', () => {
    const doomed = current();
    if (doomed === undefined) return;
    api('DELETE', `/api/orbats/${encodeURIComponent(doomed.id)}`)
      .then(async () => {
        await refresh();
        status.textContent = `Deleted the imported ${doomed.faction} ORBAT.`;
        await chosen(current());
        select.focus();
      })
      .catch((error: unknown) => (status.textContent = failureText(error)));
  });
  await refresh();
  return {
    element: h(
      'div',
      { class: 'field' },
      h('label', { for: 'orbat' }, 'Faction ORBAT'),
      select,
      deleteButton,
      status,
      h(
        'small',
        {},
        'Bundled ORBATs are samples with placeholder values (see each file’s notice); imported ones come from BattleScribe files.',
      ),
    ),
    current,
    chooseFaction(faction) {
      const match = orbats.find((o) => o.faction === faction);
      if (match !== undefined) select.value = match.id;
      showDelete();
      return match;
    },
    refresh,
  };
}
