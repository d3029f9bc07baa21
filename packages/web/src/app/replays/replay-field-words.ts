import type { Choice } from '@warroom/armoured-clash';
import { FORWARD_DIE_NAMES } from '../play/forward-words.js';
import { CLASH_NAMES } from '../play/words.js';
import type { Side } from './replay-data.js';
import type { ReplayNames } from './replay-names.js';

/** Every key a member of a union has. */
type KeysOfUnion<T> = T extends unknown ? keyof T : never;

/** Every field a choice may carry besides its kind (docs/protocol.md Choices). */
export type ChoiceField = Exclude<KeysOfUnion<Choice>, 'kind'>;

/** What a field's words need: the names, the General who chose (whose cards it names) and the kind. */
export interface FieldContext {
  readonly names: ReplayNames;
  readonly side: Side;
  readonly kind: string;
}

/** A field in words, or undefined when its value has not the shape the protocol gives it. */
type FieldWords = (value: unknown, context: FieldContext) => string | undefined;

/** Places and distances to a tenth of an inch, as the units table shows the Officers; turns to a tenth of a degree. */
const DIGITS = 1;

export function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

export function isText(value: unknown): value is string {
  return typeof value === 'string';
}

export function listOf<T>(
  value: unknown,
  is: (item: unknown) => item is T,
): readonly T[] | undefined {
  return Array.isArray(value) && value.every(is) ? value : undefined;
}

/** Points, distances and degrees in the game's units. */
export function inches(n: number): string {
  return `${n.toFixed(DIGITS)}″`;
}
export function degrees(n: number): string {
  return `${Number(n.toFixed(DIGITS))}°`;
}
function point(value: unknown): string | undefined {
  const xy = listOf(value, isNumber);
  return xy?.length === 2 ? `(${xy.map(inches).join(', ')})` : undefined;
}

/** A field naming one thing: its label, then the thing's name. */
function one<T>(
  label: string,
  is: (v: unknown) => v is T,
  name: (v: T, c: FieldContext) => string,
) {
  return (value: unknown, c: FieldContext) =>
    is(value) ? `${label} ${name(value, c)}` : undefined;
}

/** A field naming things in order: its label, then their names joined, or what none means. */
function many<T>(
  label: string,
  is: (v: unknown) => v is T,
  name: (v: T, c: FieldContext) => string,
  joiner: string,
  none: string,
) {
  return (value: unknown, c: FieldContext) => {
    const items = listOf(value, is);
    if (items === undefined) return undefined;
    return items.length === 0
      ? `${label} ${none}`
      : `${label} ${items.map((v) => name(v, c)).join(joiner)}`;
  };
}

/** A declaration made (present only as true): its name alone. */
function declared(words: string): FieldWords {
  return (value) => (value === true ? words : undefined);
}

const unit = (id: string, c: FieldContext) => c.names.unit(id);
const model = (id: string, c: FieldContext) => c.names.model(id);
const card = (n: number, c: FieldContext) => c.names.card(c.side, n);
const THEN = ', then ';

/**
 * Every field of a choice in the game's words, typed by the engine's choices:
 * a new field without words does not compile.
 */
export const FIELD_WORDS: Readonly<Record<ChoiceField, FieldWords>> = {
  unit: one('Unit', isText, unit),
  units: many('Units', isText, unit, ', ', 'none'),
  // glossary: Demolition: a Charge may target a Defensible Building.
  target: one('Target', isText, (id, c) =>
    c.names.isTerrain(id) ? c.names.terrain(id) : c.names.unit(id),
  ),
  targets: many('Targets', isText, unit, THEN, 'none'),
  spotter: one('Spotter', isText, unit),
  transport: one('Transport', isText, unit),
  commandAgainst: one('Command issued with the attack at', isText, unit),
  building: one('Building', isText, (id, c) => c.names.terrain(id)),
  piece: one('Terrain', isText, (id, c) => c.names.terrain(id)),
  marker: one('Marker', isText, (id) => id),
  at: (value) => {
    const at = point(value);
    return at === undefined ? undefined : `At ${at}`;
  },
  // rulebook p.16 Moving a Unit: the points the Officer passes before its end.
  via: (value) => {
    const points = Array.isArray(value) ? value.map(point) : undefined;
    if (points === undefined || points.some((p) => p === undefined)) return undefined;
    return `By way of ${points.join(THEN)}`;
  },
  facing: one('Facing', isNumber, degrees),
  bearing: one('Bearing', isNumber, degrees),
  inches: one('Flying', isNumber, inches),
  // glossary: Brake Turn: after `after` inches every model turns to face `facing` degrees.
  brakeTurn: (value) => {
    const turn = value as { after?: unknown; facing?: unknown } | null;
    return typeof turn === 'object' &&
      turn !== null &&
      isNumber(turn.after) &&
      isNumber(turn.facing)
      ? `Brake Turn after ${inches(turn.after)} to face ${degrees(turn.facing)}`
      : undefined;
  },
  // glossary: Bank (X"): 1" along the Turning Template per turn (whole inches).
  bank: (value) => {
    const turns = listOf(value, isNumber);
    return turns === undefined
      ? undefined
      : `Bank ${turns.length}″ (turns ${turns.map(degrees).join(', ')})`;
  },
  card: one('Card', isNumber, card),
  command: one('Command', isNumber, card),
  // glossary: Portal Mastery (X): the Special Command issued with this card.
  portalMastery: one('Portal Mastery with', isNumber, card),
  // rulebook p.40: a claim names Conquest Objectives; a discard (p.21) the cards.
  cards: (value, c) =>
    c.kind === 'claim'
      ? many(
          'Conquest Objectives',
          isNumber,
          (n, k) => k.names.conquest(k.side, n),
          ', ',
          'none',
        )(value, c)
      : many('Cards', isNumber, card, ', ', 'none')(value, c),
  to: one(
    'Initiative to',
    (v): v is Side => v === 'a' || v === 'b',
    (side, c) => c.names.general(side),
  ),
  // rulebook p.57 Deploy Forces.
  general: one('As', isText, (g) => `General ${g}`),
  rearEdge: one('Rear Edge', isText, (edge) => edge.charAt(0).toUpperCase() + edge.slice(1)),
  clash: one('Clash', isText, (id) => CLASH_NAMES[id] ?? id),
  // glossary: Forward: a die of the General's Forward Pool.
  forwardDie: one(
    'Forward die',
    (v): v is keyof typeof FORWARD_DIE_NAMES => isText(v) && Object.hasOwn(FORWARD_DIE_NAMES, v),
    (die) => FORWARD_DIE_NAMES[die],
  ),
  // glossary: Immortal: Destroyed models restored.
  count: one('Models restored', isNumber, String),
  // rulebook pp.34-35: the General's order of preference for the losses.
  losses: many('Losses in order', isText, model, THEN, 'none (the order withdrawn)'),
  model: (value, c) => {
    if (!isText(value)) return undefined;
    const named = c.names.model(value);
    return named.charAt(0).toUpperCase() + named.slice(1);
  },
  // glossary: Precision: offered empty, the usual rules choose the models.
  precision: many('Precision on', isText, model, THEN, 'no model named (the usual order)'),
  overcharge: declared('Overcharged'),
  // rulebook p.26 Exposed Models.
  prioritiseExposed: declared('Exposed models first'),
  locomotorBoosters: declared('Locomotor Boosters'),
  soar: declared('Soaring'),
};

/** Whether a field's name is one a choice may carry. */
export function isChoiceField(key: string): key is ChoiceField {
  return Object.hasOwn(FIELD_WORDS, key);
}
