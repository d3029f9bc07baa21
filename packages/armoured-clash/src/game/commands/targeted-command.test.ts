import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TO_ATTACK_STEP, setHand } from '../../testing/command-fixture.js';
import { MOMENT_CARD, momentFiller } from '../../testing/moments-fixture.js';
import { DIG_IN, targetedSkirmish } from '../../testing/targeted-fixture.js';
import { applyChoice } from '../apply-choice.js';
import type { GameSetup } from '../army.js';
import type { Choice } from '../choice.js';
import type { GameEvent } from '../events.js';
import { nextDecision } from '../next-decision.js';
import { RECORD_FORMAT, replay } from '../record.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { play } from '../../testing/play-fixture.js';
import { kinds } from '../../testing/event-readers.js';

const infantry = targetedSkirmish();
const fire: Choice = { kind: 'rangedAttack', target: 'b-tanks' };
const letItGo: Choice = { kind: 'targetedByRangedAttack' };
const digIn: Choice = { kind: 'targetedByRangedAttack', command: DIG_IN };
const { standFirm, precisionFire, fieldRepairs } = MOMENT_CARD;

/**
 * A's Tanks in their Attack Step (seed 11) against B's Tanks, here of Unit Type
 * Infantry so that Dig In's Condition may be met; B's Officer is the model the
 * attack leaves standing, so B's Tanks are not Disordered by it.
 */
function attackStep(
  aHand: readonly number[],
  bHand: readonly number[],
  setup: GameSetup = infantry,
): GameState {
  const state = replay({ format: RECORD_FORMAT, setup, seed: 11, choices: TO_ATTACK_STEP }).state;
  setHand(state, 'a', aHand);
  setHand(state, 'b', bHand);
  state.units['b-tanks']!.officer = 'b-tanks#2';
  return state;
}

const apply = (state: GameState, ...choices: Choice[]) => play(infantry, state, choices);

const attackText = (events: readonly GameEvent[]): string =>
  events.find((e) => e.kind === 'rangedAttack')?.text ?? '';
const ISSUING = 'rulebook p.37 Issuing Commands';

describe('rulebook p.37 Issuing Commands: a unit targeted by a Ranged Attack (Dig In)', () => {
  it("rulebook p.37 Issuing Commands: the Infantry target's General is offered the attack alone or with Dig In (not Stand Firm); the attack waits, and nothing else is taken", () => {
    const { state, events } = apply(attackStep([], [DIG_IN, standFirm]), fire);
    assert.deepEqual(kinds(events), ['targetedByRangedAttack']);
    assert.deepEqual(state.targetedByRangedAttack, { target: 'b-tanks' });
    assert.equal(state.units['b-tanks']!.models.length, 2, 'the attack is not resolved yet');
    const decision = nextDecision(infantry, state);
    assert.equal(decision?.player, 'b');
    assert.deepEqual(decision?.options, [letItGo, digIn]);
    assert.throws(
      () => applyChoice(infantry, state, { kind: 'hold' }),
      (e) => e instanceof IllegalChoice && e.rule === ISSUING,
    );
    assert.throws(
      () => applyChoice(infantry, state, { kind: 'targetedByRangedAttack', command: standFirm }),
      (e) => e instanceof IllegalChoice && e.rule === ISSUING,
    );
  });

  it('rulebook p.37 Issuing Commands, hidden information: the attack waits the same whether or not the hand holds Dig In; an empty hand, an Armour target (Dig In names Infantry) or a deck without Dig In do not wait', () => {
    const holding = apply(attackStep([], [DIG_IN]), fire);
    const without = apply(attackStep([], [fieldRepairs]), fire);
    assert.deepEqual(kinds(without.events), kinds(holding.events));
    assert.deepEqual(without.state.targetedByRangedAttack, holding.state.targetedByRangedAttack);
    assert.deepEqual(nextDecision(infantry, without.state)?.options, [letItGo]);
    const empty = apply(attackStep([], []), fire);
    assert.equal(empty.state.targetedByRangedAttack, undefined);
    assert.equal(empty.state.activation, undefined, 'resolved at once: the Activation ended');
    const armour = targetedSkirmish('armour');
    const tank = applyChoice(armour, attackStep([], [DIG_IN], armour), fire);
    assert.equal(tank.state.targetedByRangedAttack, undefined);
    assert.equal(kinds(tank.events)[0], 'rangedAttack');
  });

  it("rulebook p.37 Issuing Commands: Dig In received (A holds no card to Interfere with): B's unit gains Taking Cover before the attack is resolved (7 dice, 6 hits, 2 damage as without it: not Concealed, rulebook p.30), and the Activation ends", () => {
    const due = apply(attackStep([], [DIG_IN]), fire).state;
    const plain = apply(due, letItGo);
    const dug = apply(due, digIn);
    assert.deepEqual(kinds(dug.events), [
      'command',
      'interference',
      'commandReceived',
      'takeCover',
      'rangedAttack',
      'wrecked',
      'suppressionTest',
    ]);
    assert.equal(attackText(dug.events), attackText(plain.events));
    assert.match(attackText(dug.events), /neutral, 7 dice .* 6 hits, 2 damage, 1 destroyed/);
    assert.deepEqual(dug.state.units['b-tanks']!.statuses, ['takingCover']);
    assert.equal(dug.state.targetedByRangedAttack, undefined);
    assert.equal(dug.state.activation, undefined);
    // The Suppression Test's card (Stand Firm, Value 3) follows Dig In onto the discard pile.
    assert.deepEqual(dug.state.players.b.deck.piles.discardPile, [DIG_IN, standFirm]);
    assert.match(dug.events.at(-1)?.text ?? '', /Suppression Test at 6: card 3, passed/);
  });

  it('rulebook p.38 Command Limits: after Dig In the Suppression Test is taken at once; without it the test waits for a Command (the deck holds Stand Firm)', () => {
    const due = apply(attackStep([], [DIG_IN]), fire).state;
    assert.deepEqual(kinds(apply(due, letItGo).events).at(-1), 'suppressionTestDue');
    assert.equal(apply(due, digIn).state.suppressionTest, undefined);
    const limited = attackStep([], [DIG_IN]);
    limited.activation!.commandsIssued = ['b'];
    assert.equal(apply(limited, fire).state.targetedByRangedAttack, undefined);
  });

  it('rulebook p.38 Interference: the active General may Interfere with Dig In; a higher card makes it fail and the attack goes ahead without Taking Cover', () => {
    const due = apply(attackStep([momentFiller(11)], [DIG_IN]), fire).state;
    const issued = apply(due, digIn).state;
    assert.deepEqual(issued.command, {
      side: 'b',
      card: DIG_IN,
      unit: 'b-tanks',
      with: { kind: 'targetedByRangedAttack' },
    });
    assert.equal(nextDecision(infantry, issued)?.player, 'a');
    const failed = apply(issued, { kind: 'interfere', card: momentFiller(11) });
    assert.match(
      failed.events[0]?.text ?? '',
      /Value 11 against Dig In \(Value 10\): the Command fails/,
    );
    assert.equal(kinds(failed.events)[1], 'rangedAttack');
    assert.equal(failed.state.units['b-tanks']!.statuses.includes('takingCover'), false);
  });

  it("rulebook p.38 Command Limits: one Command per General per Activation: A's Precision Fire with the declaration, then B's Dig In; the attack keeps Precision Fire's Combat Rating Bonus", () => {
    const due = apply(
      attackStep([precisionFire], [DIG_IN]),
      { ...fire, command: precisionFire },
      { kind: 'noInterference' },
    );
    assert.deepEqual(kinds(due.events), [
      'command',
      'interference',
      'commandReceived',
      'targetedByRangedAttack',
    ]);
    assert.equal(due.state.targetedByRangedAttack?.boostedBy?.card, precisionFire);
    const dug = apply(due.state, digIn);
    assert.deepEqual(kinds(dug.events).slice(0, 5), [
      'command',
      'interference',
      'commandReceived',
      'takeCover',
      'rangedAttack',
    ]);
    assert.match(attackText(dug.events), /fires at Tanks b-tanks: improved/);
  });
});
