import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { prepareAttack } from '../../attack/prepare.js';
import { ARMOURED_CLASH_RULES } from '../../rules/armoured-clash-rules.js';
import { applyChoice } from '../apply-choice.js';
import { nextDecision } from '../next-decision.js';
import { planRangedAttack } from '../ranged-attack.js';
import { closeQuartersAttack } from '../close-quarters-attack.js';
import type { GameState } from '../state.js';
import { faceToFace, skirmishWith } from '../../testing/melee-fixture.js';
import type { PortalMarker } from './portal-markers.js';

const RULE = 'glossary: Immortal';
const setup = skirmishWith({ 'a-rifles': { rules: [{ name: 'Immortal' }] } });
/** 2.5" from the rank of A's rifles (y = 6, bases 1" deep): within 3". */
const NEAR: PortalMarker = { id: 'portal-1', side: 'b', at: [10, 3] };
/** 5" from it: beyond 3". */
const FAR: PortalMarker = { id: 'portal-1', side: 'b', at: [10, 0.5] };

/** A's rifles with two models Destroyed (#5, #6), this Portal Marker on the battlefield. */
function immortalLost(marker: PortalMarker): GameState {
  const state = faceToFace(setup);
  const rifles = state.units['a-rifles'];
  if (rifles === undefined) throw new RangeError('no a-rifles');
  rifles.models = rifles.models.slice(0, 4);
  state.portals = { markers: [marker], placed: 1 };
  return state;
}

describe(RULE, () => {
  it('glossary: Immortal: within 3" of a Portal Marker as its Activation starts, its General can restore up to two Destroyed models', () => {
    const started = applyChoice(setup, immortalLost(NEAR), {
      kind: 'activate',
      unit: 'a-rifles',
    }).state;
    const decision = nextDecision(setup, started);
    assert.equal(decision?.player, 'a');
    assert.deepEqual(decision?.options, [
      { kind: 'restoreModels', count: 2 },
      { kind: 'restoreModels', count: 1 },
      { kind: 'restoreModels', count: 0 },
    ]);
    assert.throws(() => applyChoice(setup, started, { kind: 'aim' }), {
      rule: RULE,
      message: 'its General first restores Destroyed models, or none (restoreModels)',
    });
    const restored = applyChoice(setup, started, { kind: 'restoreModels', count: 2 });
    assert.deepEqual(
      restored.events.map((e) => e.text),
      ['Rifles a-rifles restores 2 Destroyed models: 6 models (glossary: Immortal)'],
    );
    // The unit formed up again around its Officer where it stands.
    assert.deepEqual(
      restored.state.units['a-rifles']?.models.map((m) => [m.id, m.x, m.y]),
      [
        ['a-rifles#1', 10, 6],
        ['a-rifles#2', 11, 6],
        ['a-rifles#3', 9, 6],
        ['a-rifles#4', 12, 6],
        ['a-rifles#5', 8, 6],
        ['a-rifles#6', 13, 6],
      ],
    );
    // "Once this has been resolved, the unit begins its Movement Step as normal."
    assert.equal(
      nextDecision(setup, restored.state)?.prompt,
      'Rifles a-rifles: Movement Step (rulebook p.24)',
    );
    assert.throws(() => applyChoice(setup, restored.state, { kind: 'restoreModels', count: 1 }), {
      rule: RULE,
      message: 'no Destroyed models may be restored now',
    });
  });

  it('glossary: Immortal: never above its starting Reinforcement Limit; none when it lost none or stands beyond 3"', () => {
    const oneLost = immortalLost(NEAR);
    const rifles = oneLost.units['a-rifles'];
    if (rifles === undefined) throw new RangeError('no a-rifles');
    const full = faceToFace(setup).units['a-rifles']?.models ?? [];
    rifles.models = full.slice(0, 5);
    const started = applyChoice(setup, oneLost, { kind: 'activate', unit: 'a-rifles' }).state;
    assert.deepEqual(nextDecision(setup, started)?.options, [
      { kind: 'restoreModels', count: 1 },
      { kind: 'restoreModels', count: 0 },
    ]);
    assert.throws(() => applyChoice(setup, started, { kind: 'restoreModels', count: 2 }), {
      rule: RULE,
      message: 'up to 1 model may be restored (not 2)',
    });
    const far = applyChoice(setup, immortalLost(FAR), { kind: 'activate', unit: 'a-rifles' }).state;
    assert.equal(far.activation?.restoring, 'resolved');
    assert.equal(
      nextDecision(setup, far)?.prompt,
      'Rifles a-rifles: Movement Step (rulebook p.24)',
    );
  });

  it('glossary: Immortal: Defence +1 within 3" of a Portal Marker, measured on the battlefield', () => {
    const defence = (state: GameState): number => {
      const plan = planRangedAttack(setup, state, 'b-rifles', 'a-rifles', false, false, {
        ...(state.portals === undefined ? {} : { portals: state.portals }),
      });
      return prepareAttack(plan.attack, ARMOURED_CLASH_RULES).defence;
    };
    assert.equal(defence(immortalLost(NEAR)), 2);
    assert.equal(defence(immortalLost(FAR)), 1);
  });

  it('glossary: Immortal: Defence +1 within 3" of a Portal Marker against a Close Quarters Attack too', () => {
    const defence = (state: GameState): number | undefined => {
      const [striker, struck] = [state.units['b-rifles'], state.units['a-rifles']];
      if (striker === undefined || struck === undefined) return undefined;
      const strike = { striker, struck, outflanked: false, charged: true };
      const attack = closeQuartersAttack(setup, state, strike);
      return attack === undefined ? undefined : prepareAttack(attack, ARMOURED_CLASH_RULES).defence;
    };
    assert.equal(defence(immortalLost(NEAR)), 2);
    assert.equal(defence(immortalLost(FAR)), 1);
  });
});
