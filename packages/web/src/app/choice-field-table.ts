import {
  type ChoiceField,
  type FieldContext,
  type FieldWords,
  type PlayFieldContext,
  type PlayFieldWords,
  type Point,
  type Reading,
  cardName,
  degrees,
  inches,
  isNumber,
  joined,
  listOf,
  readCards,
  readClash,
  readDeclared,
  readForwardDie,
  readGeneral,
  readModel,
  readModels,
  readNumber,
  readPoint,
  readPoints,
  readTarget,
  readTerrain,
  readText,
  readUnit,
  readUnits,
} from './choice-field-readings.js';
import { FACE_DOWN, playedCardWords, shownCard } from './play/choice-card-words.js';

/**
 * A field's words on each page: the Replays page's log lists it as a label and
 * the thing ("Target Rifles"); the Play page's buttons and log say it as part
 * of a sentence after the kind's name ("at Rifles").
 */
export interface PageWords {
  readonly replay: FieldWords;
  readonly play: PlayFieldWords;
}

/** A field read as what it names, then said in each page's words. */
function said<T>(
  read: Reading<T>,
  words: {
    readonly replay: (named: T, c: FieldContext) => string;
    readonly play: (named: T, c: PlayFieldContext) => string;
  },
): PageWords {
  return {
    replay: (value, c) => {
      const named = read(value, c);
      return named === undefined ? undefined : words.replay(named, c);
    },
    play: (value, c) => {
      const named = read(value, c);
      return named === undefined ? undefined : words.play(named, c);
    },
  };
}

/** A field both pages say in the same words. */
function same(words: FieldWords): PageWords {
  return { replay: words, play: words };
}

/** A declaration made (present only as true), its name alone on both pages. */
function declared(words: string): PageWords {
  return same((value) => (value === true ? words : undefined));
}

const THEN = ', then ';
/** rulebook pp.34-35: an empty order of losses withdraws the standing one. */
const WITHDRAWN = 'none (the order withdrawn)';
/** glossary: Precision: offered empty, the usual rules choose the models. */
const USUAL_ORDER = 'no model named (the usual order)';

/** A point to a tenth of an inch, as the Replays page's units table shows the Officers. */
const pointInInches = (xy: Point) => `(${xy.map(inches).join(', ')})`;
/** A point as the Play page types it: inches from the battlefield's corner, as given. */
const pointAsGiven = (xy: Point) => `(${xy.join(', ')})`;
const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/**
 * Every field of a choice in the words of the Replays and Play pages, typed by
 * the engine's choices: a new field without words does not compile. Its order
 * is the order the Play page says the fields in (the Replays page keeps the
 * choice's own).
 */
export const CHOICE_FIELD_WORDS: Readonly<Record<ChoiceField, PageWords>> = {
  unit: said(readUnit, { replay: (u) => `Unit ${u}`, play: (u) => u }),
  units: said(readUnits, {
    replay: (us) => `Units ${joined(us, ', ', 'none')}`,
    play: (us) => joined(us, ', ', 'no unit'),
  }),
  // glossary: Demolition: a Charge may target a Defensible Building.
  target: said(readTarget, { replay: (t) => `Target ${t}`, play: (t) => `at ${t}` }),
  targets: said(readUnits, {
    replay: (ts) => `Targets ${joined(ts, THEN, 'none')}`,
    play: (ts) => `at ${joined(ts, THEN, 'no unit')}`,
  }),
  // glossary: Spotters.
  spotter: said(readUnit, { replay: (u) => `Spotter ${u}`, play: (u) => `spotted by ${u}` }),
  // rulebook p.46 Embark.
  transport: said(readUnit, { replay: (u) => `Transport ${u}`, play: (u) => `onto ${u}` }),
  // rulebook p.43 Garrison.
  building: said(readTerrain, { replay: (b) => `Building ${b}`, play: (b) => `into ${b}` }),
  // glossary: Coruscating: the line's bearing.
  bearing: said(readNumber, {
    replay: (n) => `Bearing ${degrees(n)}`,
    play: (n) => `along the bearing ${degrees(n)}`,
  }),
  // rulebook p.57: the first Round's Initiative given.
  to: said(readGeneral, { replay: (g) => `Initiative to ${g}`, play: (g) => `to ${g}` }),
  // rulebook p.57 Deploy Forces.
  general: said(readText, { replay: (g) => `As General ${g}`, play: (g) => `I am General ${g}` }),
  rearEdge: said(readText, {
    replay: (edge) => `Rear Edge ${capitalised(edge)}`,
    play: (edge) => `along the ${edge} edge`,
  }),
  // glossary: Forward: a die of the General's Forward Pool, by its face.
  forwardDie: said(readForwardDie, {
    replay: (die) => `Forward die ${die}`,
    play: (die) => `Forward with a ${die} die`,
  }),
  // glossary: Portal Mastery (X); rulebook pp.62-63 Scour the Field.
  marker: said(readText, { replay: (id) => `Marker ${id}`, play: (id) => `at the ${id} marker` }),
  // rulebook p.56 Placing Terrain.
  piece: said(readTerrain, { replay: (p) => `Terrain ${p}`, play: (p) => p }),
  // rulebook p.56 Select a Clash.
  clash: said(readClash, { replay: (clash) => `Clash ${clash}`, play: (clash) => clash }),
  // glossary: Immortal: Destroyed models restored.
  count: said(readNumber, { replay: (n) => `Models restored ${n}`, play: (n) => `(${n})` }),
  // rulebook pp.34-35: the model lost, or promoted.
  model: said(readModel, { replay: capitalised, play: (m) => m }),
  // rulebook pp.34-35: the General's order of preference for the losses.
  losses: said(readModels, {
    replay: (ms) => `Losses in order ${joined(ms, THEN, WITHDRAWN)}`,
    play: (ms) => (ms.length === 0 ? WITHDRAWN : `first ${ms.join(THEN)}`),
  }),
  // rulebook p.51 A. Approach Step: the inches flown.
  inches: said(readNumber, { replay: (n) => `Flying ${inches(n)}`, play: inches }),
  // glossary: Brake Turn: after `after` inches every model turns to face `facing` degrees.
  brakeTurn: same((value) => {
    const turn = value as { after?: unknown; facing?: unknown } | null;
    return typeof turn === 'object' &&
      turn !== null &&
      isNumber(turn.after) &&
      isNumber(turn.facing)
      ? `Brake Turn after ${inches(turn.after)} to face ${degrees(turn.facing)}`
      : undefined;
  }),
  // glossary: Bank (X"): 1" along the Turning Template per turn (whole inches).
  bank: same((value) => {
    const turns = listOf(value, isNumber);
    return turns === undefined
      ? undefined
      : `Bank ${turns.length}″ (turns ${turns.map(degrees).join(', ')})`;
  }),
  // rulebook p.26 Exposed Models.
  prioritiseExposed: declared('Exposed models first'),
  // glossary: Overcharge.
  overcharge: declared('Overcharged'),
  // glossary: Precision: the models chosen, in order; offered empty, the usual rules choose them.
  precision: said(readModels, {
    replay: (ms) => `Precision on ${joined(ms, THEN, USUAL_ORDER)}`,
    play: (ms) =>
      ms.length === 0 ? `with Precision, ${USUAL_ORDER}` : `with Precision on ${ms.join(THEN)}`,
  }),
  // glossary: Locomotor Boosters.
  locomotorBoosters: said(readDeclared, {
    replay: () => 'Locomotor Boosters',
    play: () => 'with its Locomotor Boosters',
  }),
  // glossary: Soar (X").
  soar: declared('Soaring'),
  // rulebook pp.20-21, 38: a bid, an Interference, an Overrun's discard or a Special Command's card.
  card: said(readNumber, { replay: (n, c) => `Card ${cardName(n, c)}`, play: playedCardWords }),
  // rulebook p.37 Issuing Commands: on the Play page, the card face down until Interference reveals it.
  command: said(readNumber, {
    replay: (n, c) => `Command ${cardName(n, c)}`,
    play: (n, c) =>
      c.faceDown ? `with a Command (${FACE_DOWN})` : `with the Command ${cardName(n, c)}`,
  }),
  commandAgainst: said(readUnit, {
    replay: (u) => `Command issued with the attack at ${u}`,
    play: (u) => `issued with the attack at ${u}`,
  }),
  // glossary: Portal Mastery (X): a Special Command, issued with a card.
  portalMastery: said(readNumber, {
    replay: (n, c) => `Portal Mastery with ${cardName(n, c)}`,
    play: (n, c) => `attempting Portal Mastery with ${shownCard(n, c)}`,
  }),
  // rulebook p.40: a claim names Conquest Objectives; a discard (p.21) the cards.
  cards: said(readCards, {
    replay: (cards, c) =>
      `${c.kind === 'claim' ? 'Conquest Objectives' : 'Cards'} ${joined(cards, ', ', 'none')}`,
    play: (cards) => joined(cards, ', ', 'nothing'),
  }),
  // rulebook p.16 Moving a Unit: the points the Officer passes before its end.
  via: said(readPoints, {
    replay: (points) => `By way of ${points.map(pointInInches).join(THEN)}`,
    play: (points) => `via ${points.map(pointAsGiven).join(THEN)}`,
  }),
  at: said(readPoint, {
    replay: (xy) => `At ${pointInInches(xy)}`,
    play: (xy) => `to ${pointAsGiven(xy)}`,
  }),
  facing: said(readNumber, { replay: (n) => `Facing ${degrees(n)}`, play: (n) => `facing ${n}°` }),
};
