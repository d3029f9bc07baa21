import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { airSkirmish, fightersArrived } from '../../testing/aircraft-fixture.js';
import { applyChoice } from '../apply-choice.js';
import { nextDecision } from '../next-decision.js';
import { IllegalChoice } from '../rule-error.js';
import { fightersWhere } from '../../testing/flight-fixture.js';
import { play } from '../../testing/play-fixture.js';

const refusedByBank = (error: unknown) =>
  error instanceof IllegalChoice && error.rule === 'glossary: Bank (X")';

/** Bank (3"): three Navigation Points of the Turning Template, 1" apart. */
const BANK_INCHES = 3;

describe('glossary: Bank (X")', () => {
  const setup = airSkirmish([{ name: 'Bank', x: BANK_INCHES }]);
  const activated = () =>
    play(setup, fightersArrived(setup), [{ kind: 'activate', unit: 'a-fighters' }]).state;

  it('glossary: Bank (X"): at the end of its Approach Step each model moves along the Turning Template, turning at each Navigation Point', () => {
    const { state, events } = play(setup, activated(), [
      { kind: 'approach', inches: 10, bank: [45, 0, -45] },
    ]);
    // From (18, 1) and (20.25, 1) facing north: 10" north, 1" north, turn 45° left,
    // 1" north-west twice, turn back north.
    assert.deepEqual(fightersWhere(state), [
      [16.586, 13.414, 90],
      [18.836, 13.414, 90],
    ]);
    assert.match(events[0]?.text ?? '', /approaches 10\.0", then Banks 3" \(turns 45, 0, -45\)/);
  });

  it('glossary: Bank (X"): refused further than X", with a turn wider than the Turning Template allows, or for a unit without the rule', () => {
    const state = activated();
    assert.throws(
      () => applyChoice(setup, state, { kind: 'approach', inches: 4, bank: [0, 0, 0, 0] }),
      refusedByBank,
    );
    assert.throws(
      () => applyChoice(setup, state, { kind: 'approach', inches: 4, bank: [50] }),
      refusedByBank,
    );
    const plain = airSkirmish();
    const plainState = play(plain, fightersArrived(plain), [
      { kind: 'activate', unit: 'a-fighters' },
    ]).state;
    assert.throws(
      () => applyChoice(plain, plainState, { kind: 'approach', inches: 4, bank: [45] }),
      refusedByBank,
    );
  });

  it('glossary: Bank (X"): once during its Activation: after Banking in the Approach the Escape Step is straight off', () => {
    const { events, state } = play(setup, activated(), [
      // Squared up again (45, -45): a single 45° turn would leave the models 2.25" apart overlapping (bank-formation.test.ts).
      { kind: 'approach', inches: 10, bank: [45, -45] },
      { kind: 'hold' },
    ]);
    assert.deepEqual(
      events.map((e) => e.kind),
      ['approach', 'escape', 'returnToReserve'],
    );
    assert.equal(state.units['a-fighters']?.inReserve, true);
  });

  it('glossary: Bank (X"): otherwise its Escape Step waits for the choice, and it may Bank as it starts, then fly straight off', () => {
    const { state: escaping } = play(setup, activated(), [
      { kind: 'approach', inches: 10 },
      { kind: 'hold' },
    ]);
    assert.deepEqual(nextDecision(setup, escaping)?.options, [{ kind: 'escape' }]);
    // Squared up again (-45, 45): a single 45° turn would leave the models overlapping (bank-formation.test.ts).
    const { events, state } = applyChoice(setup, escaping, { kind: 'escape', bank: [-45, 45] });
    assert.match(
      events[0]?.text ?? '',
      /flies off the battlefield, having Banked 2" \(turns -45, 45\)/,
    );
    assert.equal(state.units['a-fighters']?.inReserve, true);
  });
});
