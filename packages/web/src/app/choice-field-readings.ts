import type { Choice } from '@warroom/armoured-clash';
import { FORWARD_DIE_NAMES } from './play/forward-words.js';
import { CLASH_NAMES } from './play/words.js';
import type { ReplayNames } from './replays/replay-names.js';
import type { Side } from './replays/replay-data.js';

/**
 * What a field of a choice names, read the same on the Replays and Play pages
 * (its shape checked, its ids named); each page then says it in its own words
 * (choice-field-table.ts).
 */

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

/** What the Play page's words of a field need besides the names: whether the choice's Command card lies face down. */
export interface PlayFieldContext extends FieldContext {
  /** rulebook p.37 Issuing Commands: the other General's card played face down, not yet revealed by Interference. */
  readonly faceDown: boolean;
}

/** A field in a page's words, or undefined when its value has not the shape the protocol gives it. */
export type FieldWords = (value: unknown, context: FieldContext) => string | undefined;
export type PlayFieldWords = (value: unknown, context: PlayFieldContext) => string | undefined;

/** A field's value read as what it names, or undefined when it has not the shape the protocol gives it. */
export type Reading<T> = (value: unknown, context: FieldContext) => T | undefined;

/** Places and distances to a tenth of an inch, as the units table shows the Officers; turns to a tenth of a degree. */
const DIGITS = 1;

export function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isText(value: unknown): value is string {
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

/** Names joined in order, or what none means. */
export function joined(names: readonly string[], joiner: string, none: string): string {
  return names.length === 0 ? none : names.join(joiner);
}

/** A value of one shape, named. */
function one<T>(
  is: (v: unknown) => v is T,
  name: (v: T, c: FieldContext) => string,
): Reading<string> {
  return (value, c) => (is(value) ? name(value, c) : undefined);
}

/** Values of one shape in order, each named. */
function many<T>(
  is: (v: unknown) => v is T,
  name: (v: T, c: FieldContext) => string,
): Reading<readonly string[]> {
  return (value, c) => listOf(value, is)?.map((v) => name(v, c));
}

export const readNumber: Reading<number> = (value) => (isNumber(value) ? value : undefined);
export const readText: Reading<string> = (value) => (isText(value) ? value : undefined);
/** A declaration made (present only as true). */
export const readDeclared: Reading<true> = (value) => (value === true ? value : undefined);

const unitName = (id: string, c: FieldContext) => c.names.unit(id);
const modelName = (id: string, c: FieldContext) => c.names.model(id);
const terrainName = (id: string, c: FieldContext) => c.names.terrain(id);
/** A card of the deck of the General who chose, by its Command and Value (rulebook p.37). */
export const cardName = (n: number, c: FieldContext) => c.names.card(c.side, n);

export const readUnit = one(isText, unitName);
export const readUnits = many(isText, unitName);
export const readModel = one(isText, modelName);
export const readModels = many(isText, modelName);
export const readTerrain = one(isText, terrainName);
// glossary: Demolition: a Charge may target a Defensible Building.
export const readTarget = one(isText, (id, c) =>
  c.names.isTerrain(id) ? c.names.terrain(id) : c.names.unit(id),
);
// rulebook p.40: a claim names Conquest Objectives; a discard (p.21) the cards.
export const readCards = many(isNumber, (n, c) =>
  c.kind === 'claim' ? c.names.conquest(c.side, n) : cardName(n, c),
);
export const readGeneral = one(
  (v): v is Side => v === 'a' || v === 'b',
  (side, c) => c.names.general(side),
);
// rulebook p.56 Select a Clash.
export const readClash = one(isText, (id) => CLASH_NAMES[id] ?? id);
// glossary: Forward: a die of the General's Forward Pool, by its face.
export const readForwardDie = one(
  (v): v is keyof typeof FORWARD_DIE_NAMES => isText(v) && Object.hasOwn(FORWARD_DIE_NAMES, v),
  (die) => FORWARD_DIE_NAMES[die],
);

/** A place on the battlefield: inches from its corner. */
export type Point = readonly number[];
const POINT_COORDINATES = 2;

function toPoint(value: unknown): Point | undefined {
  const xy = listOf(value, isNumber);
  return xy?.length === POINT_COORDINATES ? xy : undefined;
}
function isPoint(value: unknown): value is Point {
  return toPoint(value) !== undefined;
}
export const readPoint: Reading<Point> = toPoint;
// rulebook p.16 Moving a Unit: the points the Officer passes before its end.
export const readPoints: Reading<readonly Point[]> = (value) => listOf(value, isPoint);
