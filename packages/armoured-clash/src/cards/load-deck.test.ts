import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { DataError } from '../data-error.js';
import { countValues } from './card-values.js';
import { DECK_FORMAT } from './deck-definition.js';
import { parseDeckDefinition, parseDeckJson } from './load-deck.js';

// From packages/armoured-clash/dist/cards/ (where this test runs) up to the repository root.
const SAMPLE_DECK_URL = new URL('../../../../data/decks/sample-deck.json', import.meta.url);
const SAMPLE_DECK_PATH = fileURLToPath(SAMPLE_DECK_URL);
const SAMPLE_DECK_TEXT = readFileSync(SAMPLE_DECK_URL, 'utf8');

type Json = Record<string, unknown>;

/** A fresh, valid deck file as plain JSON: two cards, to be broken by each test. */
function validDeck(): Json & { cards: Json[] } {
  const card = (id: string, value: number): Json => ({
    id,
    value,
    command: {
      name: 'Stand Firm',
      condition: 'Play this card when one of your units takes a Discipline Test.',
      effect: 'The unit adds 2 to its Discipline for the test.',
      effects: [{ kind: 'disciplineModifier', amount: 2, tests: 'allDisciplineTests' }],
    },
    conquest: {
      name: 'Hold the Line',
      trigger: 'Play this card at the end of a Round.',
      reward: 'Score 1 VP.',
      victoryPoints: 1,
    },
  });
  return {
    format: 'warroom.cnc-deck/1',
    name: 'broken deck',
    sample: true,
    cards: [card('a', 3), card('b', 9)],
  };
}

function cardAt(deck: { cards: Json[] }, i: number): Json {
  const card = deck.cards[i];
  assert.ok(card !== undefined);
  return card;
}

function section(card: Json, name: 'command' | 'conquest'): Json {
  return card[name] as Json;
}

/** The DataError `parse` throws (the test fails if it throws nothing or something else). */
function dataErrorOf(parse: () => unknown): DataError {
  try {
    parse();
  } catch (error) {
    assert.ok(error instanceof DataError, `expected a DataError, got ${String(error)}`);
    return error;
  }
  assert.fail('expected a DataError, but the deck was accepted');
}

/** The error message for a deck changed by `breakIt`, read from the file "broken.json". */
function problemWith(breakIt: (deck: ReturnType<typeof validDeck>) => void): string {
  const deck = validDeck();
  breakIt(deck);
  return dataErrorOf(() => parseDeckDefinition(deck, 'broken.json')).message;
}

describe('the shipped sample deck (data/decks/sample-deck.json)', () => {
  const deck = parseDeckJson(SAMPLE_DECK_TEXT, SAMPLE_DECK_PATH);

  it('rulebook p.18 Command & Conquest Cards: the sample deck file parses as a deck definition', () => {
    assert.equal(deck.format, DECK_FORMAT);
    assert.ok(deck.name.length > 0);
  });

  it('data/decks: the sample deck is marked as a sample, with a notice that it is not the official deck', () => {
    assert.equal(deck.sample, true);
    assert.ok(deck.notice !== undefined && deck.notice.length > 0);
  });

  it('rulebook p.18 Card Value: the sample deck holds 36 cards, Values 1-12, three of each', () => {
    assert.equal(deck.cards.length, 36);
    const counts = countValues(deck.cards.map((card) => card.value));
    assert.deepEqual(counts, [0, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3]);
  });

  it('rulebook p.18 Command & Conquest Cards: every sample card has a Command, a Conquest Objective and a unique id', () => {
    assert.equal(new Set(deck.cards.map((card) => card.id)).size, 36);
    for (const card of deck.cards) {
      assert.ok(card.command.name.length > 0, card.id);
      assert.ok(card.conquest.name.length > 0, card.id);
    }
  });
});

describe('parseDeckDefinition: bad deck files give a DataError naming the file and the problem', () => {
  it('deck format: a valid deck is accepted as it is', () => {
    const deck = validDeck();
    assert.deepEqual(parseDeckDefinition(deck, 'good.json'), deck);
  });

  it('rulebook p.18 Card Value: a Value of 13 is refused at cards[0].value', () => {
    const message = problemWith((deck) => {
      cardAt(deck, 0).value = 13;
    });
    assert.match(message, /^broken\.json: /);
    assert.ok(message.includes('cards[0].value'), message);
  });

  it('rulebook p.18 Card Value: Values 0 and 1.5 are refused (1 to 12, whole numbers)', () => {
    for (const value of [0, 1.5, -1, '7']) {
      const message = problemWith((deck) => {
        cardAt(deck, 1).value = value;
      });
      assert.ok(message.includes('broken.json: cards[1].value'), message);
    }
  });

  it('deck format: a Command without a name is refused at cards[0].command.name', () => {
    const message = problemWith((deck) => {
      delete section(cardAt(deck, 0), 'command').name;
    });
    assert.ok(message.includes('broken.json: cards[0].command.name'), message);
  });

  it('deck format: an empty Conquest reward is refused at cards[1].conquest.reward', () => {
    const message = problemWith((deck) => {
      section(cardAt(deck, 1), 'conquest').reward = '';
    });
    assert.ok(message.includes('broken.json: cards[1].conquest.reward'), message);
  });

  it('deck format: an unknown field on a card is refused, naming the card and the field', () => {
    const message = problemWith((deck) => {
      cardAt(deck, 1).colour = 'red';
    });
    assert.ok(message.includes('broken.json: cards[1]'), message);
    assert.ok(message.includes('colour'), message);
  });

  it('deck format: an unknown top-level field is refused', () => {
    const message = problemWith((deck) => {
      deck.author = 'someone';
    });
    assert.ok(message.includes('broken.json: (top level)'), message);
    assert.ok(message.includes('author'), message);
  });

  it('deck format: a card id used twice is refused, naming the second card', () => {
    const message = problemWith((deck) => {
      cardAt(deck, 1).id = 'a';
    });
    assert.equal(message, 'broken.json: cards[1].id: card id "a" is used twice');
  });

  it('deck format: a wrong format tag is refused at format', () => {
    const message = problemWith((deck) => {
      deck.format = 'warroom.cnc-deck/2';
    });
    assert.ok(message.includes('broken.json: format'), message);
  });

  it('deck format: the sample flag must be true or false', () => {
    const message = problemWith((deck) => {
      deck.sample = 'yes';
    });
    assert.ok(message.includes('broken.json: sample'), message);
  });

  it('deck format: a deck without cards is refused', () => {
    const message = problemWith((deck) => {
      deck.cards = [];
    });
    assert.ok(message.includes('broken.json: cards'), message);
  });

  it('deck format: an unknown Command effect is refused at its path', () => {
    const message = problemWith((deck) => {
      section(cardAt(deck, 0), 'command').effects = [{ kind: 'teleport' }];
    });
    assert.ok(message.includes('broken.json: cards[0].command.effects[0]'), message);
  });

  it('deck format: every problem of a file is reported, one line each', () => {
    const message = problemWith((deck) => {
      cardAt(deck, 0).value = 13;
      section(cardAt(deck, 1), 'conquest').reward = 5;
    });
    const lines = message.split('\n');
    assert.equal(lines.length, 2, message);
    assert.ok(lines[0]?.startsWith('broken.json: cards[0].value'), message);
    assert.ok(lines[1]?.startsWith('broken.json: cards[1].conquest.reward'), message);
  });

  it('deck format: a file that is not an object is refused at the top level', () => {
    for (const json of [null, 42, 'deck', []]) {
      const error = dataErrorOf(() => parseDeckDefinition(json, 'odd.json'));
      assert.ok(error.message.startsWith('odd.json: (top level)'), error.message);
    }
  });
});

describe('parseDeckJson: reading a deck from JSON text', () => {
  it('deck format: JSON text of a valid deck parses like the object', () => {
    const deck = validDeck();
    assert.deepEqual(parseDeckJson(JSON.stringify(deck), 'good.json'), deck);
  });

  it('deck format: text that is not JSON is refused as "not valid JSON", naming the file', () => {
    const error = dataErrorOf(() => parseDeckJson('{"format": "warroom.cnc-deck/1",', 'bad.json'));
    assert.ok(error.message.startsWith('bad.json: not valid JSON'), error.message);
    assert.equal(error.name, 'DataError');
    assert.ok(error instanceof Error);
  });

  it('deck format: schema problems in JSON text name the file and the path', () => {
    const deck = validDeck();
    cardAt(deck, 0).value = 13;
    const error = dataErrorOf(() => parseDeckJson(JSON.stringify(deck), '/decks/mine.json'));
    assert.ok(error.message.includes('/decks/mine.json: cards[0].value'), error.message);
  });
});
