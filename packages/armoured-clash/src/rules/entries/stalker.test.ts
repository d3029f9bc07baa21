import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameSetup } from '../../game/army.js';
import { applyChoice } from '../../game/apply-choice.js';
import type { Choice } from '../../game/choice.js';
import type { GameEvent } from '../../game/events.js';
import type { GameState } from '../../game/state.js';
import { skirmishWith } from '../../testing/melee-fixture.js';
import { CHARGE, aMoving } from '../../testing/movement-fixture.js';

const stalker = skirmishWith({ 'a-rifles': { rules: [{ name: 'Stalker' }] } });

/** A-rifles' Activation played from their Movement Step with `choices` (Reaction Steps passed). */
function play(
  setup: GameSetup,
  choices: readonly Choice[],
): { state: GameState; events: GameEvent[] } {
  let state = aMoving(setup);
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

function statusesOfA(state: GameState): readonly string[] {
  return state.units['a-rifles']?.statuses ?? [];
}

const HOLD: Choice = { kind: 'hold' };

describe('glossary: Stalker', () => {
  it('glossary: Stalker: a unit that made no Attack gains On Lookout at the end of its Activation', () => {
    const { state, events } = play(stalker, [HOLD, HOLD]);
    assert.equal(state.activation, undefined);
    assert.deepEqual(statusesOfA(state), ['onLookout', 'activated']);
    assert.deepEqual(
      events.filter((e) => e.kind === 'gainsStatus').map((e) => e.text),
      ['Rifles a-rifles gains On Lookout (glossary: Stalker)'],
    );
  });

  it('without Stalker the unit does not', () => {
    assert.deepEqual(statusesOfA(play(skirmishWith({}), [HOLD, HOLD]).state), ['activated']);
  });

  it('glossary: Stalker: note — after a Double Time manoeuvre, or an Advance and Take Cover, it still gains it', () => {
    const doubled = play(stalker, [{ kind: 'doubleTime', at: [3, 6], facing: 90 }]).state;
    assert.deepEqual(statusesOfA(doubled), ['onLookout', 'activated']);
    const covered = play(stalker, [
      { kind: 'advance', at: [7, 6], facing: 90 },
      { kind: 'takeCover' },
    ]);
    assert.deepEqual(statusesOfA(covered.state), ['takingCover', 'onLookout', 'activated']);
  });

  it('glossary: Stalker: a unit that made a Ranged Attack does not gain it', () => {
    const { state, events } = play(stalker, [HOLD, { kind: 'rangedAttack', target: 'b-rifles' }]);
    assert.ok(events.some((e) => e.kind === 'rangedAttack'));
    assert.equal(statusesOfA(state).includes('onLookout'), false);
  });

  it('glossary: Stalker: nor one that made a Close Quarters Attack', () => {
    const { state } = play(stalker, [CHARGE, { kind: 'closeQuartersAttack' }]);
    assert.equal(statusesOfA(state).includes('onLookout'), false);
  });
});
