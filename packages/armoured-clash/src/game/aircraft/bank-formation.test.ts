import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { airSkirmish } from '../../testing/aircraft-fixture.js';
import { fightersWhere } from '../../testing/flight-fixture.js';
import { play } from '../../testing/play-fixture.js';
import { applyChoice } from '../apply-choice.js';
import type { Choice } from '../choice.js';
import { BANK_FOOTPRINTS } from './bank-formation.js';
import { bankLegal } from './bank-plan.js';
import {
  BANK_INCHES,
  fightersActivated,
  interceptorsApproaching,
  interceptorsWhere,
  overlapRefusal,
  spreadOut,
} from './formation-overlap-fixture.js';
import { interceptSkirmish } from './interception-fixture.js';

/** The Turning Template's largest turn at a Navigation Point, in degrees. */
const LARGEST_TURN = 45;

/** The refusal of a Bank that leaves `first` overlapping `second` of its own unit (rulebook p.10 Footprints). */
const bankRefusal = (unit: string, first: string, second: string) =>
  overlapRefusal(BANK_FOOTPRINTS, unit, 'its Bank', first, second);

describe('glossary: Bank (X"), rulebook p.10 Footprints: a Bank may not leave the unit\'s models overlapping each other', () => {
  const setup = airSkirmish([{ name: 'Bank', x: BANK_INCHES }]);
  const activated = () => fightersActivated(setup);
  const banked: Choice = { kind: 'approach', inches: 10, bank: [LARGEST_TURN] };

  it('glossary: Bank (X"), rulebook p.10 Footprints, p.16 Moving a Unit: at the end of the Approach Step, fighters 2.25" apart turning 45° would overlap: refused, naming the models; 3" apart the same Bank is made', () => {
    // From (18, 1) and (20.25, 1) facing north, 10" north, 1" north, turn 45° left.
    assert.throws(
      () => applyChoice(setup, activated(), banked),
      bankRefusal('a-fighters', 'a-fighters#1', 'a-fighters#2'),
    );
    const { state } = play(setup, spreadOut(activated(), 'a-fighters', 1), [banked]);
    assert.deepEqual(fightersWhere(state), [
      [18, 12, 135],
      [21, 12, 135],
    ]);
  });

  it('glossary: Bank (X"), rulebook p.10 Footprints: bankLegal, which the bots ask, refuses the overlapping Bank and allows it with the models 3" apart', () => {
    const close = activated();
    const apart = spreadOut(activated(), 'a-fighters', 1);
    const closeUnit = close.units['a-fighters'];
    const apartUnit = apart.units['a-fighters'];
    assert.ok(closeUnit !== undefined && apartUnit !== undefined);
    const approach: Choice = { kind: 'approach', inches: 10 };
    assert.equal(bankLegal(setup, closeUnit, approach, [LARGEST_TURN], close), false);
    assert.equal(bankLegal(setup, apartUnit, approach, [LARGEST_TURN], apart), true);
    assert.equal(bankLegal(setup, closeUnit, { kind: 'escape' }, [-LARGEST_TURN]), false);
    assert.equal(bankLegal(setup, apartUnit, { kind: 'escape' }, [-LARGEST_TURN]), true);
  });

  it('glossary: Bank (X"), rulebook p.10 Footprints: at the start of the Escape Step the overlapping Bank is refused too; 3" apart the unit Banks and flies off', () => {
    const escaping = () =>
      play(setup, activated(), [{ kind: 'approach', inches: 10 }, { kind: 'hold' }]).state;
    const escape: Choice = { kind: 'escape', bank: [-LARGEST_TURN] };
    assert.throws(
      () => applyChoice(setup, escaping(), escape),
      bankRefusal('a-fighters', 'a-fighters#1', 'a-fighters#2'),
    );
    const { state, events } = play(setup, spreadOut(escaping(), 'a-fighters', 1), [escape]);
    assert.match(
      events[0]?.text ?? '',
      /flies off the battlefield, having Banked 1" \(turns -45\)/,
    );
    assert.equal(state.units['a-fighters']?.inReserve, true);
  });
});

describe('glossary: Interceptor with Bank (X"), rulebook p.10 Footprints: no overlapping Bank in the Interception Sortie', () => {
  const setup = interceptSkirmish([], [{ name: 'Bank', x: BANK_INCHES }]);
  const approaching = () => interceptorsApproaching(setup);

  it('glossary: Bank (X"), Interceptor, rulebook p.10 Footprints: the interceptor\'s Approach Bank that leaves its models overlapping is refused; 3" apart it is made', () => {
    const banked: Choice = { kind: 'approach', inches: 6, bank: [LARGEST_TURN] };
    assert.throws(
      () => applyChoice(setup, approaching(), banked),
      bankRefusal('b-fighters', 'b-fighters#1', 'b-fighters#2'),
    );
    // From (18, 35) and (15, 35) facing south: 6" south, 1" south, turn 45° left.
    const { state } = play(setup, spreadOut(approaching(), 'b-fighters', -1), [banked]);
    assert.deepEqual(interceptorsWhere(state), [
      [18, 28, -45],
      [15, 28, -45],
    ]);
  });

  it('glossary: Bank (X"), Interceptor, rulebook p.10 Footprints: at the start of its Escape Step too; 3" apart it Banks and returns to Reserve', () => {
    const escaping = () =>
      play(setup, approaching(), [{ kind: 'approach', inches: 6 }, { kind: 'hold' }]).state;
    const escape: Choice = { kind: 'escape', bank: [LARGEST_TURN] };
    assert.throws(
      () => applyChoice(setup, escaping(), escape),
      bankRefusal('b-fighters', 'b-fighters#1', 'b-fighters#2'),
    );
    const { state } = play(setup, spreadOut(escaping(), 'b-fighters', -1), [escape]);
    assert.equal(state.units['b-fighters']?.inReserve, true);
  });
});
