import { h } from '../dom.js';
import { battlefieldSvg } from './battlefield.js';
import type { At, Game } from './game-types.js';
import { inspector } from './inspector.js';
import { type FacingControls, attachFacingDrag } from './facing-drag.js';
import { type MoveControls, attachMoveDrag } from './move-drag.js';

export type { MoveControls } from './move-drag.js';

/** What the decision form gives the table: a click's placement, the zone to show, a move's controls. */
export interface BoardOptions {
  readonly pick?: ((at: At, addLeg?: boolean) => void) | undefined;
  readonly zone?: readonly At[] | undefined;
  readonly move?: MoveControls | undefined;
  readonly turn?: FacingControls | undefined;
  /** What the deciding General may do with the unit selected, shown under its profile card. */
  readonly unitControls?: ((unitId: string) => HTMLElement | undefined) | undefined;
}

/** What the table gives the decision form back: the dry run of a typed point, and the facing handle's redraw. */
export interface TableChecks {
  /** Checks a point typed in the form as a drag checks it, and shows the verdict. */
  readonly checkAt: (at: At) => void;
  /** Redraws the facing handle after the form changed. */
  readonly refreshFacing: () => void;
}

/**
 * The Play page's table: the battlefield (a placement by a click, a move by a
 * drag with its dry run shown live), and the selected unit's profile card and
 * Line of Sight overlay.
 */
export function playBoard(
  game: Game,
  options: BoardOptions,
): TableChecks & { readonly board: HTMLElement; readonly inspector: HTMLElement } {
  // The inspector needs the battlefield, and a click on the battlefield selects in the inspector.
  const selection: { select?: (unitId: string) => void } = {};
  const placing = options.zone !== undefined;
  const root = battlefieldSvg(
    game,
    options.pick,
    options.zone,
    placing ? undefined : (unitId) => selection.select?.(unitId),
  );
  const readout = h('p', { id: 'move-readout', role: 'status', 'aria-live': 'polite' });
  const checkAt =
    options.move === undefined
      ? () => undefined
      : attachMoveDrag(root, game, options.move, readout);
  const refreshFacing =
    options.turn === undefined
      ? () => undefined
      : attachFacingDrag(root, game, options.turn, checkAt);
  const inspect = inspector(game, root, options.unitControls);
  selection.select = inspect.select;
  const mover = options.move?.mover();
  if (mover !== undefined) {
    root.querySelector(`g.unit[data-unit="${CSS.escape(mover)}"]`)?.classList.add('mover');
  }
  return {
    board: h('div', {}, root, readout),
    inspector: inspect.element,
    checkAt,
    refreshFacing,
  };
}
