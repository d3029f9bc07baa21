import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { airSkirmish, fightersArrived } from '../../testing/aircraft-fixture.js';
import { applyChoice } from '../apply-choice.js';
import { nextDecision } from '../next-decision.js';
import { IllegalChoice } from '../rule-error.js';

const FLYING = 'glossary: Flying, rulebook p.10 Footprints';
/** The farthest the fighters fly before their front comes within 1" of B's rifles' front rank (at y 30). */
const LAST_CLEAR_BEFORE = 26;
/** Past the rifles: the fighters' tail more than 1" beyond B's rifles and tanks, still on the battlefield. */
const PAST_THEM = 34;

/** The fighters at the south edge around (18, 1) facing north, activated: their Approach Step. */
function approaching() {
  const setup = airSkirmish();
  const state = applyChoice(setup, fightersArrived(setup), {
    kind: 'activate',
    unit: 'a-fighters',
  }).state;
  return { setup, state };
}

function refusedWith(message: string) {
  return (error: unknown) =>
    error instanceof IllegalChoice && error.rule === FLYING && error.message.includes(message);
}

describe('glossary: Flying, rulebook p.51 A. Approach Step: the flight ends clear of other models', () => {
  it('glossary: Flying: the distances listed stop short of B\'s rifles (1" away) and go on past them: 0-26", then 34"', () => {
    const { setup, state } = approaching();
    const listed = nextDecision(setup, state)?.options.map((o) =>
      o.kind === 'approach' ? o.inches : undefined,
    );
    assert.deepEqual(listed, [
      ...Array.from({ length: LAST_CLEAR_BEFORE + 1 }, (_, i) => i),
      PAST_THEM,
    ]);
  });

  it('glossary: Flying ("end their move at least 1" away from them"): 26.5" ends 1" from the rifles; 27.5" is refused, naming the rifleman', () => {
    const { setup, state } = approaching();
    const flown = applyChoice(setup, state, { kind: 'approach', inches: 26.5 }).state;
    assert.equal(flown.units['a-fighters']?.models[0]?.y, 27.5);
    assert.throws(
      () => applyChoice(setup, state, { kind: 'approach', inches: 27.5 }),
      refusedWith('a-fighters#1 would end its flight within 1" of the enemy model b-rifles#1'),
    );
  });

  it('rulebook p.10 Footprints: a flight ending on the rifles is refused; flying over them to 34" is not', () => {
    const { setup, state } = approaching();
    assert.throws(
      () => applyChoice(setup, state, { kind: 'approach', inches: 30 }),
      refusedWith('a-fighters#1 would end its flight overlapping b-rifles#1'),
    );
    const flown = applyChoice(setup, state, { kind: 'approach', inches: PAST_THEM }).state;
    assert.equal(flown.units['a-fighters']?.models[0]?.y, 1 + PAST_THEM);
  });
});
