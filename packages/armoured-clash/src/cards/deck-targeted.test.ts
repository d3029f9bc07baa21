import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { DataError } from '../data-error.js';
import { parseDeckDefinition, parseDeckJson } from './load-deck.js';

// From packages/armoured-clash/dist/cards/ (where this test runs) up to the repository root.
const SAMPLE_DECK_URL = new URL('../../../../data/decks/sample-deck.json', import.meta.url);

function digIn(effects: readonly object[]): unknown {
  return {
    format: 'warroom.cnc-deck/1',
    name: 'dig in deck',
    sample: true,
    cards: [
      {
        id: 'dig-in',
        value: 10,
        command: {
          name: 'Dig In',
          condition: 'When targeted.',
          effect: 'Taking Cover.',
          moment: 'targetedByRangedAttack',
          unitTypes: ['infantry'],
          effects,
        },
        conquest: { name: 'Rout', trigger: 'When.', reward: '1 VP.' },
      },
    ],
  };
}

describe('rulebook p.37 Issuing Commands: the deck format gives a Command a Status its unit gains (Dig In)', () => {
  it('rulebook p.37 Issuing Commands: gainStatus Taking Cover is read; another Status is a DataError saying where', () => {
    const deck = parseDeckDefinition(digIn([{ kind: 'gainStatus', status: 'takingCover' }]), 'd');
    assert.deepEqual(deck.cards[0]?.command.effects, [
      { kind: 'gainStatus', status: 'takingCover' },
    ]);
    assert.throws(
      () => parseDeckDefinition(digIn([{ kind: 'gainStatus', status: 'invisible' }]), 'deck.json'),
      (e: unknown) =>
        e instanceof DataError &&
        /deck\.json: cards\[0\]\.command\.effects\[0\]\.status/.test(e.message),
    );
  });

  it('rulebook p.37 Issuing Commands: the sample deck gives Dig In its moment (Infantry targeted by a Ranged Attack) and Covering Fire its (an enemy ends a move within 10"); no Command stays text only', () => {
    const deck = parseDeckJson(readFileSync(SAMPLE_DECK_URL, 'utf8'), 'sample-deck.json');
    const dugIn = deck.cards.filter((c) => c.command.name === 'Dig In');
    assert.equal(dugIn.length, 4);
    for (const card of dugIn) {
      assert.equal(card.command.moment, 'targetedByRangedAttack');
      assert.deepEqual(card.command.unitTypes, ['infantry']);
      assert.deepEqual(card.command.effects, [{ kind: 'gainStatus', status: 'takingCover' }]);
    }
    const covering = deck.cards.filter((c) => c.command.name === 'Covering Fire');
    assert.equal(covering.length, 4);
    for (const card of covering) {
      assert.equal(card.command.moment, 'enemyEndsMove');
      assert.equal(card.command.within, 10);
      assert.deepEqual(card.command.effects, [{ kind: 'gainStatus', status: 'onLookout' }]);
    }
    assert.deepEqual(
      deck.cards.filter((c) => c.command.moment === undefined),
      [],
    );
  });
});
