import { h, replace } from '../dom.js';
import type { Game } from './game-types.js';
import { profileCard } from './profile-card.js';
import { clearSight, showSight } from './sight-overlay.js';
import { unitName } from './words.js';
import { generalTitle } from '../general-name.js';

/** The unit selected in each game, kept while the page redraws after a decision. */
const selected = new Map<string, string>();

export interface Inspector {
  readonly element: HTMLElement;
  /** Selects a unit: its profile card, and for one of the General's units on the battlefield, what it sees. */
  readonly select: (unitId: string) => void;
}

/**
 * The selected unit: chosen from a list (the keyboard's way) or by clicking it
 * on the battlefield. Shows its profile card and, for the viewing General's own
 * units on the battlefield, the Line of Sight and range overlay; `unitControls`
 * adds what the deciding General may do with the unit selected (its standing
 * order of losses, rulebook pp.34-35).
 */
export function inspector(
  game: Game,
  root: SVGSVGElement,
  unitControls?: (unitId: string) => HTMLElement | undefined,
): Inspector {
  const units = [...game.setup.generals.a.units, ...game.setup.generals.b.units];
  const sideOf = (id: string) => {
    const side = game.view.units[id]?.side;
    return side === undefined ? '?' : generalTitle(game.view.generals, side);
  };
  const choose = h(
    'select',
    { id: 'inspect-unit' },
    h('option', { value: '' }, '—'),
    ...units.map((u) => h('option', { value: u.id }, `${sideOf(u.id)}: ${unitName(game, u.id)}`)),
  );
  const card = h('div', { id: 'profile-slot' });
  const controls = h('div', { id: 'unit-controls-slot' });
  const sight = h('div', { id: 'sight-slot', 'aria-live': 'polite' });
  const select = (unitId: string) => {
    choose.value = unitId;
    for (const group of root.querySelectorAll('g.unit.selected'))
      group.classList.remove('selected');
    clearSight(root);
    replace(sight);
    replace(controls);
    if (unitId === '') {
      selected.delete(game.id);
      replace(card);
      return;
    }
    selected.set(game.id, unitId);
    root.querySelector(`g.unit[data-unit="${CSS.escape(unitId)}"]`)?.classList.add('selected');
    replace(card, profileCard(game, unitId));
    replace(controls, unitControls?.(unitId));
    const state = game.view.units[unitId];
    if (state?.side === game.side && state.deployed && !state.annihilated) {
      void showSight(root, game, unitId).then((section) => {
        if (choose.value === unitId) replace(sight, section);
      });
    }
  };
  choose.addEventListener('change', () => select(choose.value));
  const element = h(
    'section',
    { id: 'inspector', 'aria-label': 'Selected unit' },
    h('h3', {}, 'Selected unit'),
    h(
      'p',
      { class: 'field' },
      h('label', { for: 'inspect-unit' }, 'Unit'),
      ' ',
      choose,
      ' (or click a unit on the battlefield)',
    ),
    card,
    controls,
    sight,
  );
  const previous = selected.get(game.id);
  if (previous !== undefined && game.view.units[previous] !== undefined) select(previous);
  return { element, select };
}
