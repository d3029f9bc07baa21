import { h, replace } from '../dom.js';
import type { At, Choice, Constraint, Decision, Game, Side } from './game-types.js';
import type { MoveControls } from './move-drag.js';
import { constraintText } from './constraint-words.js';
import { KIND_NAMES } from './kind-names.js';
import { cardName, unitName } from './words.js';

/** The continuous choices of a decision (placements and moves), as a form and on the battlefield. */
export interface PlacementPanel {
  readonly element: HTMLElement;
  /** Makes the choice with the Officer at a point clicked or typed. */
  readonly pick: (at: At) => void;
  /** The zone a placement must be in, drawn on the battlefield. */
  readonly zone: readonly At[] | undefined;
  readonly move: MoveControls;
  /** Gives the form the battlefield's dry run of a typed point, once the board is drawn. */
  readonly connect: (checkAt: (at: At) => void) => void;
}

/** The facing a unit starts with: towards the other General's edge. */
function defaultFacing(game: Game, side: Side): number {
  const edge = game.setup.generals[side].rearEdge;
  return edge === 'south' ? 90 : edge === 'north' ? -90 : edge === 'west' ? 0 : 180;
}

/** A select's value as a card id, or none when its "no card" entry is chosen. */
function cardValue(select: HTMLSelectElement): number | undefined {
  return select.value === '' ? undefined : Number(select.value);
}

/** The choice a point makes for a constraint, with the form's unit, target, card and facing. */
function choiceFor(
  c: Constraint,
  at: At,
  facing: number,
  form: { readonly unit: string; readonly target: string; readonly card: number | undefined },
): Choice {
  const base = { at, facing };
  const card = form.card === undefined ? {} : { card: form.card };
  const command = form.card === undefined ? {} : { command: form.card };
  switch (c.kind) {
    case 'deploy':
    case 'deployReserve':
      return { kind: c.kind, unit: form.unit, ...base };
    case 'vanguardAdvance':
      return { kind: c.kind, unit: c.unit, ...base };
    case 'flankAttack':
      return { kind: c.kind, unit: form.unit, ...base, ...card };
    case 'charge':
      return { kind: c.kind, target: form.target, ...base };
    case 'doubleTime':
      return { kind: c.kind, ...base, ...command };
    case 'advance':
    case 'disembark':
    case 'assaultRamp':
    case 'exit':
      return { kind: c.kind, ...base };
  }
}

/** The cards the form offers for a constraint: a Flank Attack's, a Double Time's Commands. */
function cardsOf(c: Constraint, unit: string): { cards: readonly number[]; none?: string } {
  if (c.kind === 'flankAttack')
    return c.withoutCommand.includes(unit)
      ? { cards: c.cards, none: 'no card (Scouting Parties)' }
      : { cards: c.cards };
  if (c.kind === 'doubleTime') return { cards: c.commands ?? [], none: 'no Command' };
  return { cards: [] };
}

function field(id: string, label: string, control: HTMLElement): HTMLElement {
  return h('p', { class: 'field' }, h('label', { for: id }, label), ' ', control);
}

/**
 * The form of a decision's constraints: what (Deploy, Advance, Disembark, Flank
 * Attack, ...), the unit, the Charge's target, the card, the facing and the
 * point; the point is clicked, dragged to (a move) or typed, then Place.
 */
export function placementPanel(
  game: Game,
  decision: Decision,
  send: (choice: Choice) => void,
  refuse: (reason: string) => void,
): PlacementPanel {
  const constraints = decision.constraints ?? [];
  const kinds = h(
    'select',
    { id: 'place-kind' },
    ...constraints.map((c, i) => h('option', { value: String(i) }, KIND_NAMES[c.kind])),
  );
  const unitSelect = h('select', { id: 'place-unit' });
  const target = h('select', { id: 'place-target' });
  const cardSelect = h('select', { id: 'place-card' });
  const facing = h('input', {
    id: 'place-facing',
    type: 'number',
    step: '1',
    value: String(defaultFacing(game, game.side)),
  });
  const x = h('input', { id: 'place-x', type: 'number', step: '0.1' });
  const y = h('input', { id: 'place-y', type: 'number', step: '0.1' });
  const limits = h('p', { id: 'place-limits' });
  const targetField = field('place-target', 'Charge target', target);
  const cardField = field('place-card', 'Card', cardSelect);
  const chosen = (): Constraint => constraints[Number(kinds.value)] ?? constraints[0]!;
  const fillCards = () => {
    const { cards, none } = cardsOf(chosen(), unitSelect.value);
    replace(
      cardSelect,
      none === undefined ? undefined : h('option', { value: '' }, none),
      ...cards.map((card) => h('option', { value: String(card) }, cardName(game, game.side, card))),
    );
    cardField.hidden = cards.length === 0;
  };
  const fill = () => {
    const c = chosen();
    const units = c.units ?? (c.unit === undefined ? [] : [c.unit]);
    replace(unitSelect, ...units.map((u) => h('option', { value: u }, unitName(game, u))));
    replace(target, ...(c.targets ?? []).map((u) => h('option', { value: u }, unitName(game, u))));
    targetField.hidden = c.targets === undefined;
    limits.textContent = constraintText(game, c);
    fillCards();
  };
  kinds.addEventListener('change', fill);
  unitSelect.addEventListener('change', fillCards);
  fill();

  const choiceAt = (at: At): Choice => {
    const f = Number(facing.value);
    return choiceFor(chosen(), at, Number.isFinite(f) ? f : 0, {
      unit: unitSelect.value,
      target: target.value,
      card: cardValue(cardSelect),
    });
  };
  const pick = (at: At) => {
    x.value = String(at[0]);
    y.value = String(at[1]);
    send(choiceAt(at));
  };
  const typedPoint = (): At | undefined => {
    const at: At = [Number(x.value), Number(y.value)];
    return x.value !== '' && y.value !== '' && at.every(Number.isFinite) ? at : undefined;
  };
  // A point typed gets the same dry run as a drag (the verdict under the battlefield).
  let checkAt: (at: At) => void = () => undefined;
  const typed = () => {
    const at = typedPoint();
    if (at !== undefined) checkAt(at);
  };
  x.addEventListener('input', typed);
  y.addEventListener('input', typed);

  const place = h(
    'button',
    {
      type: 'button',
      id: 'place-button',
      onclick: () => {
        const at = typedPoint();
        if (at === undefined) refuse('Give x and y, or click the battlefield.');
        else pick(at);
      },
    },
    'Place',
  );
  const element = h(
    'fieldset',
    { id: 'placement' },
    h('legend', {}, 'Place or move on the battlefield'),
    h(
      'p',
      {},
      'Click the battlefield to put the Officer there (the unit forms up around it), drag the moving unit there (its path checked as you drag), or type the point and press Place.',
    ),
    field('place-kind', 'What', kinds),
    limits,
    field('place-unit', 'Unit', unitSelect),
    targetField,
    cardField,
    field('place-facing', 'Facing (degrees, 0 = east, 90 = north)', facing),
    h(
      'p',
      { class: 'field' },
      h('label', { for: 'place-x' }, 'x"'),
      ' ',
      x,
      ' ',
      h('label', { for: 'place-y' }, 'y"'),
      ' ',
      y,
      ' ',
      place,
    ),
  );
  return {
    element,
    pick,
    zone: constraints.find((c) => c.zone !== undefined)?.zone,
    move: {
      mover: () => {
        const c = chosen();
        return c.limit === undefined ? undefined : c.unit;
      },
      choiceAt,
      submit: pick,
    },
    connect: (check) => {
      checkAt = check;
    },
  };
}
