import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setHand } from '../../testing/command-fixture.js';
import { OPENING_CHOICES } from '../../testing/game-fixture.js';
import { MOMENT_CARD, momentFiller } from '../../testing/moments-fixture.js';
import { COVERING_FIRE, coveringSkirmish } from '../../testing/targeted-fixture.js';
import { applyChoice } from '../apply-choice.js';
import type { Choice } from '../choice.js';
import { nextDecision } from '../next-decision.js';
import { RECORD_FORMAT, replay } from '../record.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { play } from '../../testing/play-fixture.js';
import { kinds } from '../../testing/event-readers.js';

const setup = coveringSkirmish();
/** B's Tanks deployed 3" further forward, so that a Double Time of A's Tanks ends 8" from them (15.2" from B's Rifles). */
const opening = OPENING_CHOICES.map((c) =>
  c.kind === 'deploy' && c.unit === 'b-tanks' ? { ...c, at: [24, 28] as const } : c,
);
const doubleTime: Choice = { kind: 'doubleTime', at: [24, 17], facing: 90 };
const letItGo: Choice = { kind: 'enemyEndsMove' };
const coveringFire: Choice = { kind: 'enemyEndsMove', unit: 'b-tanks', command: COVERING_FIRE };
const ISSUING = 'rulebook p.37 Issuing Commands';

/** A's Tanks Activated in their Movement Step (seed 11), each General holding `aHand`, `bHand`. */
function movementStep(aHand: readonly number[], bHand: readonly number[]): GameState {
  const choices = [...opening, { kind: 'activate', unit: 'a-tanks' } as const];
  const state = replay({ format: RECORD_FORMAT, setup, seed: 11, choices }).state;
  setHand(state, 'a', aHand);
  setHand(state, 'b', bHand);
  return state;
}

const apply = (state: GameState, ...choices: Choice[]) => play(setup, state, choices);

describe('rulebook p.37 Issuing Commands: an enemy unit ends a move (Covering Fire)', () => {
  it("rulebook p.37 Issuing Commands: A's Tanks end a Double Time 8\" from B's Tanks (15.2\" from B's Rifles): B is offered Covering Fire for their Tanks only; the Activation waits, and nothing else is taken", () => {
    const { state, events } = apply(movementStep([], [COVERING_FIRE]), doubleTime);
    assert.deepEqual(kinds(events), ['doubleTime', 'enemyEndsMove']);
    assert.deepEqual(state.enemyEndedMove, { endsActivation: true });
    const decision = nextDecision(setup, state);
    assert.equal(decision?.player, 'b');
    assert.deepEqual(decision?.options, [letItGo, coveringFire]);
    assert.throws(
      () => applyChoice(setup, state, { kind: 'activate', unit: 'b-rifles' }),
      (e) => e instanceof IllegalChoice && e.rule === ISSUING,
    );
    assert.throws(
      () => applyChoice(setup, state, { ...coveringFire, unit: 'b-rifles' }),
      (e) => e instanceof IllegalChoice && e.rule === ISSUING && /not met/.test(e.message),
    );
    assert.throws(
      () => applyChoice(setup, state, { kind: 'enemyEndsMove', unit: 'b-tanks' }),
      (e) => e instanceof IllegalChoice && /both the card and the unit/.test(e.message),
    );
    assert.throws(
      () => applyChoice(setup, state, { ...coveringFire, unit: 'a-rifles' }),
      (e) => e instanceof IllegalChoice && /not one of General B's units/.test(e.message),
    );
  });

  it('rulebook p.37 Issuing Commands, hidden information: the move waits the same whether or not the hand holds Covering Fire; an empty hand, or an Advance ending 14" away, does not wait', () => {
    const holding = apply(movementStep([], [COVERING_FIRE]), doubleTime);
    const without = apply(movementStep([], [MOMENT_CARD.standFirm]), doubleTime);
    assert.deepEqual(kinds(without.events), kinds(holding.events));
    assert.deepEqual(nextDecision(setup, without.state)?.options, [letItGo]);
    const empty = apply(movementStep([], []), doubleTime);
    assert.equal(empty.state.enemyEndedMove, undefined);
    assert.equal(empty.state.activation, undefined, 'the Double Time used up the Attack Step');
    const far = apply(movementStep([], [COVERING_FIRE]), {
      kind: 'advance',
      at: [24, 11],
      facing: 90,
    });
    assert.equal(far.state.enemyEndedMove, undefined);
    assert.equal(far.state.activation?.step, 'attack');
  });

  it("rulebook p.37 Issuing Commands: Covering Fire received (A holds no card): B's Tanks Go On Lookout, so the second Reaction Step offers their Opportunity Fire (rulebook p.25); without it the Activation ends", () => {
    const due = apply(movementStep([], [COVERING_FIRE]), doubleTime).state;
    const covered = apply(due, coveringFire);
    assert.deepEqual(kinds(covered.events), [
      'command',
      'interference',
      'commandReceived',
      'onLookout',
    ]);
    assert.deepEqual(covered.state.units['b-tanks']!.statuses, ['onLookout']);
    assert.equal(covered.state.activation?.reaction, 'second');
    assert.deepEqual(nextDecision(setup, covered.state)?.options, [
      { kind: 'opportunityFire', unit: 'b-tanks' },
      { kind: 'noReaction' },
    ]);
    const passed = apply(due, letItGo);
    assert.equal(passed.state.activation, undefined);
    assert.deepEqual(passed.state.units['b-tanks']!.statuses, []);
  });

  it("rulebook p.38 Interference: A Interferes with a higher card: Covering Fire fails, B's Tanks stay off Lookout and the Activation ends", () => {
    const due = apply(movementStep([momentFiller(10)], [COVERING_FIRE]), doubleTime).state;
    const issued = apply(due, coveringFire).state;
    assert.deepEqual(issued.command, {
      side: 'b',
      card: COVERING_FIRE,
      unit: 'b-tanks',
      with: { kind: 'enemyEndsMove' },
    });
    assert.equal(nextDecision(setup, issued)?.player, 'a');
    const failed = apply(issued, { kind: 'interfere', card: momentFiller(10) });
    assert.match(
      failed.events[0]?.text ?? '',
      /Value 10 against Covering Fire \(Value 9\): the Command fails/,
    );
    assert.deepEqual(failed.state.units['b-tanks']!.statuses, []);
    assert.equal(failed.state.activation, undefined);
  });
});
