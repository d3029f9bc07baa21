import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { DataError } from '../data-error.js';
import { parseDeckDefinition, parseDeckJson } from './load-deck.js';

// From packages/armoured-clash/dist/cards/ (where this test runs) up to the repository root.
const SAMPLE_DECK_URL = new URL('../../../../data/decks/sample-deck.json', import.meta.url);

function deckWith(command: object, conquest: object): unknown {
  return {
    format: 'warroom.cnc-deck/1',
    name: 'moment deck',
    sample: true,
    cards: [
      {
        id: 'only',
        value: 5,
        command: { name: 'Forced March', condition: 'When.', effect: 'Faster.', ...command },
        conquest: { name: 'Rout', trigger: 'When.', reward: '1 VP.', ...conquest },
      },
    ],
  };
}

describe("rulebook p.37 Issuing Commands, p.40 Conquest Objectives: the deck format names a Command's moment and a Conquest's Trigger", () => {
  it('a moment, Unit Types and a Trigger are read; a wrong one is a DataError saying where', () => {
    const deck = parseDeckDefinition(
      deckWith(
        {
          moment: 'doubleTime',
          unitTypes: ['armour'],
          effects: [{ kind: 'movementBonus', inches: 2 }],
        },
        { when: { kind: 'annihilate', attack: 'heavy' } },
      ),
      'deck.json',
    );
    assert.equal(deck.cards[0]?.command.moment, 'doubleTime');
    assert.deepEqual(deck.cards[0]?.command.unitTypes, ['armour']);
    assert.deepEqual(deck.cards[0]?.conquest.when, { kind: 'annihilate', attack: 'heavy' });
    assert.throws(
      () => parseDeckDefinition(deckWith({ moment: 'teatime' }, {}), 'deck.json'),
      (e: unknown) =>
        e instanceof DataError && /deck\.json: cards\[0\]\.command\.moment/.test(e.message),
    );
    assert.throws(
      () =>
        parseDeckDefinition(
          deckWith({}, { when: { kind: 'annihilate', attack: 'aerial' } }),
          'deck.json',
        ),
      (e: unknown) =>
        e instanceof DataError && /deck\.json: cards\[0\]\.conquest\.when/.test(e.message),
    );
  });

  it('the sample deck gives every Command with effects its moment, and every Conquest its Trigger', () => {
    const deck = parseDeckJson(readFileSync(SAMPLE_DECK_URL, 'utf8'), 'sample-deck.json');
    for (const card of deck.cards) {
      assert.equal(card.command.effects !== undefined, card.command.moment !== undefined, card.id);
    }
    const triggered = deck.cards
      .filter((c) => c.conquest.when !== undefined)
      .map((c) => c.conquest.name);
    assert.deepEqual([...new Set(triggered)].sort(), [
      'Annihilate (Heavy)',
      'Annihilate (Light)',
      'Break Their Will',
      'Deep Strike',
      'Hold the Centre',
      'Rout',
    ]);
  });
});
