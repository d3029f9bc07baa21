import type { ChoiceField, FieldWords } from '../choice-field-readings.js';
import { CHOICE_FIELD_WORDS } from '../choice-field-table.js';

export type { ChoiceField, FieldContext } from '../choice-field-readings.js';

/**
 * Every field of a choice in the Replays page's words (a label, then the
 * thing): the replay column of CHOICE_FIELD_WORDS, typed by the engine's
 * choices so that a new field without words does not compile.
 */
export const FIELD_WORDS: Readonly<Record<ChoiceField, FieldWords>> = Object.fromEntries(
  Object.entries(CHOICE_FIELD_WORDS).map(([field, words]) => [field, words.replay]),
) as Record<ChoiceField, FieldWords>;

/** Whether a field's name is one a choice may carry. */
export function isChoiceField(key: string): key is ChoiceField {
  return Object.hasOwn(CHOICE_FIELD_WORDS, key);
}
