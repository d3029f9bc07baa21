import { api, failureText } from '../api.js';
import { h, replace } from '../dom.js';

interface SavedSummary {
  readonly id: string;
  readonly name: string | null;
  readonly faction: string | null;
  readonly forceScale: string | null;
  readonly valid: boolean;
  readonly points: number;
}

/** The saved lists (`GET /api/forces`) to choose one and load it. */
export function savedListsControl(load: (id: string) => Promise<void>): {
  element: HTMLElement;
  refresh(): Promise<void>;
} {
  const select = h('select', { id: 'saved-lists' });
  const status = h('span', { role: 'status' });
  const element = h(
    'div',
    { class: 'saved-lists field' },
    h('label', { for: 'saved-lists' }, 'Saved lists'),
    select,
    h(
      'button',
      {
        type: 'button',
        id: 'force-load',
        onclick: () => {
          if (select.value === '') return;
          load(select.value).catch((error: unknown) => (status.textContent = failureText(error)));
        },
      },
      'Load',
    ),
    status,
  );
  return {
    element,
    async refresh() {
      const { forces } = await api<{ forces: SavedSummary[] }>('GET', '/api/forces');
      replace(
        select,
        ...forces.map((f) =>
          h(
            'option',
            { value: f.id },
            `${f.name ?? 'unnamed'} — ${f.faction ?? '?'} ${f.forceScale ?? ''}, ${f.points} pts${f.valid ? '' : ' (not valid)'}`,
          ),
        ),
      );
    },
  };
}
