import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loggedChoiceText } from './choice-words.js';
import type { EventKind, Game, LogEntry } from './game-types.js';

/** The parts of a game the log's words read: General A served, B's deck of one card. */
const GAME = {
  side: 'a',
  setup: {
    rounds: 5,
    generals: {
      a: { name: 'Crown', units: [{ id: 'a-tanks', name: 'Tanks' }], deck: { cards: [] } },
      b: {
        name: 'Imperium',
        units: [{ id: 'b-rifles', name: 'Rifles' }],
        deck: { cards: [{ value: 7, command: { name: 'Covering Fire' } }] },
      },
    },
  },
  view: {},
} as unknown as Game;

const event = (kind: EventKind) => ({ kind, text: kind, side: 'b' as const });

describe('the Play page: a Command card the server withholds lies face down', () => {
  it('rulebook p.37 Issuing Commands, p.38 Interference: B’s card withheld by the server (`faceDown`) is said face down, and B’s earlier card, revealed, stays named', () => {
    const earlier: LogEntry = {
      index: 2,
      side: 'b',
      choice: { kind: 'opportunityFire', unit: 'b-rifles', command: 0 },
      events: [event('command'), event('interference')],
    };
    const withheld: LogEntry = {
      index: 4,
      side: 'b',
      choice: { kind: 'opportunityFire', unit: 'b-rifles' },
      faceDown: 'command',
      events: [event('command')],
    };
    assert.equal(
      loggedChoiceText(GAME, withheld),
      'Opportunity Fire Rifles with a Command (a card face down)',
    );
    assert.equal(
      loggedChoiceText(GAME, earlier),
      'Opportunity Fire Rifles with the Command Covering Fire (Value 7)',
    );
  });
});
