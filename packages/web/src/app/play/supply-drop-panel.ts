import { h } from '../dom.js';
import type { Game } from './game-types.js';

/** rulebook p.60 Supply Drop: the Generals place four Strategic Objective Markers. */
const MARKERS = 4;

/**
 * rulebook p.60 Supply Drop, while the Generals place the Strategic Objective
 * Markers in turns (General A first): the markers placed so far, where, and
 * how many are left; the marker is placed by clicking the battlefield or
 * typing its point in the placement form. Nothing in other stages.
 */
export function supplyDropPanel(game: Game): HTMLElement | undefined {
  if (game.setup.supplyDropPlacement !== true || game.view.stage !== 'supplyDrop') return undefined;
  const placed = game.view.placedObjectives ?? [];
  return h(
    'section',
    { id: 'supply-drop', 'aria-label': 'Supply Drop markers' },
    h('h3', {}, 'Supply Drop: Strategic Objective Markers (rulebook p.60)'),
    h(
      'p',
      {},
      `${placed.length} of ${MARKERS} placed, in turns, General A first. Click the battlefield, or type the point and press Place.`,
    ),
    h(
      'ol',
      { id: 'supply-drop-placed' },
      ...placed.map((at) => h('li', {}, `at (${at[0]}, ${at[1]})`)),
    ),
  );
}
