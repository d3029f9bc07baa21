import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TO_ATTACK_STEP, setHand } from '../../testing/command-fixture.js';
import { faceToFace } from '../../testing/melee-fixture.js';
import { MOMENT_CARD, momentFiller, momentsSkirmish } from '../../testing/moments-fixture.js';
import { applyChoice } from '../apply-choice.js';
import type { Choice } from '../choice.js';
import type { GameEvent } from '../events.js';
import { nextDecision } from '../next-decision.js';
import { RECORD_FORMAT, replay } from '../record.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { play } from '../../testing/play-fixture.js';
import { kinds } from '../../testing/event-readers.js';

const setup = momentsSkirmish();
const fire: Choice = { kind: 'rangedAttack', target: 'b-tanks' };

/**
 * A's Tanks in their Attack Step against B's Tanks (seed 11: one model of B's
 * Tanks is Destroyed, the one nearest the attacker). `officerKept`: B's Officer
 * is the other model, so B's Tanks are not Disordered and may take a Command.
 */
function attackStep(aHand: readonly number[], bHand: readonly number[], officerKept = true) {
  const state = replay({ format: RECORD_FORMAT, setup, seed: 11, choices: TO_ATTACK_STEP }).state;
  setHand(state, 'a', aHand);
  setHand(state, 'b', bHand);
  if (officerKept) state.units['b-tanks']!.officer = 'b-tanks#2';
  return state;
}

const apply = (state: GameState, ...choices: Choice[]) => play(setup, state, choices);

const testText = (events: readonly GameEvent[]): string =>
  events.find((e) => e.kind === 'suppressionTest')?.text ?? '';
const { standFirm, armouredMight, fieldRepairs } = MOMENT_CARD;

describe('rulebook pp.36-37 Issuing Commands at a Suppression Test', () => {
  it("the target's General is offered the test alone or with each card whose Condition is a Suppression Test (Stand Firm, Armour's Armoured Might; not Field Repairs); the Activation waits", () => {
    const { state, events } = apply(attackStep([], [standFirm, armouredMight, fieldRepairs]), fire);
    assert.deepEqual(kinds(events), ['rangedAttack', 'wrecked', 'suppressionTestDue']);
    assert.deepEqual(state.suppressionTest, {
      after: 'rangedAttack',
      unit: 'b-tanks',
      discipline: 6,
      failure: { fallsBack: false, breaks: false, gains: ['suppressed'] },
    });
    assert.equal(state.activation?.unit, 'a-tanks');
    const decision = nextDecision(setup, state);
    assert.equal(decision?.player, 'b');
    assert.deepEqual(decision?.options, [
      { kind: 'suppressionTest' },
      { kind: 'suppressionTest', command: standFirm },
      { kind: 'suppressionTest', command: armouredMight },
    ]);
    assert.throws(
      () => applyChoice(setup, state, { kind: 'hold' }),
      (e) => e instanceof IllegalChoice && e.rule === 'rulebook p.36 Suppression Tests',
    );
    assert.throws(
      () => applyChoice(setup, state, { kind: 'suppressionTest', command: fieldRepairs }),
      (e) => e instanceof IllegalChoice && e.rule === 'rulebook p.37 Issuing Commands',
    );
  });

  it('rulebook p.37, hidden information: the test waits the same whether or not the hand holds a card for it (only the hand size is known), offering the test alone when it holds none', () => {
    const holding = apply(attackStep([], [standFirm]), fire);
    const without = apply(attackStep([], [fieldRepairs]), fire);
    assert.deepEqual(kinds(without.events), kinds(holding.events));
    assert.deepEqual(without.state.suppressionTest, holding.state.suppressionTest);
    assert.equal(nextDecision(setup, without.state)?.player, 'b');
    assert.deepEqual(nextDecision(setup, without.state)?.options, [{ kind: 'suppressionTest' }]);
    const empty = apply(attackStep([], []), fire);
    assert.equal(
      empty.state.suppressionTest,
      undefined,
      'an empty hand (known to both) does not wait',
    );
  });

  it('Armoured Might received (no card to Interfere with): the test is taken at Discipline 7 - 1 (half the unit lost) + 3 = 9 with the card the plain test draws, and the Activation ends', () => {
    const due = apply(attackStep([], [armouredMight]), fire).state;
    const plain = apply(due, { kind: 'suppressionTest' });
    assert.match(testText(plain.events), /Suppression Test at 6: card 10, failed/);
    assert.deepEqual(plain.state.units['b-tanks']!.statuses, ['suppressed']);
    const commanded = apply(due, { kind: 'suppressionTest', command: armouredMight });
    assert.deepEqual(kinds(commanded.events).slice(0, 4), [
      'command',
      'interference',
      'commandReceived',
      'suppressionTest',
    ]);
    assert.match(testText(commanded.events), /Suppression Test at 9: card 10, failed/);
    assert.equal(commanded.state.suppressionTest, undefined);
    assert.equal(commanded.state.activation, undefined, 'the Attack Step ended the Activation');
    assert.deepEqual(commanded.state.players.b.deck.piles.discardPile.slice(-2), [
      armouredMight,
      momentFiller(10),
    ]);
  });

  it('rulebook p.38 Interference: the active General may Interfere; a higher card makes Stand Firm fail and the test is taken at 6', () => {
    const due = apply(attackStep([momentFiller(8)], [standFirm]), fire).state;
    const issued = apply(due, { kind: 'suppressionTest', command: standFirm }).state;
    assert.deepEqual(issued.command, {
      side: 'b',
      card: standFirm,
      unit: 'b-tanks',
      with: { kind: 'suppressionTest' },
    });
    const decision = nextDecision(setup, issued);
    assert.equal(decision?.player, 'a');
    assert.deepEqual(decision?.options, [
      { kind: 'interfere', card: momentFiller(8) },
      { kind: 'noInterference' },
    ]);
    const { state: after, events } = apply(issued, { kind: 'interfere', card: momentFiller(8) });
    assert.match(
      events[0]?.text ?? '',
      /Value 8 against Stand Firm \(Value 3\): the Command fails/,
    );
    assert.match(testText(events), /Suppression Test at 6:/);
    assert.equal(after.activation, undefined);
    assert.deepEqual(after.players.a.deck.piles.discardPile.slice(-1), [momentFiller(8)]);
  });

  it('rulebook p.37: a Disordered unit (its Officer Destroyed by the attack) cannot take a Command: the test is taken at once', () => {
    const { state, events } = apply(attackStep([], [standFirm], false), fire);
    assert.deepEqual(kinds(events), ['rangedAttack', 'wrecked', 'officer', 'suppressionTest']);
    assert.equal(state.suppressionTest, undefined);
    assert.deepEqual(state.players.b.deck.hand, [standFirm]);
  });

  it('rulebook p.38 Command Limits: a General who issued a Command this Activation is not offered another; the test is taken at once', () => {
    const state = attackStep([], [standFirm]);
    state.activation!.commandsIssued = ['b'];
    const after = apply(state, fire).state;
    assert.equal(after.suppressionTest, undefined);
    assert.equal(after.activation, undefined);
  });
});

describe('rulebook p.29 the loser of a Close Quarters Combat takes a Suppression Test, with a Command (p.37)', () => {
  // B's Rifles with Defence 3: seed 4 has them lose 3 of their 6 models and the combat.
  const tough = momentsSkirmish((u) => (u.id === 'b-rifles' ? { ...u, defence: 3 } : u));

  function lostCombat(): GameState {
    let state = faceToFace(tough);
    state.rng = { a: 4, b: 2, c: 3, d: 4 };
    setHand(state, 'a', []);
    setHand(state, 'b', [standFirm]);
    const charge: Choice = { kind: 'charge', target: 'b-rifles', at: [10, 11], facing: 90 };
    for (const choice of [{ kind: 'activate', unit: 'a-rifles' } as const, charge]) {
      state = applyChoice(tough, state, choice).state;
    }
    return applyChoice(tough, state, { kind: 'closeQuartersAttack' }).state;
  }

  it('Stand Firm received: the loser, half its models lost, tests at 6 - 1 + 2 = 7 instead of 5, and the Activation then ends', () => {
    const due = lostCombat();
    assert.deepEqual(due.suppressionTest, {
      after: 'closeQuarters',
      unit: 'b-rifles',
      startingModels: 6,
    });
    assert.deepEqual(nextDecision(tough, due)?.options, [
      { kind: 'suppressionTest' },
      { kind: 'suppressionTest', command: standFirm },
    ]);
    const plain = applyChoice(tough, due, { kind: 'suppressionTest' });
    assert.match(testText(plain.events), /Suppression Test at 5:/);
    const commanded = applyChoice(tough, due, { kind: 'suppressionTest', command: standFirm });
    assert.match(testText(commanded.events), /Suppression Test at 7:/);
    assert.equal(commanded.state.activation, undefined);
  });
});
