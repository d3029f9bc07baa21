import { h, replace } from '../dom.js';
import type { At, Choice, Constraint, Decision, Game } from './game-types.js';
import type { TableChecks } from './board.js';
import type { FacingControls } from './facing-drag.js';
import type { MoveControls } from './move-drag.js';
import { chargeOddsPreview } from './charge-odds-preview.js';
import { constraintText } from './constraint-words.js';
import { forwardDieField } from './forward-die-field.js';
import { KIND_NAMES } from './kind-names.js';
import { moveLegsField } from './move-legs-field.js';
import { cardValue, cardsOf, choiceFor, defaultFacing } from './placement-choice.js';
import { cardName, pieceName, targetName, unitName } from './words.js';

/** The continuous choices of a decision (placements and moves), as a form and on the battlefield. */
export interface PlacementPanel {
  readonly element: HTMLElement;
  /** Makes the choice with the Officer at a point clicked or typed; `addLeg` (a Shift-click) ends a leg of a move there instead. */
  readonly pick: (at: At, addLeg?: boolean) => void;
  /** The zone a placement must be in, drawn on the battlefield. */
  readonly zone: readonly At[] | undefined;
  readonly move: MoveControls;
  /** The moving unit's facing, turned by dragging its handle. */
  readonly turn: FacingControls;
  /** Gives the form the battlefield's dry run of a typed point and the facing handle, once the board is drawn. */
  readonly connect: (table: TableChecks) => void;
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
  const unitField = field('place-unit', 'Unit', unitSelect);
  const unitLabel = unitField.querySelector('label') ?? h('label', {});
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
  // The odds of a Charge while it is placed (dragged or typed), before it is made.
  const chargeOdds = chargeOddsPreview(game);
  // The legs of a move (rulebook p.16), each change checked again as a typed point is.
  const legs = moveLegsField(
    () => typedPoint(),
    () => typed(),
  );
  // glossary: Forward: the die of the Forward Pool a Forward unit deploys with.
  const forwardDie = forwardDieField(() => typed());
  const fill = () => {
    const c = chosen();
    chargeOdds.clear();
    forwardDie.show(c.kind === 'deploy' ? c.forwardPool : undefined);
    // rulebook p.16: every move may be made in legs, a free Advance too (Vanguard's; Hit & Run's is an `advance`).
    legs.show(
      c.kind === 'advance' ||
        c.kind === 'doubleTime' ||
        c.kind === 'charge' ||
        c.kind === 'vanguardAdvance',
    );
    const units = c.units ?? (c.unit === undefined ? [] : [c.unit]);
    replace(
      unitSelect,
      ...units.map((u) => h('option', { value: u }, unitName(game, u))),
      // rulebook p.56 Placing Terrain: the select offers the pieces left to place.
      ...(c.pieces ?? []).map((p) => h('option', { value: p }, pieceName(game, p))),
    );
    unitLabel.textContent = c.pieces === undefined ? 'Unit' : 'Piece of terrain';
    // glossary: Demolition: a Charge may target a building, named as such.
    replace(
      target,
      ...(c.targets ?? []).map((u) => h('option', { value: u }, targetName(game, u))),
    );
    targetField.hidden = c.targets === undefined;
    limits.textContent = constraintText(game, c);
    fillCards();
  };
  kinds.addEventListener('change', fill);
  unitSelect.addEventListener('change', fillCards);
  fill();

  const mover = () => {
    const c = chosen();
    return c.limit === undefined ? undefined : c.unit;
  };
  const choiceAt = (at: At): Choice => {
    const f = Number(facing.value);
    return choiceFor(chosen(), at, Number.isFinite(f) ? f : 0, {
      unit: unitSelect.value,
      target: target.value,
      card: cardValue(cardSelect),
      via: legs.legs(),
      forwardDie: forwardDie.die(),
    });
  };
  const pick = (at: At, addLeg = false) => {
    if (addLeg && mover() !== undefined) {
      legs.add(at);
      return;
    }
    x.value = String(at[0]);
    y.value = String(at[1]);
    send(choiceAt(at));
  };
  const typedPoint = (): At | undefined => {
    const at: At = [Number(x.value), Number(y.value)];
    return x.value !== '' && y.value !== '' && at.every(Number.isFinite) ? at : undefined;
  };
  // A point typed gets the same dry run as a drag (the verdict under the battlefield).
  let table: TableChecks = { checkAt: () => undefined, refreshFacing: () => undefined };
  const typed = () => {
    table.refreshFacing();
    const at = typedPoint();
    if (at !== undefined) table.checkAt(at);
  };
  for (const input of [x, y, facing]) input.addEventListener('input', typed);
  kinds.addEventListener('change', () => table.refreshFacing());

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
      'Click the battlefield to put the Officer there (the unit forms up around it), drag the moving unit there (its path checked as you drag), or type the point and press Place. Drag the round handle in front of a moving unit to turn it (or type the facing).',
    ),
    field('place-kind', 'What', kinds),
    limits,
    unitField,
    targetField,
    cardField,
    forwardDie.element,
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
    legs.element,
    chargeOdds.element,
  );
  return {
    element,
    pick,
    zone: constraints.find((c) => c.zone !== undefined)?.zone,
    turn: {
      mover,
      typedAt: typedPoint,
      facing: () => Number(facing.value) || 0,
      setFacing: (degrees) => {
        facing.value = String(degrees);
      },
    },
    move: {
      mover,
      legs: legs.legs,
      choiceAt,
      submit: pick,
      checked: (choice, legal) => {
        const c = chosen();
        if (c.kind === 'charge' && c.unit !== undefined)
          chargeOdds.show(c.unit, legal ? choice : undefined);
      },
    },
    connect: (given) => {
      table = given;
    },
  };
}
