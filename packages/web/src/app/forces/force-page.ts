import { api, failureText } from '../api.js';
import { h, replace } from '../dom.js';
import { battleScribeImportControl } from './battlescribe-import.js';
import { placeFindings } from './error-slots.js';
import { forceEditor } from './force-editor.js';
import { forceExports } from './force-export.js';
import { type ForceList, type ForceReport, asForceList, emptyList } from './force-model.js';
import { type Orbat, type OrbatSummary, loadOrbat } from './orbat-data.js';
import { orbatPicker } from './orbat-picker.js';
import { rosterImportControl } from './roster-import.js';
import { savedListsControl } from './saved-lists.js';

/** Waits this long after an edit before asking the server to validate (typing stays smooth). */
const VALIDATE_DELAY_MS = 120;

/** The Force builder: ORBAT (bundled or imported), battlegroups and units, live validation, save, load, export. */
export async function forcePage(root: HTMLElement): Promise<void> {
  let orbat: Orbat | undefined;
  let list: ForceList = emptyList('');
  let savedId: string | undefined;
  let asked = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const editorHost = h('div', { id: 'force-editor' });
  const summary = h('p', { id: 'force-summary', role: 'status' });
  const message = h('p', { id: 'force-message', role: 'status' });

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
    if (summaryOf === undefined) {
      orbat = undefined;
      return draw();
    }
    orbat = await loadOrbat(summaryOf.id);
    if (!keep) {
      list = emptyList(orbat.faction);
      savedId = undefined;
    }
    draw();
  };
  const picker = await orbatPicker((chosen) => useFaction(chosen, false));

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
  const exports = forceExports(() => list, save);
  const saved = savedListsControl(async (id) => {
    const answer = await api<{ id: string; list: unknown }>(
      'GET',
      `/api/forces/${encodeURIComponent(id)}`,
    );
    list = asForceList(answer.list, list.faction);
    savedId = answer.id;
    await useFaction(picker.chooseFaction(list.faction), true);
    message.textContent = `Loaded ${list.name ?? 'the list'}.`;
  });
  const rosterImporter = rosterImportControl(async (imported) => {
    const orbatOf = picker.chooseFaction(imported.faction);
    if (orbatOf === undefined) {
      message.textContent = `No ORBAT of the faction ${imported.faction}: import its BattleScribe catalogue first.`;
      return;
    }
    list = asForceList(imported, imported.faction);
    savedId = undefined;
    await useFaction(orbatOf, true);
    message.textContent = `Imported ${list.name ?? 'the roster'} (not saved yet).`;
  });
  const importer = battleScribeImportControl(async (imported) => {
    const [first] = imported;
    if (first === undefined) return;
    await picker.refresh(first.id);
    await useFaction(picker.current(), false);
  });

  replace(
    root,
    h('h2', { tabindex: '-1' }, 'Force builder'),
    picker.element,
    summary,
    editorHost,
    h(
      'div',
      { class: 'actions' },
      h('button', { type: 'button', id: 'force-save', onclick: () => void save() }, 'Save'),
      ...exports.buttons,
    ),
    message,
    saved.element,
    exports.output,
    rosterImporter,
    importer,
    h(
      'p',
      { class: 'not-yet', role: 'note' },
      h('strong', {}, 'Not yet: '),
      'tags, embarking and loading on transports (kept when a saved list has them).',
    ),
  );
  await saved.refresh();
  await useFaction(picker.current(), false);
}
