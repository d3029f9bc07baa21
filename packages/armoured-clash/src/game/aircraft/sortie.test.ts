import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { airSkirmish, fightersArrived } from '../../testing/aircraft-fixture.js';
import type { GameSetup } from '../army.js';
import { applyChoice } from '../apply-choice.js';
import { nextDecision } from '../next-decision.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { play } from '../../testing/play-fixture.js';

function refusedBy(rule: string) {
  return (error: unknown) => error instanceof IllegalChoice && error.rule === rule;
}

describe('rulebook pp.50-51 Activating Aircraft: the Air Support Sortie', () => {
  it('rulebook p.51 A. Approach Step: each model flies forwards in a straight line, any number of inches, keeping its facing', () => {
    const setup = airSkirmish();
    const state = fightersArrived(setup);
    const before = state.units['a-fighters']?.models ?? [];
    const { state: activated } = play(setup, state, [{ kind: 'activate', unit: 'a-fighters' }]);
    const decision = nextDecision(setup, activated);
    assert.equal(decision?.player, 'a');
    assert.deepEqual(decision?.options[0], { kind: 'approach', inches: 0 });
    assert.deepEqual(decision?.options.at(-1), { kind: 'approach', inches: 34 });
    const { state: flown } = play(setup, activated, [{ kind: 'approach', inches: 12.5 }]);
    const after = flown.units['a-fighters']?.models ?? [];
    assert.deepEqual(
      after.map((m) => [m.x, m.y, m.facing]),
      before.map((m) => [m.x, m.y + 12.5, m.facing]),
    );
  });

  it('rulebook p.51 A. Approach Step: a flight off the battlefield or backwards is refused', () => {
    const setup = airSkirmish();
    const { state } = play(setup, fightersArrived(setup), [
      { kind: 'activate', unit: 'a-fighters' },
    ]);
    assert.throws(
      () => applyChoice(setup, state, { kind: 'approach', inches: 40 }),
      refusedBy('rulebook p.51 A. Approach Step'),
    );
    assert.throws(
      () => applyChoice(setup, state, { kind: 'approach', inches: -2 }),
      refusedBy('the game protocol: Choices (docs/protocol.md)'),
    );
    assert.throws(
      () => applyChoice(setup, state, { kind: 'aim' }),
      refusedBy('rulebook p.50 Activating Aircraft'),
    );
  });

  it('rulebook p.51 C. Engage Step, D. Escape Step: it attacks, flies off the battlefield and returns to Reserve', () => {
    const setup = airSkirmish();
    const { state: engaging } = play(setup, fightersArrived(setup), [
      { kind: 'activate', unit: 'a-fighters' },
      { kind: 'approach', inches: 14 },
    ]);
    const decision = nextDecision(setup, engaging);
    assert.deepEqual(decision?.options, [
      { kind: 'rangedAttack', target: 'b-rifles' },
      { kind: 'rangedAttack', target: 'b-tanks' },
      { kind: 'hold' },
    ]);
    const { state, events } = play(setup, engaging, [{ kind: 'rangedAttack', target: 'b-rifles' }]);
    // Seeded: 10 dice, 8 hits, the six riflemen Destroyed.
    assert.deepEqual(
      events.map((e) => e.kind),
      ['rangedAttack', 'annihilated', 'escape', 'returnToReserve'],
    );
    const fighters = state.units['a-fighters'];
    assert.equal(fighters?.inReserve, true);
    assert.equal(fighters?.deployed, false);
    assert.deepEqual(fighters?.models, []);
    assert.equal(state.activation, undefined);
    assert.equal(state.turn, 'b');
  });
});

describe('rulebook p.51 Reaction Steps', () => {
  /** B's rifles and tanks On Lookout, facing the fighters' flight. */
  function onLookout(setup: GameSetup): GameState {
    const state = fightersArrived(setup);
    for (const id of ['b-rifles', 'b-tanks']) state.units[id]?.statuses.push('onLookout');
    return state;
  }

  it('rulebook p.51 Reaction Steps: one unit On Lookout in each Reaction Step, from any point of the move; Aircraft cannot be Suppressed', () => {
    const setup = airSkirmish();
    const { state: approached } = play(setup, onLookout(setup), [
      { kind: 'activate', unit: 'a-fighters' },
      { kind: 'approach', inches: 16 },
    ]);
    const first = nextDecision(setup, approached);
    assert.equal(first?.player, 'b');
    // The rifles reach Aerial targets at 12": in range at the end of the Approach; the tanks (8") are not.
    assert.deepEqual(first?.options, [
      { kind: 'opportunityFire', unit: 'b-rifles' },
      { kind: 'noReaction' },
    ]);
    // rulebook pp.34-35: the two fighters are equally close to the rifles: the attack waits for
    // A's General, who lets it go ahead (no order of losses).
    const { state: fired, events } = play(setup, approached, [
      { kind: 'opportunityFire', unit: 'b-rifles' },
      { kind: 'targetedByRangedAttack' },
    ]);
    assert.equal(events.filter((e) => e.kind === 'rangedAttack').length, 1);
    assert.equal(
      events.some((e) => e.kind === 'suppressionTest'),
      false,
    );
    assert.equal(fired.units['b-rifles']?.statuses.includes('onLookout'), false);
    const { state: escaped } = play(setup, fired, [{ kind: 'hold' }]);
    // Flying off the north edge, the fighters pass within 8" of the tanks: a second unit may fire.
    assert.deepEqual(nextDecision(setup, escaped)?.options, [
      { kind: 'opportunityFire', unit: 'b-tanks' },
      { kind: 'noReaction' },
    ]);
    const { state: back, events: last } = play(setup, escaped, [
      { kind: 'opportunityFire', unit: 'b-tanks' },
    ]);
    assert.equal(last.filter((e) => e.kind === 'rangedAttack').length, 1);
    assert.equal(back.units['a-fighters']?.inReserve, true);
  });

  it('glossary: Supercharger: the opposing General acts in one of its Reaction Steps only', () => {
    const setup = airSkirmish([{ name: 'Supercharger' }]);
    const { state, events } = play(setup, onLookout(setup), [
      { kind: 'activate', unit: 'a-fighters' },
      { kind: 'approach', inches: 16 },
      { kind: 'opportunityFire', unit: 'b-rifles' },
      { kind: 'targetedByRangedAttack' },
      { kind: 'hold' },
    ]);
    assert.equal(
      events.some((e) => e.kind === 'returnToReserve'),
      true,
    );
    assert.equal(state.units['a-fighters']?.inReserve, true);
    assert.equal(state.units['b-tanks']?.statuses.includes('onLookout'), true);
  });
});
