import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  choiceText,
  clashWords,
  opponentWords,
  scaleWords,
  stageWords,
  statusesWords,
} from './replay-words.js';
import { NAMES as names } from './replay-step-fixture.js';

describe('issue 5 replays: the Replays page names what the API gives by id in the game’s words', () => {
  it('rulebook pp.52, 56: the Clash, the Force Scale and the opponent by name', () => {
    assert.equal(clashWords('pitchedBattle'), 'Pitched Battle');
    assert.equal(clashWords('lordOfTheManor'), 'Lord of the Manor');
    assert.equal(scaleWords('battle'), 'Battle');
    assert.equal(scaleWords('skirmish'), 'Skirmish');
    assert.equal(opponentWords('hotseat'), 'hot-seat');
    assert.equal(opponentWords('heuristic'), 'the heuristic bot');
  });

  it('the phase and the statuses by name, as the Play page names them', () => {
    assert.equal(stageWords('deployment'), 'Deployment');
    assert.equal(statusesWords(['onLookout', 'suppressed']), 'On Lookout, Suppressed');
    assert.equal(statusesWords([]), '');
  });

  it('a choice by its kind’s name and its units by name; a bid stays face down until the game is over (rulebook p.20)', () => {
    const charge = {
      index: 3,
      side: 'a' as const,
      choice: { kind: 'charge', unit: 'a-tanks', target: 'b-rifles', facing: 90 },
      events: [],
    };
    assert.equal(choiceText(charge, false, names), 'Charge: Unit Tanks, Target Rifles, Facing 90°');
    const bid = { index: 7, side: 'b' as const, choice: { kind: 'bid', card: 4 }, events: [] };
    assert.equal(choiceText(bid, false, names), 'Bid (a face-down card)');
    assert.equal(choiceText(bid, true, names), 'Bid: Card #4');
  });
});

describe('hidden information on the Replays page: a Command card face down until Interference', () => {
  const doubleTime = { kind: 'doubleTime', at: [24, 17], facing: 90, command: 1 };

  it('rulebook p.37 Issuing Commands, p.38 Interference: on the last step of an unfinished game the served General’s own card stays face down, as the other’s does (the server withholds it)', () => {
    const own = {
      index: 9,
      side: 'a' as const,
      choice: doubleTime,
      faceDown: 'command',
      events: [],
    };
    const other = {
      index: 9,
      side: 'b' as const,
      choice: { kind: 'doubleTime', at: [24, 17], facing: 90 },
      faceDown: 'command',
      events: [],
    };
    const face = 'Double Time: At (24.0″, 17.0″), Facing 90°, Command issued (a card face down)';
    assert.equal(choiceText(own, false, names), face);
    assert.equal(choiceText(other, false, names), face);
  });

  it('rulebook p.38 Special Commands: a Flank Attack’s card face down likewise; revealed, or the game over, the card is named', () => {
    const flank = {
      index: 4,
      side: 'a' as const,
      choice: { kind: 'flankAttack', unit: 'a-tanks', at: [10, 1], facing: 0, card: 0 },
      faceDown: 'card',
      events: [],
    };
    assert.equal(
      choiceText(flank, false, names),
      'Flank Attack: Unit Tanks, At (10.0″, 1.0″), Facing 0°, Command issued (a card face down)',
    );
    const { faceDown, ...revealed } = flank;
    assert.equal(faceDown, 'card');
    const named =
      'Flank Attack: Unit Tanks, At (10.0″, 1.0″), Facing 0°, Card Stand Firm (Value 4)';
    assert.equal(choiceText(revealed, false, names), named);
    assert.equal(choiceText(flank, true, names), named);
  });
});
