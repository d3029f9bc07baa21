import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { flankAttackArrives } from '../commands/flank-attack.js';
import type { GameSetup } from '../army.js';
import { testsGoOn } from '../tests-go-on.js';
import { notLarge } from '../../testing/not-large.js';
import { skirmishWith } from '../../testing/melee-fixture.js';
import { tanksInReserve } from '../../testing/reserve-arrival-fixture.js';

/** The skirmish's A Tanks with Dynamic Entry (4"), not Large (glossary: Large bars a Flank Attack). */
function withDynamicEntry(): GameSetup {
  const base = skirmishWith({ 'a-tanks': { rules: [{ name: 'Dynamic Entry', x: 4 }] } });
  return {
    ...base,
    generals: {
      ...base.generals,
      a: { ...base.generals.a, units: base.generals.a.units.map(notLarge) },
    },
  };
}

describe('glossary: Dynamic Entry (X") on a Flank Attack', () => {
  it('glossary: Dynamic Entry (X"), rulebook p.21 Flank Attack: a unit Deployed from Reserve by a Flank Attack makes every unit within X" take a Suppression Test', () => {
    const setup = withDynamicEntry();
    const state = tanksInReserve(setup);
    const b = state.units['b-rifles']!;
    // B's Rifles moved to stand 3" east of the flank where A's Tanks arrive (x 1.5, y 15.75 to 18).
    b.models = b.models.map((m, i) => ({ ...m, x: 6 + i * 0.5, y: 17 }));
    const events = [
      ...flankAttackArrives(setup, state, 'a-tanks', [1.5, 18], 0),
      ...testsGoOn(setup, state),
    ];
    assert.deepEqual(
      events.slice(0, 3).map((e) => [e.kind, e.unit]),
      [
        ['deployReserve', 'a-tanks'],
        ['dynamicEntry', 'b-rifles'],
        ['suppressionTest', 'b-rifles'],
      ],
    );
    assert.equal(events.filter((e) => e.kind === 'dynamicEntry').length, 1);
  });
});
