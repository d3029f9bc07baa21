import { api, failureText } from '../api.js';
import { svg } from '../dom.js';
import { battlefieldPoint } from './battlefield.js';
import type { At, Choice, Game } from './game-types.js';
import { LatestRequest } from './latest-request.js';
import type { CheckAnswer } from './table-answers.js';

/** What the decision form gives the drag: who moves, the choice a point makes, and how to send it. */
export interface MoveControls {
  /** The unit that moves, when the continuous choice chosen is a move (not a placement). */
  readonly mover: () => string | undefined;
  /** The points the Officer passes before the end of the move (its legs: rulebook p.16). */
  readonly legs: () => readonly At[];
  /** The choice that puts the Officer at `at`, as the form would send it. */
  readonly choiceAt: (at: At) => Choice;
  /** Makes the decision: the Officer to `at`. */
  readonly submit: (at: At) => void;
  /** Hears each dry run's verdict on the choice a point makes (a Charge's odds follow it). */
  readonly checked?: (choice: Choice, legal: boolean) => void;
}

/** A drop closer than this (inches) to where the Officer stood is a click on the unit, not a move. */
const DRAG_THRESHOLD = 0.1;
/** The pointer's point is read to a tenth of an inch. */
const STEPS_PER_INCH = 10;
/** The radius of the mark at the path's end, and the gap of its label (inches). */
const END_MARK = 0.4;
const LABEL_GAP = 1;

interface Drag {
  readonly group: SVGGElement;
  readonly from: At;
  /** From the pointer to the Officer's centre when the unit was grabbed. */
  readonly offset: At;
  at: At;
  asked?: At;
}

const inches = (n: number) => `${n.toFixed(1)}"`;
const round = (n: number) => Math.round(n * STEPS_PER_INCH) / STEPS_PER_INCH;

/** What a dry run says of the move, in words. */
export function verdictText(answer: CheckAnswer): string {
  const move = answer.move;
  const measured =
    move === undefined
      ? ''
      : `Path ${inches(move.length)}, Movement Limit ${inches(move.limit)}` +
        (move.used === undefined || Math.abs(move.used - move.length) < 1 / STEPS_PER_INCH
          ? ''
          : ` (${inches(move.used)} used, terrain counted)`) +
        ': ';
  return answer.legal
    ? `${measured}legal`
    : `${measured}not legal: ${answer.reason} (${answer.rule})`;
}

/**
 * Moves by dragging: the General grabs the moving unit and drags its Officer;
 * only that unit's transform and the path change while it moves (the rest of
 * the battlefield is not redrawn). Each position is checked by the server's dry
 * run, one request at a time (the latest position next); dropping makes the move.
 * Returns the check of a typed point, for the form's x and y fields.
 */
export function attachMoveDrag(
  root: SVGSVGElement,
  game: Game,
  controls: MoveControls,
  readout: HTMLElement,
): (at: At) => void {
  const decision = game.decision;
  const layer = root.querySelector('#overlays');
  if (decision === undefined || layer === null) return () => undefined;
  const depth = game.setup.battlefield.depth;
  const flip = (p: At): At => [p[0], depth - p[1]];
  const path = svg('polyline', { id: 'move-path', class: 'move-path' });
  const end = svg('circle', { class: 'move-end', r: END_MARK });
  const label = svg('text', { id: 'move-label', class: 'move-label', 'text-anchor': 'middle' });
  let drag: Drag | undefined;
  /** The path drawn: from the Officer through the legs' ends to `to`, in the SVG's coordinates. */
  const pathPoints = (to: At): string =>
    [drag?.from ?? to, ...controls.legs(), to]
      .map((p) =>
        flip(p)
          .map((n) => n.toFixed(2))
          .join(','),
      )
      .join(' ');

  const show = (at: At, answer: CheckAnswer | Error) => {
    if (answer instanceof Error) {
      readout.textContent = `Could not check the move: ${failureText(answer)}`;
      readout.dataset.legal = '';
      return;
    }
    controls.checked?.(controls.choiceAt(at), answer.legal);
    readout.textContent = `To (${at.join(', ')}): ${verdictText(answer)}`;
    readout.dataset.legal = String(answer.legal);
    path.setAttribute('class', `move-path ${answer.legal ? 'legal' : 'illegal'}`);
    label.textContent = answer.move === undefined ? '' : inches(answer.move.length);
  };
  const checker = new LatestRequest<At, CheckAnswer>(
    (at) =>
      api<CheckAnswer>('POST', `/api/games/${encodeURIComponent(game.id)}/check`, {
        side: game.side,
        index: decision.index,
        choice: controls.choiceAt(at),
      }),
    show,
  );

  const finish = () => {
    checker.cancel();
    drag?.group.removeAttribute('transform');
    drag = undefined;
    root.classList.remove('dragging');
  };

  root.addEventListener('pointerdown', (event) => {
    const group = event.target instanceof Element ? event.target.closest('g.unit') : null;
    delete root.dataset.dragged;
    const unit = controls.mover();
    const state = unit === undefined ? undefined : game.view.units[unit];
    const officer = state?.models.find((m) => m.id === state.officer);
    if (
      !(group instanceof SVGGElement) ||
      unit === undefined ||
      group.getAttribute('data-unit') !== unit ||
      officer === undefined
    )
      return;
    const grabbed = battlefieldPoint(root, event);
    const from: At = [officer.x, officer.y];
    drag = { group, from, offset: [from[0] - grabbed[0], from[1] - grabbed[1]], at: from };
    root.setPointerCapture(event.pointerId);
    root.classList.add('dragging');
    const [x, y] = flip(from);
    for (const [element, attributes] of [
      [path, { points: pathPoints(from), class: 'move-path' }],
      [end, { cx: x, cy: y }],
      [label, { x, y: y - LABEL_GAP }],
    ] as const) {
      for (const [name, value] of Object.entries(attributes))
        element.setAttribute(name, String(value));
    }
    label.textContent = '';
    layer.append(path, end, label);
    readout.textContent = 'Drag the unit to where its Officer should stand; drop it to move.';
    readout.dataset.legal = '';
    event.preventDefault();
  });

  root.addEventListener('pointermove', (event) => {
    if (drag === undefined) return;
    const pointer = battlefieldPoint(root, event);
    const at: At = [round(pointer[0] + drag.offset[0]), round(pointer[1] + drag.offset[1])];
    drag.at = at;
    const dx = at[0] - drag.from[0];
    const dy = at[1] - drag.from[1];
    drag.group.setAttribute('transform', `translate(${dx.toFixed(2)} ${(-dy).toFixed(2)})`);
    const [x, y] = flip(at);
    path.setAttribute('points', pathPoints(at));
    end.setAttribute('cx', x.toFixed(2));
    end.setAttribute('cy', y.toFixed(2));
    label.setAttribute('x', x.toFixed(2));
    label.setAttribute('y', (y - LABEL_GAP).toFixed(2));
    if (drag.asked?.[0] === at[0] && drag.asked[1] === at[1]) return;
    drag.asked = at;
    checker.request(at);
  });

  root.addEventListener('pointerup', () => {
    if (drag === undefined) return;
    const { at, from } = drag;
    const moved = Math.hypot(at[0] - from[0], at[1] - from[1]) >= DRAG_THRESHOLD;
    finish();
    if (!moved) {
      path.remove();
      end.remove();
      label.remove();
      return;
    }
    root.dataset.dragged = 'true';
    controls.submit(at);
  });

  root.addEventListener('pointercancel', () => {
    finish();
    path.remove();
    end.remove();
    label.remove();
  });
  // A point typed in the form is checked the same way (the keyboard's route to the dry run),
  // a placement's too (Disembark, Exit, Flank Attack, ...).
  return (at: At) => {
    if (drag === undefined) checker.request(at);
  };
}
