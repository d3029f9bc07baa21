import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { play } from '../../testing/play-fixture.js';
import type { ArmyUnit, GameSetup } from '../army.js';
import { nextDecision } from '../next-decision.js';
import type { GameState } from '../state.js';
import { interceptSkirmish, interceptorsArrived } from './interception-fixture.js';

const SOAR_SPEED = 12;
/** The intercept skirmish (B's Incoming Interceptors) with A's rifles able to Soar (12"). */
const base = interceptSkirmish();
const withSoar = (unit: ArmyUnit): ArmyUnit =>
  unit.id === 'a-rifles'
    ? { ...unit, specialRules: [...unit.specialRules, { name: 'Soar', x: SOAR_SPEED }] }
    : unit;
const setup: GameSetup = {
  ...base,
  generals: {
    ...base.generals,
    a: { ...base.generals.a, units: base.generals.a.units.map(withSoar) },
  },
};
/** Card ids of the skirmish deck: id 4 has Value 5, id 5 Value 6, id 17 Value 6, id 6 Value 7. */
const HANDS = { a: [6, 17], b: [4, 5] };

const soaring = (): GameState =>
  play(setup, interceptorsArrived(setup, HANDS), [
    { kind: 'activate', unit: 'a-rifles', soar: true },
  ]).state;

describe('glossary: Interceptor against a Soaring unit (glossary: Soar (X"))', () => {
  it('glossary: Interceptor, Soar (X"): the first Reaction Step of a Soaring (Aerial) unit’s Activation offers an Intercept to an Incoming Interceptor; not when the unit does not Soar', () => {
    const decision = nextDecision(setup, soaring());
    assert.equal(decision?.player, 'b');
    assert.deepEqual(decision?.options, [
      { kind: 'intercept', unit: 'b-fighters', card: 4 },
      { kind: 'intercept', unit: 'b-fighters', card: 5 },
      { kind: 'noReaction' },
    ]);
    const grounded = play(setup, interceptorsArrived(setup, HANDS), [
      { kind: 'activate', unit: 'a-rifles' },
    ]).state;
    assert.equal(
      nextDecision(setup, grounded)?.options.some((o) => o.kind === 'intercept'),
      false,
    );
  });

  it('glossary: Interceptor, Soar (X"): received, the Interception Sortie (Approach, Engage against the Soaring unit only, Escape back to Reserve), then the unit’s Movement Step', () => {
    const { state: engaging, events } = play(setup, soaring(), [
      { kind: 'intercept', unit: 'b-fighters', card: 4 },
      { kind: 'noInterference' },
      { kind: 'approach', inches: 10 },
    ]);
    assert.deepEqual(
      events.map((e) => e.kind),
      ['command', 'interference', 'commandReceived', 'interception', 'approach'],
    );
    assert.deepEqual(nextDecision(setup, engaging)?.options, [
      { kind: 'rangedAttack', target: 'a-rifles' },
      { kind: 'hold' },
    ]);
    engaging.rng = seedRng(3);
    const { state, events: attack } = play(setup, engaging, [
      { kind: 'rangedAttack', target: 'a-rifles' },
    ]);
    // rulebook p.27: one model Destroyed, the Soaring unit takes its Suppression Test (soar-intercept-suppression.test.ts).
    assert.deepEqual(
      attack.map((e) => e.kind),
      ['rangedAttack', 'suppressionTest', 'returnToReserve'],
    );
    assert.equal(state.units['a-rifles']?.models.length, 5);
    assert.equal(state.units['b-fighters']?.inReserve, true);
    assert.equal(state.activation?.reaction, undefined);
    assert.equal(state.activation?.soaringInterception, undefined);
    assert.equal(state.activation?.step, 'movement');
    assert.ok(state.units['a-rifles']?.soaring !== undefined);
    assert.equal(nextDecision(setup, state)?.player, 'a');
  });

  it('glossary: Interceptor, Soar (X"): failed through Interference, the Reaction Step ends at once: the Soaring unit’s Movement Step', () => {
    const { state, events } = play(setup, soaring(), [
      { kind: 'intercept', unit: 'b-fighters', card: 4 },
      { kind: 'interfere', card: 6 },
    ]);
    assert.ok(
      events.some(
        (e) =>
          e.text ===
          'The Intercept fails: Fighters b-fighters makes no Interception Sortie and the Reaction Step ends (glossary: Interceptor)',
      ),
    );
    assert.equal(state.units['b-fighters']?.deployed, true);
    assert.equal(state.activation?.reaction, undefined);
    assert.equal(state.activation?.step, 'movement');
    assert.equal(nextDecision(setup, state)?.player, 'a');
  });
});
