import type { DeckDefinition } from '../cards/deck-definition.js';
import { parseDeckDefinition } from '../cards/load-deck.js';

/** A deck definition holding one card of each of `values`, checked by the real parser. */
export function deckOf(values: readonly number[]): DeckDefinition {
  return parseDeckDefinition(
    {
      format: 'warroom.cnc-deck/1',
      name: 'test deck',
      sample: true,
      cards: values.map((value, i) => ({
        id: `card-${i}`,
        value,
        command: {
          name: `Command ${i}`,
          condition: 'Play this card when a test needs it.',
          effect: 'Nothing happens.',
        },
        conquest: {
          name: `Conquest ${i}`,
          trigger: 'Play this card when a test needs it.',
          reward: 'Score nothing.',
        },
      })),
    },
    'test deck',
  );
}
