import { apiText, failureText } from '../api.js';
import { h, replace } from '../dom.js';
import type { ForceList } from './force-model.js';

/** Spaces per level of the downloaded JSON, as the bundled lists are written. */
const JSON_INDENT = 2;

/** A file name from the list's name: letters, digits, `_` and `-` kept, the rest one hyphen. */
export function fileName(list: ForceList, ending: string): string {
  return `${(list.name ?? 'force').replace(/[^A-Za-z0-9_-]+/g, '-')}${ending}`;
}

/** Downloads text as a file, as a link the browser follows would. */
function download(text: string, type: string, file: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = h('a', { href: url, download: file, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url));
}

/**
 * The exports of a list: as text (the list as Generals exchange it, rulebook
 * p.56, shown and downloadable; the list is saved first, as the server prints
 * saved lists) and as JSON (`warroom.force-list/1`, downloaded as it is).
 */
export function forceExports(
  currentList: () => ForceList,
  save: () => Promise<string | undefined>,
): { buttons: HTMLElement[]; output: HTMLElement } {
  const output = h('div', { id: 'force-export' });
  const asText = async (): Promise<void> => {
    const id = await save();
    if (id === undefined) return;
    try {
      const text = await apiText(`/api/forces/${encodeURIComponent(id)}/text`);
      const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
      const file = fileName(currentList(), '.txt');
      replace(
        output,
        h('h3', {}, 'As text'),
        h('pre', { id: 'force-text', tabindex: 0, 'aria-label': 'The list as text' }, text),
        h('a', { href: url, download: file, id: 'force-text-download' }, `Download ${file}`),
      );
    } catch (error) {
      replace(output, h('p', { class: 'error' }, failureText(error)));
    }
  };
  const asJson = (): void => {
    const list = currentList();
    const file = fileName(list, '.json');
    download(`${JSON.stringify(list, null, JSON_INDENT)}\n`, 'application/json', file);
    replace(
      output,
      h('p', { id: 'force-json-done' }, `Downloaded ${file} (warroom.force-list/1).`),
    );
  };
  return {
    buttons: [
      h(
        'button',
        { type: 'button', id: 'force-export-text', onclick: () => void asText() },
        'Export as text',
      ),
      h('button', { type: 'button', id: 'force-export-json', onclick: asJson }, 'Download as JSON'),
    ],
    output,
  };
}
