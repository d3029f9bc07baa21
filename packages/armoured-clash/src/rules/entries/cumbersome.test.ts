import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameSetup } from '../../game/army.js';
import { applyChoice } from '../../game/apply-choice.js';
import { nextDecision } from '../../game/next-decision.js';
import { reactors } from '../../game/reaction.js';
import type { GameState, Status } from '../../game/state.js';
import { faceToFace, skirmishWith } from '../../testing/melee-fixture.js';
import { aMoving } from '../../testing/movement-fixture.js';

const cumbersome = skirmishWith({ 'a-rifles': { rules: [{ name: 'Cumbersome' }] } });
/** 7" west: a Double Time for Speed 4". */
const DOUBLE_TIME = { kind: 'doubleTime', at: [3, 6], facing: 90 } as const;

/** A-rifles Reloading, in their Attack Step after Holding in the Movement Step. */
function reloadingInAttackStep(setup: GameSetup): GameState {
  const state = aMoving(setup, 1, (s) => s.units['a-rifles']?.statuses.push('reloading'));
  const held = applyChoice(setup, state, { kind: 'hold' }).state;
  return held.activation?.reaction === undefined
    ? held
    : applyChoice(setup, held, { kind: 'noReaction' }).state;
}

describe('glossary: Cumbersome', () => {
  it('glossary: Cumbersome: a Double Time manoeuvre gives the unit the Reloading status', () => {
    const { state, events } = applyChoice(cumbersome, aMoving(cumbersome), DOUBLE_TIME);
    assert.ok(state.units['a-rifles']?.statuses.includes('reloading'));
    assert.deepEqual(
      events.filter((e) => e.kind === 'gainsStatus').map((e) => e.text),
      ['Rifles a-rifles gains Reloading (glossary: Cumbersome)'],
    );
  });

  it('no Reloading after an Advance, nor after Double Time without Cumbersome', () => {
    const advanced = applyChoice(cumbersome, aMoving(cumbersome), {
      kind: 'advance',
      at: [7, 6],
      facing: 90,
    }).state;
    assert.equal(advanced.units['a-rifles']?.statuses.includes('reloading'), false);
    const plain = skirmishWith({});
    const doubled = applyChoice(plain, aMoving(plain), DOUBLE_TIME).state;
    assert.equal(doubled.units['a-rifles']?.statuses.includes('reloading'), false);
  });

  it('glossary: Cumbersome: while Reloading the unit cannot make Ranged Attacks: none offered, one refused; Re-Arm is', () => {
    const state = reloadingInAttackStep(cumbersome);
    const options = nextDecision(cumbersome, state)?.options.map((o) => o.kind) ?? [];
    assert.equal(options.includes('rangedAttack'), false);
    assert.ok(options.includes('reArm'));
    assert.throws(
      () => applyChoice(cumbersome, state, { kind: 'rangedAttack', target: 'b-rifles' }),
      {
        rule: 'glossary: Cumbersome',
        message: 'the unit cannot make Ranged Attacks while Reloading',
      },
    );
  });

  it('a Reloading unit without Cumbersome still fires rows that do not Reload (rulebook p.30 Reloading)', () => {
    const plain = skirmishWith({});
    const options = nextDecision(plain, reloadingInAttackStep(plain))?.options ?? [];
    assert.ok(options.some((o) => o.kind === 'rangedAttack' && o.target === 'b-rifles'));
  });

  it('glossary: Cumbersome: nor Opportunity Fire, a Ranged Attack too: no Reaction Step opens', () => {
    const setup = skirmishWith({ 'b-rifles': { rules: [{ name: 'Cumbersome' }] } });
    const activatedWithB = (statuses: readonly Status[]): GameState => {
      const state = faceToFace(setup);
      state.units['b-rifles']?.statuses.push(...statuses);
      return applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles' }).state;
    };
    const ready = activatedWithB(['onLookout']);
    assert.equal(ready.activation?.reaction, 'first');
    assert.deepEqual(reactors(setup, ready), ['b-rifles']);
    const reloading = activatedWithB(['onLookout', 'reloading']);
    assert.equal(reloading.activation?.reaction, undefined);
    assert.deepEqual(reactors(setup, reloading), []);
  });
});
