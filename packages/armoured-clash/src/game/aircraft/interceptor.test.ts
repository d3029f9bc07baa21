import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameSetup } from '../army.js';
import { applyChoice } from '../apply-choice.js';
import type { Choice } from '../choice.js';
import { nextDecision } from '../next-decision.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { interceptSkirmish, interceptorsArrived } from './interception-fixture.js';
import { play } from '../../testing/play-fixture.js';

/** Card ids of the skirmish deck: id 4 has Value 5, id 5 Value 6, id 17 Value 6, id 6 Value 7. */
const HANDS = { a: [6, 17], b: [4, 5] };

/** A's fighters Activated and flown 10" north: the first Reaction Step. */
const APPROACHED: readonly Choice[] = [
  { kind: 'activate', unit: 'a-fighters' },
  { kind: 'approach', inches: 10 },
];

function atFirstReaction(setup: GameSetup): GameState {
  return play(setup, interceptorsArrived(setup, HANDS), APPROACHED).state;
}

describe('glossary: Interceptor', () => {
  it('glossary: Interceptor: in the first Reaction Step of an enemy Aerial unit’s Activation, an Intercept may be issued to an Incoming Interceptor with any card, instead of Opportunity Fire', () => {
    const setup = interceptSkirmish();
    const decision = nextDecision(setup, atFirstReaction(setup));
    assert.equal(decision?.player, 'b');
    assert.deepEqual(decision?.options, [
      { kind: 'intercept', unit: 'b-fighters', card: 4 },
      { kind: 'intercept', unit: 'b-fighters', card: 5 },
      { kind: 'noReaction' },
    ]);
  });

  it('glossary: Interceptor: received, the Interception Sortie starts: the unit faces the active unit’s Officer, then its Approach Step', () => {
    const setup = interceptSkirmish();
    const { state, events } = play(setup, atFirstReaction(setup), [
      { kind: 'intercept', unit: 'b-fighters', card: 4 },
      { kind: 'noInterference' },
    ]);
    assert.ok(
      events.some(
        (e) =>
          e.text ===
          'Fighters b-fighters makes an Interception Sortie against Fighters a-fighters (glossary: Interceptor)',
      ),
    );
    const officer = state.units['b-fighters']?.models[0];
    const target = state.units['a-fighters']?.models[0];
    assert.ok(officer !== undefined && target !== undefined);
    const towards = Math.atan2(target.y - officer.y, target.x - officer.x);
    assert.ok(state.units['b-fighters']?.models.every((m) => Math.abs(m.facing - towards) < 1e-9));
    const decision = nextDecision(setup, state);
    assert.equal(decision?.player, 'b');
    assert.deepEqual(decision?.options[0], { kind: 'approach', inches: 0 });
  });

  it('glossary: Interceptor: Approach, then Engage with the active unit as the only target, Escape and back to Reserve; then the active unit’s Engage Step', () => {
    const setup = interceptSkirmish();
    const { state: engaging } = play(setup, atFirstReaction(setup), [
      { kind: 'intercept', unit: 'b-fighters', card: 4 },
      { kind: 'noInterference' },
      { kind: 'approach', inches: 6 },
    ]);
    assert.deepEqual(nextDecision(setup, engaging)?.options, [
      { kind: 'rangedAttack', target: 'a-fighters' },
      { kind: 'hold' },
    ]);
    assert.throws(
      () => applyChoice(setup, engaging, { kind: 'rangedAttack', target: 'a-rifles' }),
      (e: unknown) => e instanceof IllegalChoice && e.rule === 'glossary: Interceptor',
    );
    const { state, events } = play(setup, engaging, [
      { kind: 'rangedAttack', target: 'a-fighters' },
    ]);
    assert.deepEqual(
      events.map((e) => e.kind),
      ['rangedAttack', 'returnToReserve'],
    );
    const interceptors = state.units['b-fighters'];
    assert.equal(interceptors?.inReserve, true);
    assert.equal(interceptors?.deployed, false);
    assert.equal(state.activation?.sortie?.step, 'engage');
    assert.equal(state.activation?.sortie?.interception, undefined);
    assert.equal(nextDecision(setup, state)?.player, 'a');
  });

  it('glossary: Interceptor: failed through Interference, the Reaction Step ends at once', () => {
    const setup = interceptSkirmish();
    const { state, events } = play(setup, atFirstReaction(setup), [
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
    assert.equal(state.activation?.sortie?.step, 'engage');
    assert.equal(nextDecision(setup, state)?.player, 'a');
  });

  it('glossary: Interceptor: only in the first Reaction Step: let pass, the sortie goes on to its end with no other chance to Intercept', () => {
    const setup = interceptSkirmish();
    const { state } = play(setup, atFirstReaction(setup), [
      { kind: 'noReaction' },
      { kind: 'hold' },
    ]);
    assert.equal(state.activation, undefined);
    assert.equal(state.units['a-fighters']?.inReserve, true);
  });
});

describe('glossary: Interceptor with glossary: Brake Turn', () => {
  it('glossary: Interceptor: its Approach Step as though it were its Activation: with Brake Turn it may turn once on the way; without, the turn is refused', () => {
    const turning = interceptSkirmish([], [{ name: 'Brake Turn' }]);
    const { state: approaching } = play(turning, atFirstReaction(turning), [
      { kind: 'intercept', unit: 'b-fighters', card: 4 },
      { kind: 'noInterference' },
    ]);
    const before = approaching.units['b-fighters']?.models ?? [];
    const { state } = play(turning, approaching, [
      { kind: 'approach', inches: 6, brakeTurn: { after: 2, facing: 270 } },
    ]);
    const after = state.units['b-fighters']?.models ?? [];
    const south = (270 * Math.PI) / 180;
    assert.ok(after.every((m) => Math.abs(m.facing - south) < 1e-9));
    // 2" along the first heading, then 4" due south.
    const first = before[0];
    const last = after[0];
    assert.ok(first !== undefined && last !== undefined);
    assert.ok(Math.abs(last.x - (first.x + 2 * Math.cos(first.facing))) < 1e-9);
    assert.ok(Math.abs(last.y - (first.y + 2 * Math.sin(first.facing) - 4)) < 1e-9);
    const plain = interceptSkirmish();
    const { state: noTurn } = play(plain, atFirstReaction(plain), [
      { kind: 'intercept', unit: 'b-fighters', card: 4 },
      { kind: 'noInterference' },
    ]);
    assert.throws(
      () =>
        applyChoice(plain, noTurn, {
          kind: 'approach',
          inches: 6,
          brakeTurn: { after: 2, facing: 270 },
        }),
      (e: unknown) => e instanceof IllegalChoice && e.rule === 'glossary: Brake Turn',
    );
  });
});

describe('glossary: Tail Gunner (X)', () => {
  it('glossary: Tail Gunner (X): an Intercept issued to this unit counts its card 1 higher: Value 6 (+1: 7) against an Interfering 7 is received, where without it it fails', () => {
    const plain = interceptSkirmish();
    const failed = play(plain, atFirstReaction(plain), [
      { kind: 'intercept', unit: 'b-fighters', card: 5 },
      { kind: 'interfere', card: 6 },
    ]);
    assert.equal(failed.state.activation?.sortie?.interception, undefined);
    const gunner = interceptSkirmish([], [{ name: 'Tail Gunner', x: 1 }]);
    const { events, state } = play(gunner, atFirstReaction(gunner), [
      { kind: 'intercept', unit: 'b-fighters', card: 5 },
      { kind: 'interfere', card: 6 },
    ]);
    assert.ok(
      events.some(
        (e) =>
          e.text ===
          'General A Interferes with a card of Value 7 against Intercept (Value 7): the Command is received',
      ),
    );
    assert.equal(state.activation?.sortie?.interception?.unit, 'b-fighters');
  });

  it('glossary: Tail Gunner (X): during this unit’s Activation, cards Interfering with an enemy Intercept count 1 higher: 6 against 6 fails', () => {
    const gunner = interceptSkirmish([{ name: 'Tail Gunner', x: 1 }]);
    const { events, state } = play(gunner, atFirstReaction(gunner), [
      { kind: 'intercept', unit: 'b-fighters', card: 5 },
      { kind: 'interfere', card: 17 },
    ]);
    assert.ok(
      events.some(
        (e) =>
          e.text ===
          'General A Interferes with a card of Value 7 against Intercept (Value 6): the Command fails',
      ),
    );
    assert.equal(state.activation?.sortie?.step, 'engage');
  });
});
