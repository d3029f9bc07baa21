import { api, apiText, failureText } from '../api.js';
import { h, replace } from '../dom.js';
import { placeFindings } from './error-slots.js';
import { forceEditor } from './force-editor.js';
import { type ForceList, type ForceReport, asForceList, emptyList } from './force-model.js';
import { type Orbat, type OrbatSummary, listOrbats, loadOrbat } from './orbat-data.js';
import { savedListsControl } from './saved-lists.js';

/** Waits this long after an edit before asking the server to validate (typing stays smooth). */
const VALIDATE_DELAY_MS = 120;

/** The Force builder: ORBAT, battlegroups and units, live validation, save, load, export. */
export async function forcePage(root: HTMLElement): Promise<void> {
  const orbats = await listOrbats();
  let orbat: Orbat | undefined;
  let list: ForceList = emptyList(orbats[0]?.faction ?? '');
  let savedId: string | undefined;
  let asked = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const editorHost = h('div', { id: 'force-editor' });
  const summary = h('p', { id: 'force-summary', role: 'status' });
  const message = h('p', { id: 'force-message', role: 'status' });
  const exported = h('div', { id: 'force-export' });

  const validate = async (): Promise<void> => {
    const mine = asked;
    try {
      const { report } = await api<{ report: ForceReport }>('POST', '/api/forces/validate', list);
      if (mine !== asked) return; // a later edit asked again
      placeFindings(editorHost, report.errors, report.warnings);
      const limit = report.pointsLimit === undefined ? '' : ` of ${report.pointsLimit}`;
      summary.textContent =
        `${report.points}${limit} points — ` +
        (report.valid
          ? 'valid (rulebook p.56)'
          : `not valid: ${report.errors.length} error${report.errors.length === 1 ? '' : 's'}`);
      summary.dataset.valid = String(report.valid);
      summary.dataset.points = String(report.points);
    } catch (error) {
      if (mine === asked) summary.textContent = failureText(error);
    }
  };
  const changed = (): void => {
    clearTimeout(timer);
    asked++; // an answer still on its way is about the list before this change
    summary.dataset.valid = 'pending';
    timer = setTimeout(() => void validate(), VALIDATE_DELAY_MS);
  };
  const draw = (): void => {
    if (orbat === undefined) return replace(editorHost, 'Choose an ORBAT.');
    replace(editorHost, forceEditor(orbat, list, { changed, restructured: draw }));
    changed();
  };
  const useFaction = async (summaryOf: OrbatSummary | undefined, keep: boolean): Promise<void> => {
    if (summaryOf === undefined) return;
    orbat = await loadOrbat(summaryOf.id);
    if (!keep) {
      list = emptyList(orbat.faction);
      savedId = undefined;
    }
    draw();
  };

  const orbatSelect = h(
    'select',
    {
      id: 'orbat',
      onchange: (event) => {
        const id = (event.target as HTMLSelectElement).value;
        void useFaction(
          orbats.find((o) => o.id === id),
          false,
        );
      },
    },
    ...orbats.map((o) =>
      h(
        'option',
        { value: o.id },
        `${o.faction}: ${o.name}${o.source === 'imported' ? ' (imported)' : ''}`,
      ),
    ),
  );

  const save = async (): Promise<string | undefined> => {
    try {
      const answer =
        savedId === undefined
          ? await api<{ id: string }>('POST', '/api/forces', list)
          : await api<{ id: string }>('PUT', `/api/forces/${encodeURIComponent(savedId)}`, list);
      savedId = answer.id;
      message.textContent = `Saved (${list.name ?? 'unnamed list'}).`;
      await saved.refresh();
      return savedId;
    } catch (error) {
      message.textContent = failureText(error);
      return undefined;
    }
  };
  const exportText = async (): Promise<void> => {
    const id = await save();
    if (id === undefined) return;
    try {
      const text = await apiText(`/api/forces/${encodeURIComponent(id)}/text`);
      const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
      const file = `${(list.name ?? 'force').replace(/[^A-Za-z0-9_-]+/g, '-')}.txt`;
      replace(
        exported,
        h('h3', {}, 'As text'),
        h('pre', { id: 'force-text', tabindex: 0 }, text),
        h('a', { href: url, download: file }, `Download ${file}`),
      );
    } catch (error) {
      replace(exported, h('p', { class: 'error' }, failureText(error)));
    }
  };
  const saved = savedListsControl(async (id) => {
    const answer = await api<{ id: string; list: unknown }>(
      'GET',
      `/api/forces/${encodeURIComponent(id)}`,
    );
    list = asForceList(answer.list, list.faction);
    savedId = answer.id;
    const match = orbats.find((o) => o.faction === list.faction);
    if (match !== undefined) orbatSelect.value = match.id;
    await useFaction(match, true);
    message.textContent = `Loaded ${list.name ?? 'the list'}.`;
  });

  replace(
    root,
    h('h2', {}, 'Force builder'),
    h(
      'div',
      { class: 'field' },
      h('label', { for: 'orbat' }, 'Faction ORBAT'),
      orbatSelect,
      h(
        'small',
        {},
        'Bundled ORBATs are samples with placeholder values (see each file’s notice).',
      ),
    ),
    summary,
    editorHost,
    h(
      'div',
      { class: 'actions' },
      h('button', { type: 'button', id: 'force-save', onclick: () => void save() }, 'Save'),
      h(
        'button',
        { type: 'button', id: 'force-export-text', onclick: () => void exportText() },
        'Export as text',
      ),
    ),
    message,
    saved.element,
    exported,
    h(
      'p',
      { class: 'not-yet', role: 'note' },
      h('strong', {}, 'Not yet: '),
      'tags, embarking and loading on transports (kept when a saved list has them), and importing BattleScribe files here (use ',
      h('code', {}, 'warroom import'),
      ' or ',
      h('code', {}, 'POST /api/orbats/battlescribe'),
      ').',
    ),
  );
  await saved.refresh();
  await useFaction(orbats[0], false);
}
