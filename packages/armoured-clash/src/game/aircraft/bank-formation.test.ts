import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { airSkirmish, fightersArrived } from '../../testing/aircraft-fixture.js';
import { fightersWhere } from '../../testing/flight-fixture.js';
import { play } from '../../testing/play-fixture.js';
import { applyChoice } from '../apply-choice.js';
import type { Choice } from '../choice.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { BANK_FOOTPRINTS } from './bank-formation.js';
import { bankLegal } from './bank-plan.js';
import { interceptSkirmish, interceptorsArrived } from './interception-fixture.js';

/** Bank (3"): three Navigation Points of the Turning Template, 1" apart. */
const BANK_INCHES = 3;
/** The Turning Template's largest turn at a Navigation Point, in degrees. */
const LARGEST_TURN = 45;
/**
 * 2"×2" fighters 3" apart stay clear of each other after a 45° turn (3·cos 45° ≈
 * 2.12" along each side); the fixtures place them 2.25" apart, where they overlap.
 */
const APART = 3;

/** The refusal of a Bank that leaves `first` overlapping `second` of its own unit (rulebook p.10 Footprints). */
const overlapRefusal = (unit: string, first: string, second: string) => (error: unknown) =>
  error instanceof IllegalChoice &&
  error.rule === BANK_FOOTPRINTS &&
  error.message ===
    `Fighters ${unit}: ${first} would end its Bank overlapping ${second}, a model of its own unit`;

/** Moves the unit's second model along x to stand `APART` inches from its first (same facing and y). */
function spreadOut(state: GameState, unitId: string, direction: 1 | -1): GameState {
  const unit = state.units[unitId];
  const [first, second, ...rest] = unit?.models ?? [];
  if (unit === undefined || first === undefined || second === undefined)
    throw new Error(`${unitId} has no two models`);
  unit.models = [first, { ...second, x: first.x + direction * APART }, ...rest];
  return state;
}

describe('glossary: Bank (X"), rulebook p.10 Footprints: a Bank may not leave the unit\'s models overlapping each other', () => {
  const setup = airSkirmish([{ name: 'Bank', x: BANK_INCHES }]);
  const activated = () =>
    play(setup, fightersArrived(setup), [{ kind: 'activate', unit: 'a-fighters' }]).state;
  const banked: Choice = { kind: 'approach', inches: 10, bank: [LARGEST_TURN] };

  it('glossary: Bank (X"), rulebook p.10 Footprints, p.16 Moving a Unit: at the end of the Approach Step, fighters 2.25" apart turning 45° would overlap: refused, naming the models; 3" apart the same Bank is made', () => {
    // From (18, 1) and (20.25, 1) facing north, 10" north, 1" north, turn 45° left.
    assert.throws(
      () => applyChoice(setup, activated(), banked),
      overlapRefusal('a-fighters', 'a-fighters#1', 'a-fighters#2'),
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
      overlapRefusal('a-fighters', 'a-fighters#1', 'a-fighters#2'),
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
  /** Card ids of the skirmish deck (interception-bank.test.ts): B intercepts with card 4. */
  const HANDS = { a: [6, 17], b: [4, 5] };
  const setup = interceptSkirmish([], [{ name: 'Bank', x: BANK_INCHES }]);
  const approaching = () =>
    play(setup, interceptorsArrived(setup, HANDS), [
      { kind: 'activate', unit: 'a-fighters' },
      { kind: 'approach', inches: 10 },
      { kind: 'intercept', unit: 'b-fighters', card: 4 },
      { kind: 'noInterference' },
    ]).state;
  const where = (state: GameState) =>
    (state.units['b-fighters']?.models ?? []).map((m) => [
      Math.round(m.x * 1000) / 1000,
      Math.round(m.y * 1000) / 1000,
      Math.round((m.facing * 180) / Math.PI),
    ]);

  it('glossary: Bank (X"), Interceptor, rulebook p.10 Footprints: the interceptor\'s Approach Bank that leaves its models overlapping is refused; 3" apart it is made', () => {
    const banked: Choice = { kind: 'approach', inches: 6, bank: [LARGEST_TURN] };
    assert.throws(
      () => applyChoice(setup, approaching(), banked),
      overlapRefusal('b-fighters', 'b-fighters#1', 'b-fighters#2'),
    );
    // From (18, 35) and (15, 35) facing south: 6" south, 1" south, turn 45° left.
    const { state } = play(setup, spreadOut(approaching(), 'b-fighters', -1), [banked]);
    assert.deepEqual(where(state), [
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
      overlapRefusal('b-fighters', 'b-fighters#1', 'b-fighters#2'),
    );
    const { state } = play(setup, spreadOut(escaping(), 'b-fighters', -1), [escape]);
    assert.equal(state.units['b-fighters']?.inReserve, true);
  });
});
