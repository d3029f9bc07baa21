import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setHand } from '../../testing/command-fixture.js';
import {
  suppressedTarget as suppressedFixture,
  toughCoveringSkirmish,
} from '../../testing/covering-fixture.js';
import { MOMENT_CARD } from '../../testing/moments-fixture.js';
import { CHARGE, aMoving } from '../../testing/movement-fixture.js';
import { COVERING_FIRE } from '../../testing/targeted-fixture.js';
import type { Choice } from '../choice.js';
import { nextDecision } from '../next-decision.js';
import type { GameState } from '../state.js';
import { play } from '../../testing/play-fixture.js';
import { kinds } from '../../testing/event-readers.js';

const setup = toughCoveringSkirmish();
const letItGo: Choice = { kind: 'enemyEndsMove' };
const FIRE: Choice = { kind: 'rangedAttack', target: 'b-rifles' };

const apply = (state: GameState, ...choices: Choice[]) => play(setup, state, choices);

const suppressedTarget = (aHand: readonly number[]) => suppressedFixture(setup, aHand);

/** A's Rifles hold, then fire at B's Rifles. */
const fire = (state: GameState) => apply(state, { kind: 'hold' }, FIRE);

describe('rulebook p.37 Issuing Commands: Covering Fire after a Fall Back and a Withdraw', () => {
  it("rulebook p.36 Falling Back, p.37 Issuing Commands: B's Rifles fail their test and Fall Back to 8\" from A's Rifles: A is offered Covering Fire for their Rifles only (their Tanks are beyond 10\"); received, A's Rifles Go On Lookout and the Activation ends", () => {
    const { state, events } = fire(suppressedTarget([COVERING_FIRE]));
    assert.deepEqual(kinds(events), [
      'rangedAttack',
      'suppressionTest',
      'fallBack',
      'enemyEndsMove',
    ]);
    assert.deepEqual(state.enemyEndedMove, {
      endsActivation: false,
      movers: ['b-rifles'],
      goesOn: 'attacks',
    });
    const covering: Choice = { kind: 'enemyEndsMove', unit: 'a-rifles', command: COVERING_FIRE };
    const decision = nextDecision(setup, state);
    assert.equal(decision?.player, 'a');
    assert.deepEqual(decision?.options, [letItGo, covering]);
    const covered = apply(state, covering);
    assert.deepEqual(kinds(covered.events), [
      'command',
      'interference',
      'commandReceived',
      'onLookout',
    ]);
    assert.deepEqual(covered.state.units['a-rifles']?.statuses, ['onLookout', 'activated']);
    assert.equal(covered.state.activation, undefined);
    assert.equal(covered.state.turn, 'b');
  });

  it("rulebook p.37 Issuing Commands: let go, the Activation ends and A's Rifles stay off Lookout", () => {
    const passed = apply(fire(suppressedTarget([COVERING_FIRE])).state, letItGo);
    assert.equal(passed.state.activation, undefined);
    assert.equal(passed.state.enemyEndedMove, undefined);
    assert.deepEqual(passed.state.units['a-rifles']?.statuses, ['activated']);
  });

  it('rulebook p.38 Command Limits: A already issued a Command this Activation: the Fall Back does not wait and the Activation ends', () => {
    const state = suppressedTarget([COVERING_FIRE]);
    if (state.activation !== undefined) state.activation.commandsIssued = ['a'];
    const { state: after, events } = fire(state);
    assert.deepEqual(kinds(events), ['rangedAttack', 'suppressionTest', 'fallBack']);
    assert.equal(after.enemyEndedMove, undefined);
    assert.equal(after.activation, undefined);
  });

  it('rulebook p.37 Issuing Commands, hidden information: the Fall Back waits the same whether A holds Covering Fire or a card with no Command for it; with an empty hand it does not wait', () => {
    const holding = fire(suppressedTarget([COVERING_FIRE]));
    const without = fire(suppressedTarget([MOMENT_CARD.forcedMarch]));
    assert.deepEqual(kinds(without.events), kinds(holding.events));
    assert.deepEqual(without.state.enemyEndedMove, holding.state.enemyEndedMove);
    assert.deepEqual(nextDecision(setup, without.state)?.options, [letItGo]);
    const empty = fire(suppressedTarget([]));
    assert.deepEqual(kinds(empty.events), ['rangedAttack', 'suppressionTest', 'fallBack']);
    assert.equal(empty.state.activation, undefined);
  });

  it("rulebook p.29 Withdrawing, p.37 Issuing Commands: A's Rifles win the Close Quarters Combat (seed 5); B's Rifles Withdraw and take their test; then A is offered Covering Fire for their Rifles before the Activation ends", () => {
    const state = aMoving(setup, 5);
    setHand(state, 'a', [COVERING_FIRE]);
    setHand(state, 'b', []);
    const { state: after, events } = apply(state, CHARGE, { kind: 'closeQuartersAttack' });
    assert.deepEqual(kinds(events), [
      'charge',
      'closeQuartersAttack',
      'closeQuartersAttack',
      'closeQuartersWin',
      'withdraw',
      'suppressionTest',
      'enemyEndsMove',
    ]);
    assert.deepEqual(after.enemyEndedMove, {
      endsActivation: false,
      movers: ['b-rifles'],
      goesOn: 'activationEnd',
    });
    const covering: Choice = { kind: 'enemyEndsMove', unit: 'a-rifles', command: COVERING_FIRE };
    assert.deepEqual(nextDecision(setup, after)?.options, [letItGo, covering]);
    const covered = apply(after, covering);
    assert.ok(covered.state.units['a-rifles']?.statuses.includes('onLookout'));
    assert.equal(covered.state.activation, undefined);
  });

  it('rulebook p.29 Withdrawing: on a Stalemate (seed 4) the attacking Rifles Withdraw: B is offered Covering Fire for their Rifles; received, they Go On Lookout and the Activation ends', () => {
    const state = aMoving(setup, 4);
    setHand(state, 'a', []);
    setHand(state, 'b', [COVERING_FIRE]);
    // B lets the Charge's end go, keeping the card.
    const { state: after, events } = apply(state, CHARGE, letItGo, { kind: 'closeQuartersAttack' });
    assert.deepEqual(kinds(events).slice(-3), ['stalemate', 'withdraw', 'enemyEndsMove']);
    assert.deepEqual(after.enemyEndedMove, {
      endsActivation: false,
      movers: ['a-rifles'],
      goesOn: 'activationEnd',
    });
    const covering: Choice = { kind: 'enemyEndsMove', unit: 'b-rifles', command: COVERING_FIRE };
    const decision = nextDecision(setup, after);
    assert.equal(decision?.player, 'b');
    assert.deepEqual(decision?.options, [letItGo, covering]);
    const covered = apply(after, covering);
    assert.deepEqual(covered.state.units['b-rifles']?.statuses, ['onLookout']);
    assert.equal(covered.state.activation, undefined);
  });
});
