import { h } from '../dom.js';
import type { At, Choice, Decision, Game } from './game-types.js';
import { coruscatingOddsView } from './coruscating-odds-view.js';

/** Degrees in a half turn: bearings are typed in degrees. */
const HALF_TURN_DEGREES = 180;
/** A bearing aimed by a click is kept to a tenth of a degree. */
const TENTHS = 10;

/** The Coruscating form: the bearing typed or aimed by a click, and what it sends. */
export interface BearingForm {
  readonly element: HTMLElement;
  /** Aims the line from the active unit's Officer towards a point clicked on the battlefield. */
  readonly aim: (at: At) => void;
}

/**
 * glossary: Coruscating — the decision lists the lines towards each unit's
 * Officer in the Front Arc, but every bearing in the arc is accepted: this form
 * sends the one typed, or aimed by a click on the battlefield (the server
 * refuses one outside the arc, saying why).
 */
export function bearingForm(
  game: Game,
  decision: Decision,
  send: (choice: Choice) => void,
  refuse: (reason: string) => void,
): BearingForm | undefined {
  const listed = decision.options.find((o) => o.kind === 'coruscatingAttack');
  if (listed?.bearing === undefined) return undefined;
  const bearing = h('input', {
    id: 'bearing',
    type: 'number',
    step: '0.1',
    value: String(listed.bearing),
  });
  const fire = h(
    'button',
    {
      type: 'button',
      id: 'bearing-button',
      onclick: () => {
        const value = Number(bearing.value);
        if (bearing.value === '' || !Number.isFinite(value)) refuse('Give a bearing in degrees.');
        else send({ kind: 'coruscatingAttack', bearing: value });
      },
    },
    'Attack along this bearing',
  );
  const element = h(
    'fieldset',
    { id: 'bearing-form' },
    h('legend', {}, 'Coruscating attack along a bearing of your choice'),
    h(
      'p',
      {},
      'Click the battlefield to aim the line from the Officer, or type the bearing, then attack.',
    ),
    h(
      'p',
      { class: 'field' },
      h('label', { for: 'bearing' }, 'Bearing (degrees, 0 = east, 90 = north)'),
      ' ',
      bearing,
      ' ',
      fire,
    ),
    coruscatingOddsView(game, () => bearing.value),
  );
  const aim = (at: At) => {
    const unit = game.view.activation?.unit;
    const state = unit === undefined ? undefined : game.view.units[unit];
    const officer = state?.models.find((m) => m.id === state.officer);
    if (officer === undefined) return;
    const degrees =
      (Math.atan2(at[1] - officer.y, at[0] - officer.x) * HALF_TURN_DEGREES) / Math.PI;
    bearing.value = String(Math.round(degrees * TENTHS) / TENTHS);
    fire.focus();
  };
  return { element, aim };
}
