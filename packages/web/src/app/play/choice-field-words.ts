import type { ChoiceField, PlayFieldWords } from '../choice-field-readings.js';
import { CHOICE_FIELD_WORDS } from '../choice-field-table.js';

export type { PlayFieldContext } from '../choice-field-readings.js';

/**
 * Every field of a choice in the Play page's words, in the order a button or
 * the log says them (the kind's name first): the play column of
 * CHOICE_FIELD_WORDS, in its order, typed by the engine's choices so that a
 * new field does not compile without words.
 */
export const PLAY_FIELD_WORDS: Readonly<Record<ChoiceField, PlayFieldWords>> = Object.fromEntries(
  Object.entries(CHOICE_FIELD_WORDS).map(([field, words]) => [field, words.play]),
) as Record<ChoiceField, PlayFieldWords>;
