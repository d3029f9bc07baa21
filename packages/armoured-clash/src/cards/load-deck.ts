import { DataError, describeIssues, parseJson } from '../data-error.js';
import { type DeckDefinition, deckDefinitionSchema } from './deck-definition.js';

/** Checks parsed JSON against the deck format; `where` names the file in error messages. */
export function parseDeckDefinition(json: unknown, where: string): DeckDefinition {
  const result = deckDefinitionSchema.safeParse(json);
  if (!result.success) throw new DataError(describeIssues(where, result.error));
  const seen = new Set<string>();
  result.data.cards.forEach((card, i) => {
    if (seen.has(card.id)) {
      throw new DataError(`${where}: cards[${i}].id: card id "${card.id}" is used twice`);
    }
    seen.add(card.id);
  });
  return result.data;
}

/** Reads a deck definition from JSON text. */
export function parseDeckJson(text: string, where: string): DeckDefinition {
  return parseDeckDefinition(parseJson(text, where), where);
}
