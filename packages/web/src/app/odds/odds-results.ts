import { h } from '../dom.js';
import { barChart } from './bar-chart.js';
import { type Pairs, atLeast, percent } from './format.js';

/** What `POST /api/odds` answers. */
export interface OddsAnswer {
  readonly rating: string;
  readonly hits: Pairs;
  readonly damage: Pairs;
  readonly modelsDestroyed: Pairs;
  readonly expected: {
    readonly hits: number;
    readonly damage: number;
    readonly modelsDestroyed: number;
  };
  /** glossary: Overcharge: the Damage the attacker suffers, one per Blank (an Overcharged attack only). */
  readonly attackerDamage?: Pairs;
  /** glossary: Precision, rulebook p.35: the chance the target loses its Officer (when Precision picked it). */
  readonly officerLost?: number;
  readonly suppression?: {
    readonly tested: number;
    readonly failed: number;
    readonly fallsBack: number;
    readonly breaks: number;
    readonly gains: { readonly activated: number; readonly disordered: number };
  };
}

/** A probability cell: shown rounded, with the exact value kept in `data-p`. */
function cell(p: number): HTMLTableCellElement {
  return h('td', { 'data-p': String(p) }, percent(p));
}

/** One distribution: "exactly" and "at least" charts and the table they draw. */
function distribution(
  id: string,
  title: string,
  pairs: Pairs,
  expected: number,
  prefix: string,
): HTMLElement {
  const tail = atLeast(pairs);
  const label = (v: number): string => String(v);
  return h(
    'section',
    { class: 'distribution', id: `${prefix}-${id}`, 'aria-labelledby': `${prefix}-${id}-title` },
    h('h3', { id: `${prefix}-${id}-title` }, title),
    h('p', {}, `Expected: ${expected.toFixed(3)}`),
    h(
      'div',
      { class: 'charts' },
      h(
        'figure',
        {},
        barChart(
          `${title}, exactly`,
          pairs.map(([v, p]) => [label(v), p] as const),
        ),
        h('figcaption', {}, 'exactly'),
      ),
      h(
        'figure',
        {},
        barChart(
          `${title}, at least`,
          tail.map(([v, p]) => [label(v), p] as const),
        ),
        h('figcaption', {}, 'at least'),
      ),
    ),
    h(
      'table',
      { class: 'odds-table' },
      h('caption', {}, `${title}: the chance of each value`),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col' }, title),
          h('th', { scope: 'col' }, 'exactly'),
          h('th', { scope: 'col' }, 'at least'),
        ),
      ),
      h(
        'tbody',
        {},
        ...pairs.map(([v, p], i) =>
          h(
            'tr',
            { 'data-value': v },
            h('th', { scope: 'row' }, String(v)),
            cell(p),
            cell(tail[i]?.[1] ?? 0),
          ),
        ),
      ),
    ),
  );
}

function suppressionSection(s: NonNullable<OddsAnswer['suppression']>): HTMLElement {
  const rows: [string, string, number][] = [
    ['tested', 'takes the test', s.tested],
    ['failed', 'fails it', s.failed],
    ['fallsBack', 'falls back', s.fallsBack],
    ['breaks', 'breaks', s.breaks],
    ...(s.gains.activated > 0
      ? [['activated', 'gains Activated', s.gains.activated] as [string, string, number]]
      : []),
    ...(s.gains.disordered > 0
      ? [['disordered', 'gains Disordered', s.gains.disordered] as [string, string, number]]
      : []),
  ];
  return h(
    'section',
    { class: 'distribution', id: 'odds-suppression', 'aria-labelledby': 'odds-suppression-title' },
    h('h3', { id: 'odds-suppression-title' }, 'Suppression Test'),
    h(
      'figure',
      {},
      barChart(
        'Suppression Test',
        rows.map(([, what, p]) => [what, p] as const),
      ),
    ),
    h(
      'table',
      { class: 'odds-table' },
      h('caption', {}, 'Suppression Test: the chance the target…'),
      h(
        'thead',
        {},
        h('tr', {}, h('th', { scope: 'col' }, 'outcome'), h('th', { scope: 'col' }, 'probability')),
      ),
      h(
        'tbody',
        {},
        ...rows.map(([key, what, p]) =>
          h('tr', { 'data-outcome': key }, h('th', { scope: 'row' }, what), cell(p)),
        ),
      ),
    ),
  );
}

/**
 * The whole answer: the rating the rules gave, each distribution (with an
 * Overcharge's Damage to the attacker), the odds the Officer Precision
 * picked is lost, the Suppression Test. `prefix` starts the ids of the distributions (`odds-hits`),
 * for a page that shows the odds of more than one attack.
 */
export function oddsResults(odds: OddsAnswer, prefix = 'odds'): HTMLElement {
  return h(
    'div',
    { class: 'odds-results' },
    h('p', { class: 'rating' }, `Combat Rating once the rules acted: ${odds.rating}`),
    distribution('hits', 'Hits', odds.hits, odds.expected.hits, prefix),
    distribution('damage', 'Damage', odds.damage, odds.expected.damage, prefix),
    distribution(
      'models',
      'Models destroyed',
      odds.modelsDestroyed,
      odds.expected.modelsDestroyed,
      prefix,
    ),
    odds.attackerDamage !== undefined &&
      distribution(
        'attacker-damage',
        'Damage to the attacker (Overcharge)',
        odds.attackerDamage,
        odds.attackerDamage.reduce((sum, [value, p]) => sum + value * p, 0),
        prefix,
      ),
    odds.officerLost !== undefined &&
      h(
        'p',
        { class: 'officer-lost', 'data-p': String(odds.officerLost) },
        `The target loses its Officer (Precision picked it first): ${percent(odds.officerLost)}`,
      ),
    odds.suppression !== undefined && suppressionSection(odds.suppression),
  );
}
