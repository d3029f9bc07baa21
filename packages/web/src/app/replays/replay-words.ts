import type { ChoiceKind, Stage } from '@warroom/armoured-clash';
import { FORCE_SCALES } from '../forces/force-model.js';
import { KIND_NAMES, STAGE_NAMES } from '../play/kind-names.js';
import { statusName } from '../play/profile-card.js';
import { CLASH_NAMES } from '../play/words.js';
import type { LogEntry } from './replay-data.js';
import { type FieldContext, FIELD_WORDS, isChoiceField } from './replay-field-words.js';
import type { ReplayNames } from './replay-names.js';

/** The Replays page's words for what the API names by id: Clashes, scales, opponents, phases, statuses, choices. */

export function clashWords(clash: string): string {
  return CLASH_NAMES[clash] ?? clash;
}

/** rulebook p.52 Force Scale, by its name. */
export function scaleWords(scale: string): string {
  return FORCE_SCALES.find(([id]) => id === scale)?.[1] ?? scale;
}

export function opponentWords(opponent: string): string {
  return opponent === 'hotseat' ? 'hot-seat' : `the ${opponent} bot`;
}

export function stageWords(stage: string): string {
  return stage in STAGE_NAMES ? STAGE_NAMES[stage as Stage] : stage;
}

export function statusesWords(statuses: readonly string[]): string {
  return statuses.map(statusName).join(', ');
}

/**
 * The kinds of choice whose content the other General is not told (the
 * server's choiceSeenBy, docs/server.md), shown in full once the game is over.
 */
export const SECRET_UNTIL_OVER: Readonly<Partial<Record<ChoiceKind, string>>> = {
  // rulebook p.20 Determine Initiative: the events tell the cards once both are revealed.
  bid: 'a face-down card',
  // rulebook pp.34-35: the General's own intention, shown only as its losses are taken.
  orderLosses: 'kept by its General',
  // glossary: Precision, Overcharge: what a Retaliation is declared with.
  retaliate: 'declared in secret',
};

/** glossary: Precision: the models a charging unit's Close Quarters Attack names stay its General's. */
function secretField(kind: string, key: string): boolean {
  return kind === 'closeQuartersAttack' && key === 'precision';
}

/** The words of a Command card played face down, not yet revealed by Interference (rulebook p.37). */
const FACE_DOWN_WORDS = 'Command issued (a card face down)';

/** A field in words; one of an unknown name or shape as the API gives it. */
function fieldText(key: string, value: unknown, context: FieldContext): string {
  const words = isChoiceField(key) ? FIELD_WORDS[key](value, context) : undefined;
  return words ?? `${key} ${JSON.stringify(value)}`;
}

/**
 * rulebook p.37 Issuing Commands, p.38 Interference: whether a logged choice's
 * Command card is said to lie face down. The server tells which do
 * (`faceDown`: the field that carries the card) and withholds the other
 * General's card; the replay shows neither General's until Interference
 * reveals it, nor once the game is over a card never revealed that the server
 * withheld: the field named face down, or undefined.
 */
function cardFaceDown(entry: LogEntry, over: boolean): string | undefined {
  const field = entry.faceDown;
  if (field === undefined) return undefined;
  return !over || !Object.hasOwn(entry.choice, field) ? field : undefined;
}

/**
 * A choice as the replay shows it: what was done in the open, every field in
 * the game's words (the kind's name, units and models by name, cards by their
 * Command, places in inches, turns in degrees). What the other General is not
 * told stays hidden until the game is over; a Command card face down until
 * Interference reveals it.
 */
export function choiceText(entry: LogEntry, over: boolean, names: ReplayNames): string {
  const { kind, ...rest } = entry.choice;
  const named = kind in KIND_NAMES ? KIND_NAMES[kind as ChoiceKind] : kind;
  const secret = Object.hasOwn(SECRET_UNTIL_OVER, kind)
    ? SECRET_UNTIL_OVER[kind as ChoiceKind]
    : undefined;
  if (secret !== undefined && !over) return `${named} (${secret})`;
  const context = { names, side: entry.side, kind };
  const faceDown = cardFaceDown(entry, over);
  const details = Object.entries(rest)
    .filter(([key]) => over || !secretField(kind, key))
    .filter(([key]) => key !== faceDown)
    .map(([key, value]) => fieldText(key, value, context));
  if (faceDown !== undefined) details.push(FACE_DOWN_WORDS);
  return details.length === 0 ? named : `${named}: ${details.join(', ')}`;
}
