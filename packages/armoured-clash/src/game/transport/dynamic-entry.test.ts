import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { skirmishWith } from '../../testing/melee-fixture.js';
import {
  bNearTheArrival,
  tanksArrive,
  tanksInReserve,
} from '../../testing/reserve-arrival-fixture.js';

describe('glossary: Dynamic Entry (X")', () => {
  it('glossary: Dynamic Entry (X"): as the unit arrives from Reserve, every unit within X", friend or foe, takes a Suppression Test; Large units are unaffected', () => {
    const setup = skirmishWith({ 'a-tanks': { rules: [{ name: 'Dynamic Entry', x: 4 }] } });
    const state = tanksInReserve(setup);
    // B's rifles 3.5" north of where the tanks arrive, B's (Large) tanks 3" east of them.
    bNearTheArrival(state);
    const events = tanksArrive(setup, state);
    assert.deepEqual(
      events.filter((e) => e.kind === 'dynamicEntry').map((e) => e.unit),
      ['a-rifles', 'b-rifles'],
    );
    assert.equal(events.filter((e) => e.kind === 'suppressionTest').length, 2);
  });

  it('glossary: Dynamic Entry (X"): a unit without it tests nobody as it arrives', () => {
    const setup = skirmishWith({});
    const state = tanksInReserve(setup);
    const events = tanksArrive(setup, state);
    assert.deepEqual(
      events.map((e) => e.kind),
      ['deployReserve'],
    );
  });
});
