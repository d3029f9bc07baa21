import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { airSkirmish } from '../../testing/aircraft-fixture.js';
import { fightersWhere } from '../../testing/flight-fixture.js';
import { play } from '../../testing/play-fixture.js';
import { applyChoice } from '../apply-choice.js';
import type { Choice } from '../choice.js';
import { BANK_FOOTPRINTS, BRAKE_TURN_FOOTPRINTS } from './bank-formation.js';
import {
  BANK_INCHES,
  fightersActivated,
  interceptorsApproaching,
  interceptorsWhere,
  overlapRefusal,
  spreadOut,
} from './formation-overlap-fixture.js';
import { interceptSkirmish } from './interception-fixture.js';

const brakeTurnRefusal = (unit: string) =>
  overlapRefusal(
    BRAKE_TURN_FOOTPRINTS,
    unit,
    'its Approach after its Brake Turn',
    `${unit}#1`,
    `${unit}#2`,
  );

describe("glossary: Brake Turn, rulebook p.10 Footprints: an Approach may not end with the unit's models overlapping each other", () => {
  const setup = airSkirmish([{ name: 'Brake Turn' }]);
  const activated = () => fightersActivated(setup);
  const diagonal: Choice = { kind: 'approach', inches: 10, brakeTurn: { after: 5, facing: 45 } };

  it('glossary: Brake Turn, rulebook p.10 Footprints, p.16 Moving a Unit: fighters 2.25" apart turned to 45° end their Approach overlapping: refused, naming the models', () => {
    // From (18, 1) and (20.25, 1) facing north: 5" north, turn to face 45°, 5" on.
    assert.throws(() => applyChoice(setup, activated(), diagonal), brakeTurnRefusal('a-fighters'));
  });

  it('glossary: Brake Turn, rulebook p.10 Footprints: turned east instead, the same fighters end clear of each other', () => {
    const { state } = play(setup, activated(), [
      { kind: 'approach', inches: 10, brakeTurn: { after: 5, facing: 0 } },
    ]);
    assert.deepEqual(fightersWhere(state), [
      [23, 6, 0],
      [25.25, 6, 0],
    ]);
  });

  it('glossary: Brake Turn, rulebook p.10 Footprints: 3" apart, the turn to 45° is made', () => {
    const { state } = play(setup, spreadOut(activated(), 'a-fighters', 1), [diagonal]);
    assert.deepEqual(fightersWhere(state), [
      [21.536, 9.536, 45],
      [24.536, 9.536, 45],
    ]);
  });

  it('glossary: Brake Turn, rulebook p.51 D. Escape Step: during the Escape the turn to 45° is made, the fighters flying off the battlefield (our reading: no end to check)', () => {
    const { state, events } = play(setup, activated(), [
      { kind: 'approach', inches: 10 },
      { kind: 'hold' },
      { kind: 'escape', brakeTurn: { after: 2, facing: 45 } },
    ]);
    assert.deepEqual(
      events.map((e) => e.text),
      [
        'Fighters a-fighters approaches 10.0"',
        'Fighters a-fighters flies off the battlefield, making a Brake Turn after 2"',
        'Fighters a-fighters returns to Reserve',
      ],
    );
    assert.equal(state.units['a-fighters']?.inReserve, true);
  });
});

describe('glossary: Brake Turn and Bank (X"), rulebook p.10 Footprints: only where the Approach ends counts', () => {
  const setup = airSkirmish([{ name: 'Brake Turn' }, { name: 'Bank', x: BANK_INCHES }]);
  const activated = () => fightersActivated(setup);

  it('glossary: Brake Turn, Bank (X"): a Brake Turn to 45° then a Bank of -45° ends the fighters facing east, clear of each other: made', () => {
    // 5" north to (18, 6), turn to 45°, 5" on to (21.536, 9.536), 1" on, turn -45°.
    const { state } = play(setup, activated(), [
      { kind: 'approach', inches: 10, brakeTurn: { after: 5, facing: 45 }, bank: [-45] },
    ]);
    assert.deepEqual(fightersWhere(state), [
      [22.243, 10.243, 0],
      [24.493, 10.243, 0],
    ]);
  });

  it('glossary: Brake Turn, Bank (X"): a Brake Turn to north then a Bank of 45° leaves them overlapping: refused, naming the Bank', () => {
    assert.throws(
      () =>
        applyChoice(setup, activated(), {
          kind: 'approach',
          inches: 10,
          brakeTurn: { after: 5, facing: 90 },
          bank: [45],
        }),
      overlapRefusal(BANK_FOOTPRINTS, 'a-fighters', 'its Bank', 'a-fighters#1', 'a-fighters#2'),
    );
  });
});

describe("glossary: Interceptor with Brake Turn, rulebook p.10 Footprints: the Interception Sortie's Approach too", () => {
  const setup = interceptSkirmish([], [{ name: 'Brake Turn' }]);
  const approaching = () => interceptorsApproaching(setup);
  const diagonal: Choice = { kind: 'approach', inches: 6, brakeTurn: { after: 3, facing: 225 } };

  it('glossary: Interceptor, Brake Turn, rulebook p.10 Footprints: the interceptors turned to 225° end overlapping: refused; 3" apart the same turn is made', () => {
    assert.throws(
      () => applyChoice(setup, approaching(), diagonal),
      brakeTurnRefusal('b-fighters'),
    );
    // From (18, 35) and (15, 35) facing south: 3" south, turn to face 225° (away from B's tanks), 3" on.
    const { state } = play(setup, spreadOut(approaching(), 'b-fighters', -1), [diagonal]);
    assert.deepEqual(interceptorsWhere(state), [
      [15.879, 29.879, 225],
      [12.879, 29.879, 225],
    ]);
  });
});
