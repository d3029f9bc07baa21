import type { ChoiceKind } from '@warroom/armoured-clash';
import {
  type ChoiceField,
  type FieldContext,
  FIELD_WORDS,
  degrees,
  inches,
  isNumber,
  isText,
  listOf,
} from '../replays/replay-field-words.js';
import { FORWARD_DIE_NAMES } from './forward-words.js';
import { CLASH_NAMES } from './words.js';

/** What the Play page's words of a field need besides the names: whether the choice's Command card lies face down. */
export interface PlayFieldContext extends FieldContext {
  /** rulebook p.37 Issuing Commands: the other General's card played face down, not yet revealed by Interference. */
  readonly faceDown: boolean;
}

/** A field in the Play page's words, or undefined when its value has not the shape the protocol gives it. */
type PlayFieldWords = (value: unknown, context: PlayFieldContext) => string | undefined;

const THEN = ', then ';

/** A field naming one thing: the thing's name in its words. */
function one<T>(is: (v: unknown) => v is T, words: (v: T, c: PlayFieldContext) => string) {
  return (value: unknown, c: PlayFieldContext) => (is(value) ? words(value, c) : undefined);
}

/** A field naming things in order, in its words, or what none means. */
function many<T>(
  is: (v: unknown) => v is T,
  words: (names: string) => string,
  name: (v: T, c: PlayFieldContext) => string,
  joiner: string,
  none: string,
) {
  return (value: unknown, c: PlayFieldContext) => {
    const items = listOf(value, is);
    if (items === undefined) return undefined;
    return items.length === 0 ? none : words(items.map((v) => name(v, c)).join(joiner));
  };
}

/** A point as the Play page types it: inches from the battlefield's corner, as given. */
function point(value: unknown): string | undefined {
  const xy = listOf(value, isNumber);
  return xy?.length === 2 ? `(${xy.join(', ')})` : undefined;
}

const unit = (id: string, c: PlayFieldContext) => c.names.unit(id);
const model = (id: string, c: PlayFieldContext) => c.names.model(id);
const card = (n: number, c: PlayFieldContext) => c.names.card(c.side, n);
/** The words of a card that lies face down (rulebook p.37). */
const FACE_DOWN = 'a card face down';
const shownCard = (n: number, c: PlayFieldContext) => (c.faceDown ? FACE_DOWN : card(n, c));

/**
 * rulebook p.38 Special Commands: issued by playing a card (face down, as a
 * Command), its `card` said "issued with". Which card lies face down is the
 * server's to say (`faceDown`, its face-down-commands.ts keeps the same list).
 */
const SPECIAL_COMMAND_KINDS: readonly string[] = [
  'flankAttack',
  'aerialAssault',
  'intercept',
] satisfies readonly ChoiceKind[];

/** What a choice's `card` is, by its kind: a bid, an Interference, an Overrun's discard or a Special Command's card. */
function cardWords(n: number, c: PlayFieldContext): string {
  // rulebook pp.21, 38; glossary: Aerial Assault, Interceptor.
  if (SPECIAL_COMMAND_KINDS.includes(c.kind)) return `issued with ${shownCard(n, c)}`;
  // rulebook p.38 Interference: a card from the hand played against the Command.
  if (c.kind === 'interfere') return `with ${card(n, c)}`;
  // glossary: Overrun: a card discarded to Charge again.
  if (c.kind === 'overrun') return `discarding ${card(n, c)}`;
  // rulebook p.20 Determine Initiative: the card bid.
  return card(n, c);
}

/**
 * Every field of a choice in the Play page's words, in the order a button or
 * the log says them (the kind's name first): typed by the engine's choices,
 * so that a new field does not compile without words. Where the Replays page
 * says a field in the same words, its words are these (FIELD_WORDS).
 */
export const PLAY_FIELD_WORDS: Readonly<Record<ChoiceField, PlayFieldWords>> = {
  unit: one(isText, unit),
  units: many(isText, (names) => names, unit, ', ', 'no unit'),
  // glossary: Demolition: a Charge may target a Defensible Building.
  target: one(isText, (id, c) => `at ${c.names.isTerrain(id) ? c.names.terrain(id) : unit(id, c)}`),
  targets: many(isText, (names) => `at ${names}`, unit, THEN, 'at no unit'),
  // glossary: Spotters.
  spotter: one(isText, (id, c) => `spotted by ${unit(id, c)}`),
  // rulebook p.46 Embark.
  transport: one(isText, (id, c) => `onto ${unit(id, c)}`),
  // rulebook p.43 Garrison.
  building: one(isText, (id, c) => `into ${c.names.terrain(id)}`),
  // glossary: Coruscating: the line's bearing.
  bearing: one(isNumber, (n) => `along the bearing ${degrees(n)}`),
  // rulebook p.57: the first Round's Initiative given.
  to: one(
    (v): v is 'a' | 'b' => v === 'a' || v === 'b',
    (side, c) => `to ${c.names.general(side)}`,
  ),
  // rulebook p.57 Deploy Forces.
  general: one(isText, (g) => `I am General ${g}`),
  rearEdge: one(isText, (edge) => `along the ${edge} edge`),
  // glossary: Forward: a die of the General's Forward Pool, by its face.
  forwardDie: one(
    (v): v is keyof typeof FORWARD_DIE_NAMES => isText(v) && Object.hasOwn(FORWARD_DIE_NAMES, v),
    (die) => `Forward with a ${FORWARD_DIE_NAMES[die]} die`,
  ),
  // glossary: Portal Mastery (X); rulebook pp.62-63 Scour the Field.
  marker: one(isText, (id) => `at the ${id} marker`),
  // rulebook p.56 Placing Terrain.
  piece: one(isText, (id, c) => c.names.terrain(id)),
  // rulebook p.56 Select a Clash.
  clash: one(isText, (id) => CLASH_NAMES[id] ?? id),
  // glossary: Immortal.
  count: one(isNumber, (n) => `(${n})`),
  // rulebook pp.34-35: the model lost, or promoted.
  model: one(isText, model),
  // rulebook pp.34-35: the General's order of preference for the losses.
  losses: many(isText, (names) => `first ${names}`, model, THEN, 'none (the order withdrawn)'),
  // rulebook p.51 A. Approach Step: the inches flown.
  inches: one(isNumber, inches),
  // glossary: Brake Turn; glossary: Bank (X"): as the Replays page says them.
  brakeTurn: FIELD_WORDS.brakeTurn,
  bank: FIELD_WORDS.bank,
  // rulebook p.26 Exposed Models; glossary: Overcharge.
  prioritiseExposed: FIELD_WORDS.prioritiseExposed,
  overcharge: FIELD_WORDS.overcharge,
  // glossary: Precision: the models chosen, in order; offered empty, the usual rules choose them.
  precision: many(
    isText,
    (names) => `with Precision on ${names}`,
    model,
    THEN,
    'with Precision, no model named (the usual order)',
  ),
  // glossary: Locomotor Boosters, Soar (X").
  locomotorBoosters: (value) => (value === true ? 'with its Locomotor Boosters' : undefined),
  soar: FIELD_WORDS.soar,
  card: one(isNumber, cardWords),
  // rulebook p.37 Issuing Commands: the card, face down until Interference reveals it.
  command: one(isNumber, (n, c) =>
    c.faceDown ? `with a Command (${FACE_DOWN})` : `with the Command ${card(n, c)}`,
  ),
  commandAgainst: one(isText, (id, c) => `issued with the attack at ${unit(id, c)}`),
  // glossary: Portal Mastery (X): a Special Command, issued with a card.
  portalMastery: one(isNumber, (n, c) => `attempting Portal Mastery with ${shownCard(n, c)}`),
  // rulebook p.40: a claim names Conquest Objectives; a discard (p.21) the cards.
  cards: many(
    isNumber,
    (names) => names,
    (n, c) => (c.kind === 'claim' ? c.names.conquest(c.side, n) : card(n, c)),
    ', ',
    'nothing',
  ),
  // rulebook p.16 Moving a Unit: the points the Officer passes before its end.
  via: (value) => {
    const points = Array.isArray(value) ? value.map(point) : undefined;
    if (points === undefined || points.some((p) => p === undefined)) return undefined;
    return `via ${points.join(THEN)}`;
  },
  at: (value) => {
    const at = point(value);
    return at === undefined ? undefined : `to ${at}`;
  },
  facing: one(isNumber, (n) => `facing ${n}°`),
};
