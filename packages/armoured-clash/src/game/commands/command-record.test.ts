import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  CARD,
  TO_ATTACK_STEP,
  commandSkirmish,
  filler,
  setHand,
} from '../../testing/command-fixture.js';
import { applyChoice } from '../apply-choice.js';
import type { Choice } from '../choice.js';
import { nextDecision } from '../next-decision.js';
import { RECORD_FORMAT, replay } from '../record.js';
import { playerView } from '../view.js';

const setup = commandSkirmish();

describe('Commands in views and records (rulebook p.37; docs/protocol.md)', () => {
  it('the Command card lies face down: only its General sees it; hands stay hidden', () => {
    const state = replay({ format: RECORD_FORMAT, setup, seed: 11, choices: TO_ATTACK_STEP }).state;
    setHand(state, 'a', [CARD.precisionFire, filler(7)]);
    setHand(state, 'b', [filler(6), filler(9)]);
    const issued = applyChoice(setup, state, {
      kind: 'rangedAttack',
      target: 'b-tanks',
      command: CARD.precisionFire,
    }).state;
    const asA = playerView(issued, 'a');
    const asB = playerView(issued, 'b');
    assert.equal(asA.command?.card, CARD.precisionFire);
    assert.deepEqual(asB.command, {
      side: 'a',
      unit: 'a-tanks',
      with: { kind: 'rangedAttack', target: 'b-tanks' },
    });
    assert.equal(asB.opponent.handSize, 1);
    assert.ok(!('hand' in asB.opponent));
    const text = JSON.stringify(asB);
    assert.ok(!text.includes('drawPile') && !text.includes('"rng"'));
    assert.deepEqual(asB.own.hand, [filler(6), filler(9)]);
  });

  it('a record with Commands and Interference replays to the same state as played, and stops at an illegal Command', () => {
    // Play from the seed's own hands: issue whatever Command the Attack Step offers, Interfere with the first card.
    let state = replay({ format: RECORD_FORMAT, setup, seed: 3, choices: [] }).state;
    const choices: Choice[] = [];
    let commands = 0;
    for (let i = 0; i < 400; i++) {
      const decision = nextDecision(setup, state);
      if (decision === undefined) break;
      const options = decision.options;
      const choice: Choice | undefined =
        options.find((o) => o.kind === 'rangedAttack' && o.command !== undefined) ??
        options.find((o) => o.kind === 'interfere') ??
        TO_ATTACK_STEP[choices.length] ??
        options.find((o) => o.kind === 'rangedAttack') ??
        options.find((o) => o.kind === 'hold') ??
        options[0];
      if (choice === undefined) break;
      if ('command' in choice) commands++;
      choices.push(choice);
      state = applyChoice(setup, state, choice).state;
    }
    assert.ok(commands >= 1, 'a Command was issued');
    const record = JSON.parse(
      JSON.stringify({ format: RECORD_FORMAT, setup, seed: 3, choices }),
    ) as Parameters<typeof replay>[0];
    const replayed = replay(record);
    assert.equal(replayed.illegal, undefined);
    assert.deepEqual(replayed.state, state);
    const at = choices.findIndex((c) => 'command' in c);
    const bad = [
      ...choices.slice(0, at),
      { kind: 'rangedAttack', target: 'b-tanks', command: 999 } as Choice,
    ];
    const stopped = replay({ ...record, choices: bad });
    assert.equal(stopped.illegal?.index, at);
  });
});
