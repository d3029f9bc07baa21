import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setHand } from '../../testing/command-fixture.js';
import { OPENING_CHOICES } from '../../testing/game-fixture.js';
import { MOMENT_CARD, momentFiller, momentsSkirmish } from '../../testing/moments-fixture.js';
import { applyChoice } from '../apply-choice.js';
import type { Choice } from '../choice.js';
import { nextDecision } from '../next-decision.js';
import { RECORD_FORMAT, replay } from '../record.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { play } from '../../testing/play-fixture.js';
import { kinds } from '../../testing/event-readers.js';

const setup = momentsSkirmish();

/** A's turn to Activate a unit; A holds `aHand`, B holds `bHand`. */
function activationPhase(aHand: readonly number[], bHand: readonly number[]): GameState {
  const state = replay({ format: RECORD_FORMAT, setup, seed: 11, choices: OPENING_CHOICES }).state;
  setHand(state, 'a', aHand);
  setHand(state, 'b', bHand);
  return state;
}

const apply = (state: GameState, ...choices: Choice[]) => play(setup, state, choices);

const refusedUnder = (rule: string) => (e: unknown) =>
  e instanceof IllegalChoice && e.rule === rule;

describe('rulebook p.37 Issuing Commands at the start of an Activation (p.22) and at a Rally Test (pp.19, 24)', () => {
  it('each Ready unit is listed with each card whose moment it reaches: Field Repairs for both, Stand Firm for the Suppressed one only, never Armoured Might (a Suppression Test) nor Forced March', () => {
    const { fieldRepairs, standFirm, armouredMight, forcedMarch } = MOMENT_CARD;
    const state = activationPhase([fieldRepairs, standFirm, armouredMight, forcedMarch], []);
    state.units['a-tanks']!.statuses.push('suppressed');
    const activations = (nextDecision(setup, state)?.options ?? []).filter(
      (o) => o.kind === 'activate',
    );
    assert.deepEqual(activations, [
      { kind: 'activate', unit: 'a-rifles' },
      { kind: 'activate', unit: 'a-tanks' },
      { kind: 'activate', unit: 'a-rifles', command: fieldRepairs },
      { kind: 'activate', unit: 'a-tanks', command: fieldRepairs },
      { kind: 'activate', unit: 'a-tanks', command: standFirm },
    ]);
    assert.throws(
      () => applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles', command: standFirm }),
      refusedUnder('rulebook p.37 Issuing Commands'),
    );
  });

  it('Field Repairs received: the unit recovers 1 Damage as its Activation starts, and the Command counts for the Activation (p.38 Command Limits)', () => {
    const state = activationPhase([MOMENT_CARD.fieldRepairs, MOMENT_CARD.precisionFire], []);
    state.units['a-tanks']!.damage = 2;
    const { state: after, events } = apply(state, {
      kind: 'activate',
      unit: 'a-tanks',
      command: MOMENT_CARD.fieldRepairs,
    });
    assert.deepEqual(kinds(events), [
      'command',
      'interference',
      'commandReceived',
      'recoverDamage',
      'activate',
    ]);
    assert.equal(after.units['a-tanks']!.damage, 1);
    assert.deepEqual(after.activation?.commandsIssued, ['a']);
    assert.deepEqual(after.players.a.deck.piles.discardPile.slice(-1), [MOMENT_CARD.fieldRepairs]);
    // Precision Fire's moment comes in the Attack Step, but one Command per Activation.
    const attackStep = apply(after, { kind: 'hold' }).state;
    assert.ok(!nextDecision(setup, attackStep)?.options.some((o) => 'command' in o));
    assert.throws(
      () =>
        applyChoice(setup, attackStep, {
          kind: 'rangedAttack',
          target: 'b-tanks',
          command: MOMENT_CARD.precisionFire,
        }),
      refusedUnder('rulebook p.38 Command Limits'),
    );
  });

  it('rulebook p.38 Interference: a higher card makes Field Repairs fail, no Damage is recovered and the Activation goes ahead', () => {
    const state = activationPhase([MOMENT_CARD.fieldRepairs], [momentFiller(8)]);
    state.units['a-tanks']!.damage = 2;
    const issued = apply(state, {
      kind: 'activate',
      unit: 'a-tanks',
      command: MOMENT_CARD.fieldRepairs,
    }).state;
    assert.equal(issued.activation, undefined, 'the Activation waits for the Interference');
    assert.equal(nextDecision(setup, issued)?.player, 'b');
    const { state: after, events } = apply(issued, { kind: 'interfere', card: momentFiller(8) });
    assert.match(
      events[0]?.text ?? '',
      /Value 8 against Field Repairs \(Value 6\): the Command fails/,
    );
    assert.equal(after.units['a-tanks']!.damage, 2);
    assert.equal(after.activation?.unit, 'a-tanks');
    assert.deepEqual(after.activation?.commandsIssued, ['a']);
  });

  it("Stand Firm received for a Suppressed unit's Rally Test: the test is taken at Discipline 7 + 2 = 9", () => {
    const plain = activationPhase([], []);
    plain.units['a-tanks']!.statuses.push('suppressed');
    const without = apply(plain, { kind: 'activate', unit: 'a-tanks' }).events;
    assert.match(without.find((e) => e.kind === 'rallyTest')?.text ?? '', /Rally Test at 7:/);
    const state = activationPhase([MOMENT_CARD.standFirm], []);
    state.units['a-tanks']!.statuses.push('suppressed');
    const { events } = apply(state, {
      kind: 'activate',
      unit: 'a-tanks',
      command: MOMENT_CARD.standFirm,
    });
    assert.match(events.find((e) => e.kind === 'rallyTest')?.text ?? '', /Rally Test at 9:/);
  });
});

describe('rulebook p.24 Double Time with a Command (Forced March)', () => {
  const far: Choice = { kind: 'doubleTime', at: [24, 18.5], facing: 90 };

  function movementStep(aHand: readonly number[], bHand: readonly number[]): GameState {
    return apply(activationPhase(aHand, bHand), { kind: 'activate', unit: 'a-tanks' }).state;
  }

  it('the Double Time constraint lists Forced March; received, the Movement Limit is 12" + 2": a move of 13.5" is made', () => {
    const state = movementStep([MOMENT_CARD.forcedMarch, MOMENT_CARD.fieldRepairs], []);
    const constraint = nextDecision(setup, state)?.constraints?.find(
      (c) => c.kind === 'doubleTime',
    );
    assert.deepEqual(constraint, {
      kind: 'doubleTime',
      unit: 'a-tanks',
      limit: 12,
      commands: [MOMENT_CARD.forcedMarch],
    });
    assert.throws(() => applyChoice(setup, state, far), IllegalChoice);
    const { state: after, events } = apply(state, { ...far, command: MOMENT_CARD.forcedMarch });
    assert.deepEqual(kinds(events).slice(0, 4), [
      'command',
      'interference',
      'commandReceived',
      'doubleTime',
    ]);
    const officer = after.units['a-tanks']!.models.find(
      (m) => m.id === after.units['a-tanks']!.officer,
    );
    assert.deepEqual([officer?.x, officer?.y], [24, 18.5]);
  });

  it('failed through Interference, the place declared is out of reach: the unit makes its Double Time again within 12", and nothing else is accepted', () => {
    const state = movementStep([MOMENT_CARD.forcedMarch], [momentFiller(9)]);
    const issued = apply(state, { ...far, command: MOMENT_CARD.forcedMarch }).state;
    const { state: owed, events } = apply(issued, { kind: 'interfere', card: momentFiller(9) });
    assert.deepEqual(kinds(events), ['interference', 'doubleTimeOwed']);
    assert.equal(owed.activation?.doubleTimeOwed, true);
    const decision = nextDecision(setup, owed);
    assert.deepEqual(decision?.options, []);
    assert.deepEqual(decision?.constraints, [{ kind: 'doubleTime', unit: 'a-tanks', limit: 12 }]);
    assert.throws(
      () => applyChoice(setup, owed, { kind: 'hold' }),
      refusedUnder('rulebook p.24 Double Time'),
    );
    const moved = apply(owed, { kind: 'doubleTime', at: [24, 15], facing: 90 });
    assert.ok(moved.events.some((e) => e.kind === 'doubleTime'));
    assert.equal(moved.state.activation?.doubleTimeOwed, undefined);
  });

  it('an Advance takes no Command', () => {
    const state = movementStep([MOMENT_CARD.forcedMarch], []);
    assert.throws(
      () =>
        applyChoice(setup, state, {
          kind: 'advance',
          at: [24, 8],
          facing: 90,
          command: MOMENT_CARD.forcedMarch,
        }),
      refusedUnder('rulebook p.37 Issuing Commands'),
    );
  });
});
