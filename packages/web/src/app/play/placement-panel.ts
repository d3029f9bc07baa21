import { h, replace } from '../dom.js';
import type { At, Choice, Constraint, Decision, Game, Side } from './game-types.js';
import type { TableChecks } from './board.js';
import type { FacingControls } from './facing-drag.js';
import type { MoveControls } from './move-drag.js';
import { chargeOddsPreview } from './charge-odds-preview.js';
import { constraintText } from './constraint-words.js';
import { KIND_NAMES } from './kind-names.js';
import { moveLegsField } from './move-legs-field.js';
import { cardName, pieceName, unitName } from './words.js';

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
  form: {
    readonly unit: string;
    readonly target: string;
    readonly card: number | undefined;
    readonly via: readonly At[];
  },
): Choice {
  const base = { at, facing };
  // rulebook p.16 Moving a Unit: a move broken into legs.
  const legs = form.via.length === 0 ? {} : { via: form.via };
  const card = form.card === undefined ? {} : { card: form.card };
  const command = form.card === undefined ? {} : { command: form.card };
  switch (c.kind) {
    case 'placeTerrain':
      return { kind: c.kind, piece: form.unit, ...base };
    case 'deploy': {
      // glossary: Forward: a Forward unit deploys with a die of the pool (the form offers the first die left).
      const die = c.forwardPool?.[0];
      return {
        kind: c.kind,
        unit: form.unit,
        ...base,
        ...(die === undefined ? {} : { forwardDie: die }),
      };
    }
    case 'deployReserve':
      return { kind: c.kind, unit: form.unit, ...base };
    case 'vanguardAdvance':
      return { kind: c.kind, unit: c.unit, ...base };
    case 'flankAttack':
    case 'aerialAssault':
      return { kind: c.kind, unit: form.unit, ...base, ...card };
    case 'charge':
      return { kind: c.kind, target: form.target, ...base, ...legs };
    case 'doubleTime':
      return { kind: c.kind, ...base, ...command, ...legs };
    case 'advance':
      return { kind: c.kind, ...base, ...legs };
    case 'disembark':
    case 'assaultRamp':
    case 'bailOut':
    case 'exit':
      return { kind: c.kind, ...base };
    case 'placePortalMarker':
      return { kind: c.kind, at };
  }
}

/** The cards the form offers for a constraint: a Flank Attack's, a Double Time's Commands. */
function cardsOf(c: Constraint, unit: string): { cards: readonly number[]; none?: string } {
  if (c.kind === 'flankAttack')
    return c.withoutCommand.includes(unit)
      ? { cards: c.cards, none: 'no card (Scouting Parties)' }
      : { cards: c.cards };
  if (c.kind === 'doubleTime') return { cards: c.commands ?? [], none: 'no Command' };
  // glossary: Aerial Assault: no Special Command in the final Round.
  if (c.kind === 'aerialAssault')
    return c.withoutCommand ? { cards: [], none: 'no card (the final Round)' } : { cards: c.cards };
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
  const fill = () => {
    const c = chosen();
    chargeOdds.clear();
    // A Vanguard or Hit & Run free Advance is made in one straight leg (the engine takes no legs).
    legs.show(c.kind === 'advance' || c.kind === 'doubleTime' || c.kind === 'charge');
    const units = c.units ?? (c.unit === undefined ? [] : [c.unit]);
    replace(
      unitSelect,
      ...units.map((u) => h('option', { value: u }, unitName(game, u))),
      // rulebook p.56 Placing Terrain: the select offers the pieces left to place.
      ...(c.pieces ?? []).map((p) => h('option', { value: p }, pieceName(game, p))),
    );
    unitLabel.textContent = c.pieces === undefined ? 'Unit' : 'Piece of terrain';
    replace(target, ...(c.targets ?? []).map((u) => h('option', { value: u }, unitName(game, u))));
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
