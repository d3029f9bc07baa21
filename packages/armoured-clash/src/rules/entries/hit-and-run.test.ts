import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameSetup } from '../../game/army.js';
import { applyChoice } from '../../game/apply-choice.js';
import type { Choice } from '../../game/choice.js';
import type { GameEvent } from '../../game/events.js';
import { nextDecision } from '../../game/next-decision.js';
import type { GameState } from '../../game/state.js';
import { cardOnTop, skirmishWith } from '../../testing/melee-fixture.js';
import { CHARGE, aMoving } from '../../testing/movement-fixture.js';
import { hitAndRun as hitAndRunEntry } from './hit-and-run.js';

const hitAndRun = skirmishWith({ 'a-rifles': { rules: [{ name: 'Hit & Run', x: 5 }] } });
const FIRE: Choice = { kind: 'rangedAttack', target: 'b-rifles' };
/** 5" west of the Officer at (10, 6): beyond the Rifles' Speed of 4", within Hit & Run (5"). */
const FIVE_WEST: Choice = { kind: 'advance', at: [5, 6], facing: 90 };

/** A-rifles' Activation from its Movement Step, `choices` made in turn (Reaction Steps passed). */
function play(
  setup: GameSetup,
  choices: readonly Choice[],
  start: GameState = aMoving(setup),
): { state: GameState; events: GameEvent[] } {
  let state = start;
  const events: GameEvent[] = [];
  for (const choice of choices) {
    if (state.activation?.reaction !== undefined)
      state = applyChoice(setup, state, { kind: 'noReaction' }).state;
    const result = applyChoice(setup, state, choice);
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}

function officerOfA(state: GameState): readonly [number, number] | undefined {
  const officer = state.units['a-rifles']?.models[0];
  return officer === undefined ? undefined : [officer.x, officer.y];
}

describe('glossary: Hit & Run (X")', () => {
  it('glossary: Hit & Run (X"): after its Ranged Attack the unit is offered a free Advance of up to X", or to hold', () => {
    const { state } = play(hitAndRun, [{ kind: 'hold' }, FIRE]);
    assert.equal(state.activation?.unit, 'a-rifles');
    const decision = nextDecision(hitAndRun, state);
    assert.equal(decision?.player, 'a');
    assert.deepEqual(decision?.options, [{ kind: 'hold' }]);
    assert.deepEqual(decision?.constraints, [{ kind: 'advance', unit: 'a-rifles', limit: 5 }]);
    assert.throws(() => applyChoice(hitAndRun, state, FIRE), {
      rule: 'glossary: Hit & Run (X")',
    });
  });

  it('glossary: Hit & Run (X"): the free Advance moves X" (more than the Speed), then the Activation ends', () => {
    const { state, events } = play(hitAndRun, [{ kind: 'hold' }, FIRE, FIVE_WEST]);
    assert.deepEqual(officerOfA(state), [5, 6]);
    assert.equal(state.activation, undefined);
    assert.ok(state.units['a-rifles']?.statuses.includes('activated'));
    assert.equal(
      events.find((e) => e.kind === 'freeAdvance')?.text,
      'Rifles a-rifles makes a free Advance of up to 5" (glossary: Hit & Run (X"))',
    );
  });

  it('glossary: Hit & Run (X"): not beyond X"', () => {
    const { state } = play(hitAndRun, [{ kind: 'hold' }, FIRE]);
    assert.throws(
      () => applyChoice(hitAndRun, state, { kind: 'advance', at: [4, 6], facing: 90 }),
      {
        rule: 'rulebook p.16 Movement Limit',
      },
    );
  });

  it('holding instead ends the Activation where the unit stands', () => {
    const { state } = play(hitAndRun, [{ kind: 'hold' }, FIRE, { kind: 'hold' }]);
    assert.deepEqual(officerOfA(state), [10, 6]);
    assert.equal(state.activation, undefined);
  });

  it('without Hit & Run the Activation ends with the attack', () => {
    const plain = skirmishWith({});
    assert.equal(play(plain, [{ kind: 'hold' }, FIRE]).state.activation, undefined);
  });

  it('glossary: Hit & Run (X"): no free Advance without an attack (the unit Took Cover)', () => {
    const { state } = play(hitAndRun, [{ kind: 'hold' }, { kind: 'takeCover' }]);
    assert.equal(state.activation, undefined);
  });

  it('glossary: Hit & Run (X"): a Suppressed unit cannot benefit from it', () => {
    const VALUE_1 = 0;
    const start = aMoving(hitAndRun, 1, (state) => {
      state.units['a-rifles']?.statuses.push('suppressed');
      cardOnTop(state, 'a', VALUE_1);
    });
    assert.equal(start.activation?.rallyFailed, false);
    const { state } = play(hitAndRun, [{ kind: 'hold' }, FIRE], start);
    assert.equal(state.activation, undefined);
  });

  it('glossary: Hit & Run (X"): not for a unit Embarked on a Transport or Garrisoning a Defensible Building (game step ownAttackResolved)', () => {
    const step = hitAndRunEntry.inGame?.ownAttackResolved;
    assert.deepEqual(step?.({ suppressed: false, aboard: true }, 5), {
      suppressed: false,
      aboard: true,
    });
    assert.deepEqual(step?.({ suppressed: false, aboard: false }, 5), {
      suppressed: false,
      aboard: false,
      freeAdvance: { limit: 5, rule: 'glossary: Hit & Run (X")' },
    });
  });

  it('glossary: Hit & Run (X"): after a Close Quarters Attack too; the attack is not made twice', () => {
    const tough = { defence: 3, damageLimit: 3 };
    const setup = skirmishWith({
      'a-rifles': { rules: [{ name: 'Hit & Run', x: 5 }], profile: tough },
      'b-rifles': { profile: tough },
    });
    const { state, events } = play(setup, [CHARGE, { kind: 'closeQuartersAttack' }]);
    assert.ok(events.some((e) => e.kind === 'closeQuartersWin' && e.unit === 'a-rifles'));
    assert.deepEqual(nextDecision(setup, state)?.constraints, [
      { kind: 'advance', unit: 'a-rifles', limit: 5 },
    ]);
    assert.throws(() => applyChoice(setup, state, { kind: 'closeQuartersAttack' }), {
      rule: 'glossary: Hit & Run (X")',
      message: 'make the free Advance or hold',
    });
  });
});
