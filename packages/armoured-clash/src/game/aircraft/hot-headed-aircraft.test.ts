import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { airSkirmish, fightersArrived } from '../../testing/aircraft-fixture.js';
import type { GameSetup } from '../army.js';
import { applyChoice } from '../apply-choice.js';
import type { Choice } from '../choice.js';
import type { GameState } from '../state.js';
import { placeFromReserve } from '../reserves.js';

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
