import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { airSkirmish, fightersArrived } from '../../testing/aircraft-fixture.js';
import { play } from '../../testing/play-fixture.js';
import type { ArmyUnit, GameSetup } from '../army.js';
import { applyChoice } from '../apply-choice.js';
import type { Choice } from '../choice.js';
import type { GameState } from '../state.js';
import { placeFromReserve } from '../reserves.js';
import { interceptSkirmish, interceptorsArrived } from './interception-fixture.js';
import { cardOnTop } from '../../testing/melee-fixture.js';

/** Anti-air dice per column of B's tanks: enough hits to call for a Suppression Test. */
const HEAVY_FLAK = 12;
/** A seed whose Opportunity Fire from the tanks fails the fighters' Suppression Test. */
const SEED = 3;

function sortie(setup: GameSetup, suppressed: boolean): GameState {
  const state = fightersArrived(setup);
  state.rng = seedRng(SEED);
  state.units['b-tanks']?.statuses.push('onLookout');
  if (suppressed) state.units['a-fighters']?.statuses.push('suppressed');
  const choices: Choice[] = [
    { kind: 'activate', unit: 'a-fighters' },
    { kind: 'approach', inches: 16 },
    { kind: 'hold' },
  ];
  return choices.reduce((s, choice) => applyChoice(setup, s, choice).state, state);
}

describe('glossary: Hot Headed (its Aircraft part)', () => {
  it('glossary: Hot Headed: unlike most Aircraft units it can be Suppressed by Opportunity Fire', () => {
    const hotHeaded = airSkirmish([{ name: 'Hot Headed' }], HEAVY_FLAK);
    const fired = applyChoice(hotHeaded, sortie(hotHeaded, false), {
      kind: 'opportunityFire',
      unit: 'b-tanks',
    });
    assert.deepEqual(
      fired.events.map((e) => e.kind),
      ['opportunityFire', 'rangedAttack', 'suppressionTest', 'returnToReserve'],
    );
    assert.deepEqual(fired.state.units['a-fighters']?.statuses, ['suppressed', 'activated']);
  });

  it('rulebook p.51 Reaction Steps: Aircraft units cannot be Suppressed (the same shots, no test)', () => {
    const plain = airSkirmish([], HEAVY_FLAK);
    const fired = applyChoice(plain, sortie(plain, false), {
      kind: 'opportunityFire',
      unit: 'b-tanks',
    });
    assert.deepEqual(
      fired.events.map((e) => e.kind),
      ['opportunityFire', 'rangedAttack', 'returnToReserve'],
    );
    assert.deepEqual(fired.state.units['a-fighters']?.statuses, ['activated']);
  });

  it('glossary: Hot Headed: forced to Fall Back in the Reaction Step after its Escape Step, it is Annihilated', () => {
    const hotHeaded = airSkirmish([{ name: 'Hot Headed' }], HEAVY_FLAK);
    const fired = applyChoice(hotHeaded, sortie(hotHeaded, true), {
      kind: 'opportunityFire',
      unit: 'b-tanks',
    });
    assert.deepEqual(
      fired.events.map((e) => e.kind),
      ['opportunityFire', 'rangedAttack', 'suppressionTest', 'fallBack', 'annihilated'],
    );
    assert.equal(fired.state.units['a-fighters']?.annihilated, true);
    assert.equal(fired.state.activation, undefined);
  });

  it('rulebook p.51 D. Escape Step: back in Reserve it keeps its losses and deploys again with the models it has', () => {
    const plain = airSkirmish([], HEAVY_FLAK);
    const { state } = applyChoice(plain, sortie(plain, false), {
      kind: 'opportunityFire',
      unit: 'b-tanks',
    });
    assert.equal(state.units['a-fighters']?.returnedModels, 1);
    const again = placeFromReserve(plain, state, 'a-fighters', [18, 1], 90);
    assert.equal(again.length, 1);
  });
});

/** Card ids of the skirmish deck held: B Intercepts with id 4. */
const INTERCEPT_HANDS = { a: [6, 17], b: [4, 5] };
/** Seed 6: the interceptors' attack against A's Fighters (1 Damage suffered already) Destroys one. */
const ONE_FIGHTER_DESTROYED = 6;
/** Card id 11 of the skirmish deck: Value 12, put on top of A's deck so the test fails. */
const VALUE_12 = 11;

/** A's fighters (with `rules`) flown 10", intercepted by B's fighters flown 6", 1 Damage suffered: the interceptors' Engage Step. */
function intercepted(rules: ArmyUnit['specialRules']): { setup: GameSetup; state: GameState } {
  const setup = interceptSkirmish(rules);
  const { state } = play(setup, interceptorsArrived(setup, INTERCEPT_HANDS), [
    { kind: 'activate', unit: 'a-fighters' },
    { kind: 'approach', inches: 10 },
    { kind: 'intercept', unit: 'b-fighters', card: 4 },
    { kind: 'noInterference' },
    { kind: 'approach', inches: 6 },
  ]);
  const fighters = state.units['a-fighters'];
  if (fighters !== undefined) fighters.damage = 1;
  state.rng = seedRng(ONE_FIGHTER_DESTROYED);
  return { setup, state };
}

describe('glossary: Hot Headed, intercepted (glossary: Interceptor; rulebook p.27 4. Check for Suppression, p.51)', () => {
  it('glossary: Hot Headed ("Unlike most Aircraft units, this unit can gain the Suppressed status"), rulebook p.27: a fighter Destroyed by an Interception Sortie’s attack, the Hot Headed fighters take a Suppression Test, fail it and gain Suppressed, then the interceptors escape', () => {
    const { setup, state } = intercepted([{ name: 'Hot Headed' }]);
    cardOnTop(state, 'a', VALUE_12);
    const { events, state: after } = play(setup, state, [
      { kind: 'rangedAttack', target: 'a-fighters' },
    ]);
    assert.deepEqual(
      events.map((e) => e.kind),
      ['rangedAttack', 'officer', 'suppressionTest', 'returnToReserve'],
    );
    assert.equal(
      events[2]?.text,
      'Fighters a-fighters takes a Suppression Test at 5: card 12, failed',
    );
    assert.deepEqual(after.units['a-fighters']?.statuses, ['disordered', 'suppressed']);
  });

  it('rulebook p.51 ("Aircraft units cannot be Suppressed"): the same attack against fighters without Hot Headed calls for no test (their Officer lost, they are Disordered only)', () => {
    const { setup, state } = intercepted([]);
    cardOnTop(state, 'a', VALUE_12);
    const { events, state: after } = play(setup, state, [
      { kind: 'rangedAttack', target: 'a-fighters' },
    ]);
    assert.deepEqual(
      events.map((e) => e.kind),
      ['rangedAttack', 'officer', 'returnToReserve'],
    );
    assert.deepEqual(after.units['a-fighters']?.statuses, ['disordered']);
  });
});
