import { svg } from '../dom.js';
import { battlefieldPoint } from './battlefield.js';
import type { At, Game } from './game-types.js';

/** What the decision form gives the facing handle: the unit that moves, where to, and its facing. */
export interface FacingControls {
  /** The unit that moves, when the continuous choice chosen is a move. */
  readonly mover: () => string | undefined;
  /** The point typed for the Officer, if any (else it turns where it stands). */
  readonly typedAt: () => At | undefined;
  /** The facing the form holds, in degrees (0 = east, 90 = north). */
  readonly facing: () => number;
  /** Sets the form's facing, in degrees. */
  readonly setFacing: (degrees: number) => void;
}

/** How far from the Officer the handle is drawn, in inches. */
const HANDLE_REACH = 3;
/** The handle's radius, in inches (big enough for a finger on a tablet). */
const HANDLE_RADIUS = 0.7;
const DEGREES_PER_RADIAN = 180 / Math.PI;
const FULL_TURN = 360;

/** An angle in degrees, in (-180, 180]. */
function normalised(degrees: number): number {
  const turned = ((degrees % FULL_TURN) + FULL_TURN) % FULL_TURN;
  return turned > FULL_TURN / 2 ? turned - FULL_TURN : turned;
}

/**
 * Turning the moving unit by dragging: a handle in front of its Officer (at
 * the point typed, else where it stands) that the General drags round; the
 * facing follows the pointer to the whole degree, the unit is drawn turned
 * about its Officer, and each facing is checked by the dry run (`check`) as a
 * move is. Dropping the handle keeps the facing in the form; the move is made
 * by dragging the unit, a click, or Place. Returns `refresh`, which redraws
 * the handle after the form changed.
 */
export function attachFacingDrag(
  root: SVGSVGElement,
  game: Game,
  controls: FacingControls,
  check: (at: At) => void,
): () => void {
  const depth = game.setup.battlefield.depth;
  const flip = (p: At): At => [p[0], depth - p[1]];
  const arm = svg('line', { class: 'facing-arm' });
  const handle = svg(
    'circle',
    { id: 'facing-handle', class: 'facing-handle', r: HANDLE_RADIUS, tabindex: '-1' },
    svg('title', {}, 'Drag to turn the unit'),
  );
  const control = svg('g', { id: 'facing-control', class: 'facing-control' }, arm, handle);
  let turning: { readonly group: SVGGElement; readonly from: At; readonly pivot: At } | undefined;

  /** The Officer of the moving unit: where it stands. */
  const officerOf = (unit: string): At | undefined => {
    const state = game.view.units[unit];
    const officer = state?.models.find((m) => m.id === state.officer);
    return officer === undefined ? undefined : [officer.x, officer.y];
  };
  const place = (pivot: At, degrees: number) => {
    const radians = degrees / DEGREES_PER_RADIAN;
    const [px, py] = flip(pivot);
    const [hx, hy] = flip([
      pivot[0] + HANDLE_REACH * Math.cos(radians),
      pivot[1] + HANDLE_REACH * Math.sin(radians),
    ]);
    for (const [name, value] of [
      ['x1', px],
      ['y1', py],
      ['x2', hx],
      ['y2', hy],
    ] as const)
      arm.setAttribute(name, value.toFixed(2));
    handle.setAttribute('cx', hx.toFixed(2));
    handle.setAttribute('cy', hy.toFixed(2));
    control.dataset.facing = String(degrees);
  };
  const refresh = () => {
    const unit = controls.mover();
    const from = unit === undefined ? undefined : officerOf(unit);
    if (from === undefined) {
      control.remove();
      return;
    }
    place(controls.typedAt() ?? from, controls.facing());
    root.append(control);
  };

  handle.addEventListener('pointerdown', (event) => {
    const unit = controls.mover();
    const from = unit === undefined ? undefined : officerOf(unit);
    const group = root.querySelector(`g.unit[data-unit="${CSS.escape(unit ?? '')}"]`);
    if (from === undefined || !(group instanceof SVGGElement)) return;
    turning = { group, from, pivot: controls.typedAt() ?? from };
    handle.setPointerCapture(event.pointerId);
    root.classList.add('turning');
    event.preventDefault();
    event.stopPropagation();
  });
  handle.addEventListener('pointermove', (event) => {
    if (turning === undefined) return;
    const { group, from, pivot } = turning;
    const pointer = battlefieldPoint(root, event);
    const degrees = Math.round(
      Math.atan2(pointer[1] - pivot[1], pointer[0] - pivot[0]) * DEGREES_PER_RADIAN,
    );
    controls.setFacing(degrees);
    place(pivot, degrees);
    // Drawn turned about the Officer, from the facing it has now (the engine re-forms it there).
    const state = game.view.units[controls.mover() ?? ''];
    const officer = state?.models.find((m) => m.id === state.officer);
    const now = (officer?.facing ?? 0) * DEGREES_PER_RADIAN;
    const [cx, cy] = flip(pivot);
    const [dx, dy] = [pivot[0] - from[0], pivot[1] - from[1]];
    group.setAttribute(
      'transform',
      `rotate(${(-normalised(degrees - now)).toFixed(1)} ${cx.toFixed(2)} ${cy.toFixed(2)}) translate(${dx.toFixed(2)} ${(-dy).toFixed(2)})`,
    );
    check(pivot);
  });
  const stop = () => {
    if (turning === undefined) return;
    turning = undefined;
    root.classList.remove('turning');
    // The drop is not a click on the battlefield (which would make the choice there).
    root.dataset.dragged = 'true';
  };
  handle.addEventListener('pointerup', stop);
  handle.addEventListener('pointercancel', stop);
  refresh();
  return refresh;
}
