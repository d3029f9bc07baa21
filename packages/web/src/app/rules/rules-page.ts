import { api } from '../api.js';
import { h, replace } from '../dom.js';

/** A row of docs/rules-coverage.md as `GET /api/rules` answers it (a type only: erased for the browser). */
import type { RuleEntry } from '@warroom/server';

const STATUS_TEXT: Readonly<Record<RuleEntry['status'], string>> = {
  done: 'done: the table enforces it',
  partial: 'partial: the table enforces some of it',
  'not yet': 'not yet: the Generals see to it',
};

/** Whether every word of the query is in the entry's name, source, status, group or summary. */
export function matches(rule: RuleEntry, query: string): boolean {
  const text =
    `${rule.entry} ${rule.source} ${rule.status} ${rule.group} ${rule.summary}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
    .every((word) => text.includes(word));
}

/**
 * The Rules page: every rule section and glossary entry the table knows of, with
 * our own note and the page it is on, and whether the table enforces it; a
 * search box filters the list as one types.
 */
export async function rulesPage(root: HTMLElement): Promise<void> {
  const { rules } = await api<{ rules: RuleEntry[] }>('GET', '/api/rules');
  const search = h('input', {
    id: 'rules-search',
    type: 'search',
    autocomplete: 'off',
    'aria-controls': 'rules-list',
    'aria-describedby': 'rules-count',
  });
  const status = h(
    'select',
    { id: 'rules-status', 'aria-controls': 'rules-list' },
    h('option', { value: '' }, 'every status'),
    h('option', { value: 'done' }, 'done'),
    h('option', { value: 'partial' }, 'partial'),
    h('option', { value: 'not yet' }, 'not yet'),
  );
  const count = h('p', { id: 'rules-count', role: 'status', 'aria-live': 'polite' });
  const list = h('div', { id: 'rules-list' });

  const rows = rules.map((rule) => ({
    rule,
    row: h(
      'tr',
      { class: 'rule', 'data-status': rule.status },
      h('th', { scope: 'row' }, rule.entry),
      h('td', {}, rule.source),
      h(
        'td',
        {},
        h(
          'span',
          {
            class: `status status-${rule.status.replace(' ', '-')}`,
            title: STATUS_TEXT[rule.status],
          },
          rule.status,
        ),
      ),
      h('td', {}, rule.summary === '' ? '—' : rule.summary),
    ),
  }));
  const groups = [...new Set(rules.map((r) => r.group))];
  const sections = groups.map((group) => {
    const body = h('tbody', {}, ...rows.filter((r) => r.rule.group === group).map((r) => r.row));
    return {
      body,
      section: h(
        'section',
        { class: 'rules-group' },
        h('h3', {}, group),
        h(
          'table',
          { class: 'rules' },
          h(
            'thead',
            {},
            h(
              'tr',
              {},
              h('th', { scope: 'col' }, 'entry'),
              h('th', { scope: 'col' }, 'page'),
              h('th', { scope: 'col' }, 'status'),
              h('th', { scope: 'col' }, 'our note'),
            ),
          ),
          body,
        ),
      ),
    };
  });

  function filter(): void {
    const query = search.value;
    const wanted = status.value;
    let shown = 0;
    for (const { rule, row } of rows) {
      const show = (wanted === '' || rule.status === wanted) && matches(rule, query);
      row.hidden = !show;
      if (show) shown++;
    }
    for (const { body, section } of sections) {
      section.hidden = [...body.rows].every((row) => row.hidden);
    }
    count.textContent = `${shown} of ${rows.length} entries`;
  }
  search.addEventListener('input', filter);
  status.addEventListener('change', filter);
  filter();

  replace(
    root,
    h('h2', { tabindex: '-1' }, 'Rules'),
    h(
      'p',
      {},
      'The rule sections and glossary entries, with our own notes and the page of the rulebook (v1.03) or the glossary (v1.07 Beta) to read. ',
      'The status says what this table enforces: ',
      h('strong', {}, 'done'),
      ' (the engine plays it), ',
      h('strong', {}, 'partial'),
      ' (some of it; the note says what is missing), ',
      h('strong', {}, 'not yet'),
      ' (the Generals see to it). The rules themselves are in the publisher’s books.',
    ),
    h(
      'div',
      { class: 'rules-filters' },
      h('label', { for: 'rules-search' }, 'Search'),
      search,
      h('label', { for: 'rules-status' }, 'Status'),
      status,
    ),
    count,
    list,
  );
  replace(list, ...sections.map((s) => s.section));
}
