import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameEvent } from '@warroom/armoured-clash';
import { faceDownSteps } from './face-down-commands.js';
import { choiceSeenBy, logForSide } from './game-view.js';
import type { GameStep } from './live-game.js';

const issued = (side: 'a' | 'b'): GameEvent => ({ kind: 'command', text: 'issued', side });
const interference = (side: 'a' | 'b'): GameEvent => ({ kind: 'interference', text: '', side });

/** A Flank Attack issued by General A (a card face down) while B holds cards. */
const flank: GameStep = {
  index: 5,
  side: 'a',
  choice: { kind: 'flankAttack', unit: 'a-tanks', at: [10, 1], facing: 0, card: 3 },
  events: [issued('a')],
};
/** B Interferes: its card is played face up against the Command, which is revealed. */
const interfere: GameStep = {
  index: 6,
  side: 'b',
  choice: { kind: 'interfere', card: 2 },
  events: [interference('b')],
};

describe('hidden information in the log: a Command card lies face down until Interference', () => {
  it('rulebook p.38 Special Commands: a Flank Attack’s card is withheld from General B until B Interferes, and B’s Interfering card is open', () => {
    assert.deepEqual([...faceDownSteps([flank])], [[flank.index, 'card']]);
    assert.deepEqual(choiceSeenBy(flank, 'b', true), {
      kind: 'flankAttack',
      unit: 'a-tanks',
      at: [10, 1],
      facing: 0,
    });
    assert.deepEqual(choiceSeenBy(flank, 'a', true), flank.choice);
    assert.deepEqual(
      logForSide([flank, interfere], 'a').map((e) => e.choice),
      [flank.choice, interfere.choice],
    );
    assert.deepEqual(
      logForSide([flank, interfere], 'b').map((e) => e.choice),
      [flank.choice, interfere.choice],
    );
  });

  it('rulebook p.37 Issuing Commands: with the other General’s hand empty the Command is received at once, its card revealed in the same step', () => {
    const portal: GameStep = {
      index: 8,
      side: 'b',
      choice: { kind: 'activate', unit: 'b-rifles', portalMastery: 1 },
      events: [issued('b'), interference('a')],
    };
    assert.deepEqual(logForSide([portal], 'a'), [
      { index: 8, side: 'b', choice: portal.choice, events: portal.events },
    ]);
  });

  it('rulebook p.37: a card played with a declaration stays face down until the Command it issues, in a later step, is settled; an Overrun’s discard is open (glossary: Overrun)', () => {
    const attack: GameStep = {
      index: 10,
      side: 'a',
      choice: { kind: 'rangedAttack', target: 'b-rifles', command: 4 },
      events: [],
    };
    const answer: GameStep = {
      index: 11,
      side: 'b',
      choice: { kind: 'targetedByRangedAttack' },
      events: [issued('a')],
    };
    const overrun: GameStep = {
      index: 12,
      side: 'b',
      choice: { kind: 'overrun', card: 0 },
      events: [],
    };
    assert.deepEqual([...faceDownSteps([attack, answer, overrun])], [[attack.index, 'command']]);
    assert.deepEqual(logForSide([attack, answer, overrun], 'b')[0], {
      index: 10,
      side: 'a',
      choice: { kind: 'rangedAttack', target: 'b-rifles' },
      faceDown: 'command',
      events: [],
    });
    const settled: GameStep = { ...interfere, index: 13, side: 'b' };
    assert.deepEqual([...faceDownSteps([attack, answer, settled])], []);
  });

  it('glossary: Precision; rulebook p.37: a Close Quarters Attack face down shows General B neither its picks nor its card', () => {
    const attack: GameStep = {
      index: 14,
      side: 'a',
      choice: { kind: 'closeQuartersAttack', precision: ['b-rifles#2'], command: 3 },
      events: [issued('a')],
    };
    assert.deepEqual(logForSide([attack], 'b')[0]?.choice, { kind: 'closeQuartersAttack' });
  });
});
