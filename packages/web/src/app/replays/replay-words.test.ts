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

const names = new Map([
  ['a-tanks', 'Tanks'],
  ['b-rifles', 'Rifles'],
]);

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
    assert.equal(choiceText(charge, false, names), 'Charge: unit Tanks, target Rifles, facing 90');
    const bid = { index: 7, side: 'b' as const, choice: { kind: 'bid', card: 4 }, events: [] };
    assert.equal(choiceText(bid, false, names), 'Bid (a face-down card)');
    assert.equal(choiceText(bid, true, names), 'Bid: card 4');
  });
});
