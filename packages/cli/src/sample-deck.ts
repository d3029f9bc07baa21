import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  DataError,
  type DeckDefinition,
  countValues,
  parseDeckJson,
} from '@warroom/armoured-clash';

/** The sample deck shipped in data/decks (not the official deck: see its notice). */
export const SAMPLE_DECK_PATH = fileURLToPath(
  new URL('../../../data/decks/sample-deck.json', import.meta.url),
);

export function loadDeckFile(path: string): DeckDefinition {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new DataError(
      `${path}: cannot read the file (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
  return parseDeckJson(text, path);
}

/** How many cards of each Value the whole sample deck holds. */
export function loadSampleDeckComposition(): number[] {
  return countValues(loadDeckFile(SAMPLE_DECK_PATH).cards.map((card) => card.value));
}
