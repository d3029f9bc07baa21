import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { opened } from '../../testing/clash-fixture.js';
import { setHand } from '../../testing/command-fixture.js';
import { skirmishWith } from '../../testing/melee-fixture.js';
import { MOMENT_CARD, momentsDeck } from '../../testing/moments-fixture.js';
import { applyChoice } from '../apply-choice.js';
import type { GameSetup } from '../army.js';
import type { GameState } from '../state.js';
import { kinds } from '../../testing/event-readers.js';

/** A's Tanks with All-Out Attack (2), both Generals holding the moments deck (Stand Firm). */
function allOutSetup(): GameSetup {
  const base = skirmishWith({ 'a-tanks': { rules: [{ name: 'All-Out Attack', x: 2 }] } });
  const deck = momentsDeck();
  return {
    ...base,
    generals: { a: { ...base.generals.a, deck }, b: { ...base.generals.b, deck } },
  };
}

const setup = allOutSetup();

/** A's Tanks in their Attack Step, B's Rifles moved within range, B holding Stand Firm; B's Officer the model left standing. */
function attackStep(): GameState {
  const start = opened(setup);
  const rifles = start.units['b-rifles']!;
  rifles.models = rifles.models.map((m) => ({ ...m, x: m.x + 4, y: m.y - 8 }));
  let state = applyChoice(setup, start, { kind: 'activate', unit: 'a-tanks' }).state;
  state = applyChoice(setup, state, { kind: 'hold' }).state;
  setHand(state, 'a', []);
  setHand(state, 'b', [MOMENT_CARD.standFirm]);
  state.units['b-tanks']!.officer = 'b-tanks#2';
  return state;
}

const allOut = { kind: 'allOutAttack', targets: ['b-rifles', 'b-tanks'] } as const;

describe('rulebook p.37 Issuing Commands at the Suppression Tests of an All-Out Attack (glossary: All-Out Attack (X))', () => {
  it("rulebook p.37 Issuing Commands: the first attack's test waits for B's Command too, the next attack kept declared; taken (no Command), the second attack is made and its test waits; Stand Firm there, then the Activation ends", () => {
    const { state, events } = applyChoice(setup, attackStep(), allOut);
    assert.deepEqual(kinds(events), ['allOutAttack', 'rangedAttack', 'suppressionTestDue']);
    assert.equal(state.suppressionTest?.unit, 'b-rifles');
    assert.deepEqual(state.activation?.attacksDeclared, {
      of: 'allOutAttack',
      attacks: [{ target: 'b-tanks' }],
    });
    const first = applyChoice(setup, state, { kind: 'suppressionTest' });
    assert.deepEqual(kinds(first.events), [
      'suppressionTest',
      'breaks',
      'annihilated',
      'rangedAttack',
      'wrecked',
      'suppressionTestDue',
    ]);
    assert.match(
      first.events[0]?.text ?? '',
      /Rifles b-rifles takes a Suppression Test at 5: card 12, failed/,
    );
    assert.deepEqual(first.state.suppressionTest, {
      after: 'rangedAttack',
      unit: 'b-tanks',
      discipline: 6,
      failure: { fallsBack: false, breaks: false, gains: ['suppressed'] },
    });
    assert.equal(first.state.activation?.unit, 'a-tanks');
    const tested = applyChoice(setup, first.state, {
      kind: 'suppressionTest',
      command: MOMENT_CARD.standFirm,
    });
    assert.match(
      tested.events.at(-1)?.text ?? '',
      /Tanks b-tanks takes a Suppression Test at 8: card 8, passed/,
    );
    assert.equal(tested.state.activation, undefined);
  });

  it("rulebook p.38 Command Limits: Stand Firm issued at the first attack's test (at 7, failed), the second attack's test is taken at once (B issued its Command this Activation), and the Activation ends", () => {
    const { state } = applyChoice(setup, attackStep(), allOut);
    const tested = applyChoice(setup, state, {
      kind: 'suppressionTest',
      command: MOMENT_CARD.standFirm,
    });
    assert.deepEqual(kinds(tested.events), [
      'command',
      'interference',
      'commandReceived',
      'suppressionTest',
      'breaks',
      'annihilated',
      'rangedAttack',
      'wrecked',
      'suppressionTest',
    ]);
    assert.match(
      tested.events[3]?.text ?? '',
      /Rifles b-rifles takes a Suppression Test at 7: card 12, failed/,
    );
    assert.match(
      tested.events.at(-1)?.text ?? '',
      /Tanks b-tanks takes a Suppression Test at 6: card 8, failed/,
    );
    assert.equal(tested.state.suppressionTest, undefined);
    assert.equal(tested.state.activation, undefined);
  });
});
