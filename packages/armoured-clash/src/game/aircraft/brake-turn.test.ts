import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { airSkirmish, fightersArrived } from '../../testing/aircraft-fixture.js';
import { applyChoice } from '../apply-choice.js';
import { nextDecision } from '../next-decision.js';
import { IllegalChoice } from '../rule-error.js';
import { fightersWhere } from '../../testing/flight-fixture.js';
import { play } from '../../testing/play-fixture.js';

const refusedByBrakeTurn = (error: unknown) =>
  error instanceof IllegalChoice && error.rule === 'glossary: Brake Turn';

describe('glossary: Brake Turn', () => {
  const setup = airSkirmish([{ name: 'Brake Turn' }]);

  it('glossary: Brake Turn: in the middle of its Approach Step every model turns to face one direction, then flies on', () => {
    const { state } = play(setup, fightersArrived(setup), [
      { kind: 'activate', unit: 'a-fighters' },
      { kind: 'approach', inches: 16, brakeTurn: { after: 10, facing: 0 } },
    ]);
    // Started at (18, 1) and (20.25, 1) facing north: 10" north, then 6" east.
    assert.deepEqual(fightersWhere(state), [
      [24, 11, 0],
      [26.25, 11, 0],
    ]);
  });

  it('glossary: Brake Turn: a unit without the rule cannot turn, nor turn after more inches than it flies', () => {
    const plain = airSkirmish();
    const { state } = play(plain, fightersArrived(plain), [
      { kind: 'activate', unit: 'a-fighters' },
    ]);
    assert.throws(
      () =>
        applyChoice(plain, state, {
          kind: 'approach',
          inches: 10,
          brakeTurn: { after: 5, facing: 0 },
        }),
      refusedByBrakeTurn,
    );
    const turning = play(setup, fightersArrived(setup), [
      { kind: 'activate', unit: 'a-fighters' },
    ]).state;
    assert.throws(
      () =>
        applyChoice(setup, turning, {
          kind: 'approach',
          inches: 4,
          brakeTurn: { after: 5, facing: 0 },
        }),
      refusedByBrakeTurn,
    );
  });

  it('glossary: Brake Turn: once per Activation: after turning in the Approach the Escape Step is straight off', () => {
    const { events, state } = play(setup, fightersArrived(setup), [
      { kind: 'activate', unit: 'a-fighters' },
      { kind: 'approach', inches: 16, brakeTurn: { after: 10, facing: 0 } },
      { kind: 'hold' },
    ]);
    assert.deepEqual(
      events.map((e) => e.kind),
      ['activate', 'approach', 'escape', 'returnToReserve'],
    );
    assert.equal(state.units['a-fighters']?.inReserve, true);
  });

  it('glossary: Brake Turn: during its Escape Step it may turn on the way off, skirting Opportunity Fire', () => {
    const start = fightersArrived(setup);
    start.units['b-rifles']?.statuses.push('onLookout');
    const { state: escaping } = play(setup, start, [
      { kind: 'activate', unit: 'a-fighters' },
      { kind: 'approach', inches: 0 },
      { kind: 'hold' },
    ]);
    assert.deepEqual(nextDecision(setup, escaping)?.options, [{ kind: 'escape' }]);
    // Straight north it passes within 12" of B's rifles, On Lookout: they may fire.
    const straight = applyChoice(setup, escaping, { kind: 'escape' });
    assert.equal(straight.state.activation?.sortie?.step, 'secondReaction');
    // Turning west after 2" it flies off far from them: no Reaction Step, back to Reserve.
    const turning = applyChoice(setup, escaping, {
      kind: 'escape',
      brakeTurn: { after: 2, facing: 180 },
    });
    assert.deepEqual(
      turning.events.map((e) => e.kind),
      ['escape', 'returnToReserve'],
    );
  });

  it('glossary: Brake Turn, rulebook pp.50-51 D. Escape Step: the Escape event names the Brake Turn made on the way off', () => {
    const { state: escaping } = play(setup, fightersArrived(setup), [
      { kind: 'activate', unit: 'a-fighters' },
      { kind: 'approach', inches: 0 },
      { kind: 'hold' },
    ]);
    const turning = applyChoice(setup, escaping, {
      kind: 'escape',
      brakeTurn: { after: 2, facing: 180 },
    });
    assert.deepEqual(turning.events[0], {
      kind: 'escape',
      text: 'Fighters a-fighters flies off the battlefield, making a Brake Turn after 2"',
      unit: 'a-fighters',
    });
    const straight = applyChoice(setup, escaping, { kind: 'escape' });
    assert.equal(straight.events[0]?.text, 'Fighters a-fighters flies off the battlefield');
  });
});
