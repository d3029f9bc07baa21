import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ArmyUnit } from '../army.js';
import { applyChoice } from '../apply-choice.js';
import type { Choice } from '../choice.js';
import { nextDecision } from '../next-decision.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { bankLegal } from './bank-plan.js';
import { interceptSkirmish, interceptorsArrived } from './interception-fixture.js';
import { play } from '../../testing/play-fixture.js';

const FLYING = 'glossary: Flying, rulebook p.10 Footprints';
/** Card ids of the skirmish deck: id 4 has Value 5, id 5 Value 6, id 17 Value 6, id 6 Value 7. */
const HANDS = { a: [6, 17], b: [4, 5] };
/**
 * B's interceptors (around (18, 35)) fly south towards A's fighters (around
 * (18, 11) after their 10"): the farthest whole inch ending at least 1" short of
 * them (fronts at y 13 and 12)...
 */
const LAST_CLEAR_BEFORE = 21;
/** ...and the first one ending at least 1" past them (tails at y 7 and 10). */
const FIRST_CLEAR_PAST = 27;
/** The farthest whole inch the interceptors fly south and stay on the battlefield (tails at y 0). */
const FARTHEST = 34;

/** A's fighters flown 10" north; B's Intercept received: the Interception Sortie's Approach Step. */
const INTERCEPTED: readonly Choice[] = [
  { kind: 'activate', unit: 'a-fighters' },
  { kind: 'approach', inches: 10 },
  { kind: 'intercept', unit: 'b-fighters', card: 4 },
  { kind: 'noInterference' },
];

function approaching(bRules: ArmyUnit['specialRules'] = []) {
  const setup = interceptSkirmish([], bRules);
  const state = play(setup, interceptorsArrived(setup, HANDS), INTERCEPTED).state;
  return { setup, state };
}

/** Where B's interceptors stand, to a thousandth of an inch. */
function where(state: GameState): number[][] {
  const thousandth = (v: number) => Math.round(v * 1000) / 1000;
  return (state.units['b-fighters']?.models ?? []).map((m) => [thousandth(m.x), thousandth(m.y)]);
}

function refusedWith(message: string) {
  return (error: unknown) =>
    error instanceof IllegalChoice && error.rule === FLYING && error.message.includes(message);
}

describe('glossary: Interceptor ("as though it were its Activation"), glossary: Flying: the Interception Sortie\'s Approach ends clear of other models', () => {
  it('glossary: Interceptor, Flying: the distances offered stop 1" short of A\'s fighters and go on past them: 0-21", then 27-34"; each one offered is accepted', () => {
    const { setup, state } = approaching();
    const options = nextDecision(setup, state)?.options ?? [];
    const whole = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => from + i);
    assert.deepEqual(
      options.map((o) => (o.kind === 'approach' ? o.inches : undefined)),
      [...whole(0, LAST_CLEAR_BEFORE), ...whole(FIRST_CLEAR_PAST, FARTHEST)],
    );
    for (const option of options) {
      const made = applyChoice(setup, state, option);
      assert.equal(made.state.activation?.sortie?.interception?.step, 'engage');
    }
  });

  it('glossary: Flying ("end their move at least 1" away from them"), Interceptor: a distance chosen between those offered, 21.5", ends 0.5" from A\'s fighters and is refused, naming both models; 24" ends on them', () => {
    const { setup, state } = approaching();
    assert.throws(
      () => applyChoice(setup, state, { kind: 'approach', inches: 21.5 }),
      refusedWith('b-fighters#1 would end its flight within 1" of the enemy model a-fighters#1'),
    );
    assert.throws(
      () => applyChoice(setup, state, { kind: 'approach', inches: 24 }),
      refusedWith('b-fighters#1 would end its flight overlapping a-fighters#1'),
    );
  });

  it('rulebook p.10 Footprints, glossary: Brake Turn, Interceptor: turned east after 2", 3" more ends on B\'s own tanks and is refused; 1" more is clear', () => {
    const { setup, state } = approaching([{ name: 'Brake Turn' }]);
    const east = (inches: number): Choice => ({
      kind: 'approach',
      inches,
      brakeTurn: { after: 2, facing: 0 },
    });
    // b-fighters#1 ends around (21, 33), its footprint x 20-22, y 32-34; b-tanks#2 stands around (21.75, 31), x 20.75-22.75, y 29.5-32.5.
    assert.throws(
      () => applyChoice(setup, state, east(5)),
      refusedWith('b-fighters#1 would end its flight overlapping b-tanks#2'),
    );
    const clear = applyChoice(setup, state, east(3)).state;
    assert.deepEqual(where(clear), [
      [19, 33],
      [16.75, 33],
    ]);
  });

  it('glossary: Bank (X"), Flying, Interceptor: 18.5" then a Bank of 3" straight on ends 0.5" from A\'s fighters and is refused; 18" then the same Bank ends 1" from them and is accepted; the bots planner bankLegal agrees', () => {
    const { setup, state } = approaching([{ name: 'Bank', x: 3 }]);
    const banked = (inches: number): Choice => ({ kind: 'approach', inches, bank: [0, 0, 0] });
    assert.throws(
      () => applyChoice(setup, state, banked(18.5)),
      refusedWith('b-fighters#1 would end its flight within 1" of the enemy model a-fighters#1'),
    );
    // The bots' planner (bankLegal) given the game refuses the same Bank: glossary: Flying.
    const interceptor = state.units['b-fighters'];
    assert.ok(interceptor !== undefined);
    assert.equal(bankLegal(setup, interceptor, banked(18.5), [0, 0, 0], state), false);
    assert.equal(bankLegal(setup, interceptor, banked(18), [0, 0, 0], state), true);
    const clear = applyChoice(setup, state, banked(18)).state;
    assert.deepEqual(where(clear), [
      [18, 14],
      [15.75, 14],
    ]);
  });
});
