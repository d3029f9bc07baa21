import { api, failureText } from '../api.js';
import { h, svg } from '../dom.js';
import type { At, Game } from './game-types.js';
import { rangeRings } from './sight-rings.js';
import type { RangeBand, SightAnswer, SightOfTarget, Visibility } from './table-answers.js';

const VISIBILITY_NAMES: Readonly<Record<Visibility, string>> = {
  clear: 'Clear',
  obscured: 'Obscured',
  blocked: 'Blocked',
};
const RANGE_NAMES: Readonly<Record<RangeBand, string>> = {
  short: 'Short Range',
  long: 'Long Range',
  beyond: 'beyond Long Range',
  noWeapon: 'no Ranged row for its category',
};
const FAILED_NAMES: Readonly<Record<string, string>> = {
  armaments: 'Check Armaments failed',
  visibility: 'Check Visibility failed',
  range: 'Check Range failed',
};
/** A legend swatch: its size on the page (pixels) and its drawing's box (a line across, or a unit's outline inside). */
const SWATCH = { pixels: 28, width: 4, height: 2, inset: 0.5 } as const;

/** Takes the overlay of a previous selection off the battlefield. */
export function clearSight(root: SVGSVGElement): void {
  root.querySelector('#sight-overlay')?.remove();
  for (const group of root.querySelectorAll('g.unit[data-range]')) {
    group.removeAttribute('data-range');
    group.removeAttribute('data-can-target');
    group.removeAttribute('data-sight');
  }
}

function drawSight(root: SVGSVGElement, game: Game, sight: SightAnswer): void {
  const depth = game.setup.battlefield.depth;
  const flip = (p: At): At => [p[0], depth - p[1]];
  const [fx, fy] = flip(sight.from);
  const overlay = svg('g', { id: 'sight-overlay' }, ...rangeRings(sight, flip));
  for (const target of sight.targets) {
    const [tx, ty] = flip(target.toward);
    overlay.append(
      svg(
        'line',
        {
          class: `sight-line los-${target.lineOfSight}`,
          'data-target': target.unit,
          x1: fx,
          y1: fy,
          x2: tx,
          y2: ty,
        },
        svg('title', {}, `${target.name}: ${VISIBILITY_NAMES[target.lineOfSight]} Line of Sight`),
      ),
    );
    const group = root.querySelector(`g.unit[data-unit="${CSS.escape(target.unit)}"]`);
    group?.setAttribute('data-range', target.range);
    group?.setAttribute('data-sight', target.lineOfSight);
    group?.setAttribute('data-can-target', String(target.canTarget));
  }
  root.querySelector('#overlays')?.prepend(overlay);
}

function swatch(className: string): SVGElement {
  const { pixels, width, height, inset } = SWATCH;
  return svg(
    'svg',
    {
      class: 'swatch',
      width: pixels,
      height: (pixels * height) / width,
      viewBox: `0 0 ${width} ${height}`,
      'aria-hidden': 'true',
    },
    className.startsWith('los-') || className.startsWith('range-ring')
      ? svg('line', {
          class: `${className.startsWith('los-') ? 'sight-line' : 'range-ring'} ${className}`,
          x1: 0,
          y1: height / 2,
          x2: width,
          y2: height / 2,
        })
      : svg('rect', {
          class: `range-swatch ${className}`,
          x: inset,
          y: inset / 2,
          width: width - 2 * inset,
          height: height - inset,
        }),
  );
}

function legend(): HTMLElement {
  const item = (className: string, text: string) => h('li', {}, swatch(className), ' ', text);
  return h(
    'ul',
    { id: 'sight-legend', class: 'legend', 'aria-label': 'Legend' },
    item('los-clear', 'Clear Line of Sight'),
    item('los-obscured', 'Obscured Line of Sight'),
    item('los-blocked', 'Blocked Line of Sight'),
    item('range-short', 'within Short Range'),
    item('range-long', 'within Long Range'),
    item('range-ring-short', 'Short Range from the Officer'),
    item('range-ring-long', 'Long Range from the Officer'),
  );
}

function targetRow(target: SightOfTarget): HTMLTableRowElement {
  const why = [
    target.failed === undefined ? '' : (FAILED_NAMES[target.failed] ?? target.failed),
    ...target.concealed.map((c) => `Concealed: ${c}`),
    target.outsideFrontArc ? 'outside the Officer’s Front Arc' : '',
  ].filter((s) => s !== '');
  return h(
    'tr',
    {
      'data-target': target.unit,
      'data-range': target.range,
      'data-sight': target.lineOfSight,
      'data-can-target': String(target.canTarget),
    },
    h('th', { scope: 'row' }, target.name),
    h('td', {}, VISIBILITY_NAMES[target.lineOfSight]),
    h('td', {}, `${target.distance.toFixed(1)}"`),
    h(
      'td',
      {},
      RANGE_NAMES[target.range] +
        (target.weapon === undefined ? '' : ` (${target.weapon.short}" / ${target.weapon.long}")`),
    ),
    h('td', {}, target.canTarget ? 'yes' : 'no'),
    h('td', {}, `${target.exposed} of ${target.models}`),
    h('td', {}, why.join('; ')),
  );
}

function sightTable(sight: SightAnswer): HTMLElement {
  if (sight.targets.length === 0) return h('p', {}, 'No enemy unit is on the battlefield.');
  return h(
    'table',
    { id: 'sight-table' },
    h('caption', {}, 'Target Acquisition (rulebook p.17)'),
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        ...[
          'Enemy unit',
          'Line of Sight',
          'Distance',
          'Range',
          'Can be targeted',
          'Exposed models',
          'Why',
        ].map((t) => h('th', { scope: 'col' }, t)),
      ),
    ),
    h('tbody', {}, ...sight.targets.map(targetRow)),
  );
}

/**
 * Line of Sight and range from one of the General's units, as the server's
 * Target Acquisition finds them: a line from its Officer to each enemy unit
 * (by the best Line of Sight to one of its models), the enemy units outlined by
 * range band, the rings of its weapons' Short and Long Range, and the same as a
 * table with a legend.
 */
export async function showSight(
  root: SVGSVGElement,
  game: Game,
  unitId: string,
): Promise<HTMLElement> {
  clearSight(root);
  const path = `/api/games/${encodeURIComponent(game.id)}/sight?side=${game.side}&unit=${encodeURIComponent(unitId)}`;
  try {
    const sight = await api<SightAnswer>('GET', path);
    drawSight(root, game, sight);
    return h(
      'section',
      { id: 'sight', 'aria-label': 'Line of Sight and range', 'data-unit': unitId },
      h('h4', {}, 'Line of Sight and range'),
      legend(),
      sightTable(sight),
    );
  } catch (error) {
    return h('section', { id: 'sight' }, h('p', { class: 'error' }, failureText(error)));
  }
}
