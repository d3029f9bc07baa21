import { fileURLToPath } from 'node:url';
import { readTextFile } from '@warroom/forces';
import { type DeckDefinition, countValues, parseDeckJson } from '@warroom/armoured-clash';

/** The sample deck shipped in data/decks (not the official deck: see its notice). */
export const SAMPLE_DECK_PATH = fileURLToPath(
  new URL('../../../data/decks/sample-deck.json', import.meta.url),
);

export function loadDeckFile(path: string): DeckDefinition {
  return parseDeckJson(readTextFile(path), path);
}

/** How many cards of each Value the whole sample deck holds. */
export function loadSampleDeckComposition(): number[] {
  return countValues(loadDeckFile(SAMPLE_DECK_PATH).cards.map((card) => card.value));
}
