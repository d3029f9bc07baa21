import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RECORD_FORMAT, replay } from '../record.js';
import { deployFromReserve } from '../reserves.js';
import { testsGoOn } from '../tests-go-on.js';
import { skirmishWith } from '../../testing/melee-fixture.js';

describe('glossary: Dynamic Entry (X")', () => {
  it('glossary: Dynamic Entry (X"): as the unit arrives from Reserve, every unit within X", friend or foe, takes a Suppression Test; Large units are unaffected', () => {
    const setup = skirmishWith({ 'a-tanks': { rules: [{ name: 'Dynamic Entry', x: 4 }] } });
    const { state } = replay({
      format: RECORD_FORMAT,
      setup,
      seed: 1,
      choices: [
        { kind: 'reserve', unit: 'a-tanks' },
        { kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 },
        { kind: 'deploy', unit: 'a-rifles', at: [19, 5], facing: 90 },
        { kind: 'deploy', unit: 'b-tanks', at: [24, 31], facing: 270 },
      ],
    });
    const b = state.units['b-rifles'];
    const bTanks = state.units['b-tanks'];
    if (b === undefined || bTanks === undefined) throw new RangeError('b units');
    // B's rifles 3.5" north of where the tanks arrive, B's (Large) tanks 3" east of them.
    b.models = b.models.map((m) => ({ ...m, x: m.x + 14, y: 7 }));
    bTanks.models = bTanks.models.map((m) => ({ ...m, x: m.x + 5, y: 6 }));
    state.stage = 'deployReserves';
    state.turn = 'a';
    const events = [
      ...deployFromReserve(setup, state, 'a-tanks', [24, 1.5], 90),
      ...testsGoOn(setup, state),
    ];
    assert.deepEqual(
      events.filter((e) => e.kind === 'dynamicEntry').map((e) => e.unit),
      ['a-rifles', 'b-rifles'],
    );
    assert.equal(events.filter((e) => e.kind === 'suppressionTest').length, 2);
  });

  it('glossary: Dynamic Entry (X"): a unit without it tests nobody as it arrives', () => {
    const setup = skirmishWith({});
    const { state } = replay({
      format: RECORD_FORMAT,
      setup,
      seed: 1,
      choices: [
        { kind: 'reserve', unit: 'a-tanks' },
        { kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 },
        { kind: 'deploy', unit: 'a-rifles', at: [19, 5], facing: 90 },
        { kind: 'deploy', unit: 'b-tanks', at: [24, 31], facing: 270 },
      ],
    });
    state.stage = 'deployReserves';
    state.turn = 'a';
    const events = [
      ...deployFromReserve(setup, state, 'a-tanks', [24, 1.5], 90),
      ...testsGoOn(setup, state),
    ];
    assert.deepEqual(
      events.map((e) => e.kind),
      ['deployReserve'],
    );
  });
});
