import { h, replace } from '../dom.js';
import type { At } from './game-types.js';

/** The legs of a move being made: the points its Officer passes before the end (rulebook p.16). */
export interface MoveLegsField {
  readonly element: HTMLElement;
  /** The points, in order. */
  readonly legs: () => readonly At[];
  /** Adds a leg's end. */
  readonly add: (at: At) => void;
  /** Shows the field only for moves (an Advance, a Double Time, with a Command too, or a Charge). */
  readonly show: (shown: boolean) => void;
}

/**
 * rulebook p.16 Moving a Unit: "movement is measured in straight lines, but
 * can be broken down into multiple smaller moves, changing direction between
 * them". The form's legs: a Shift-click on the battlefield, or the point typed
 * and "Add the point as a leg", ends a leg there; the move's end is then
 * clicked, dragged to or typed as usual, and the dry run measures every leg
 * against the Movement Limit. `changed` hears each change.
 */
export function moveLegsField(typed: () => At | undefined, changed: () => void): MoveLegsField {
  let points: At[] = [];
  const list = h('span', { id: 'place-legs' }, 'none: one straight move');
  const draw = () => {
    replace(
      list,
      points.length === 0
        ? 'none: one straight move'
        : `through ${points.map((p) => `(${p.join(', ')})`).join(', then ')}`,
    );
    changed();
  };
  const add = (at: At) => {
    points = [...points, at];
    draw();
  };
  const addButton = h(
    'button',
    {
      type: 'button',
      id: 'place-add-leg',
      onclick: () => {
        const at = typed();
        if (at !== undefined) add(at);
      },
    },
    'Add the point as a leg',
  );
  const clear = h(
    'button',
    {
      type: 'button',
      id: 'place-clear-legs',
      onclick: () => {
        points = [];
        draw();
      },
    },
    'Clear the legs',
  );
  const element = h(
    'p',
    { class: 'field', id: 'place-legs-field' },
    'Legs (Shift-click the battlefield to end one there): ',
    list,
    ' ',
    addButton,
    ' ',
    clear,
  );
  return {
    element,
    legs: () => points,
    add,
    show: (shown) => {
      element.hidden = !shown;
      if (!shown && points.length > 0) {
        points = [];
        draw();
      }
    },
  };
}
