import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { airSkirmish, fightersArrived, withAntiAir } from '../../testing/aircraft-fixture.js';
import { rifles, tanks } from '../../testing/game-fixture.js';
import { applyChoice } from '../apply-choice.js';
import type { GameSetup } from '../army.js';
import type { GameEvent } from '../events.js';
import type { GameState } from '../state.js';

/** B's rifles with six dice a column against Aerial targets (12"): enough to Destroy fighters. */
const ANTI_AIR_DICE = 6;
const ANTI_AIR_REACH = 12;
/** Fiery Demise (2). */
const CRASH_DICE = 2;
/** A's rifles moved 8" east and 8" north: their rank at y = 14, x 12 to 17, within 4" of the fighters shot at (18, 17). */
const SHIFT = 8;

function withRules(rules: GameSetup['generals']['a']['units'][number]['specialRules']): GameSetup {
  const base = airSkirmish(rules);
  const b = base.generals.b;
  const units = [
    withAntiAir(rifles('b-rifles'), ANTI_AIR_REACH, ANTI_AIR_DICE),
    withAntiAir(tanks('b-tanks'), 8),
  ];
  return { ...base, generals: { ...base.generals, b: { ...b, units } } };
}

/** The fighters' Approach of 16" north; B's rifles On Lookout fire in the first Reaction Step, the dice seeded. */
function shotDown(setup: GameSetup, seed: number): { state: GameState; events: GameEvent[] } {
  let state = fightersArrived(setup);
  state.units['b-rifles']?.statuses.push('onLookout');
  const near = state.units['a-rifles'];
  if (near !== undefined)
    near.models = near.models.map((m) => ({ ...m, x: m.x + SHIFT, y: m.y + SHIFT }));
  state = applyChoice(setup, state, { kind: 'activate', unit: 'a-fighters' }).state;
  state = applyChoice(setup, state, { kind: 'approach', inches: 16 }).state;
  state.rng = { a: seed, b: 2, c: 3, d: 4 };
  return applyChoice(setup, state, { kind: 'opportunityFire', unit: 'b-rifles' });
}

const kinds = (events: readonly GameEvent[]) => events.map((e) => e.kind);
const demise = withRules([{ name: 'Fiery Demise', x: CRASH_DICE }]);

describe('glossary: Fiery Demise (X)', () => {
  it('glossary: Fiery Demise (X): a model Destroyed in the first Reaction Step: the opposing General rolls; a Blank (our reading of the lost icons) is a Calamitous Landing: a Neutral Ranged Attack of X dice against each unit within 4", friend or foe', () => {
    const { events } = shotDown(demise, 4);
    assert.deepEqual(kinds(events).slice(0, 4), [
      'opportunityFire',
      'rangedAttack',
      'fieryDemise',
      'rangedAttack',
    ]);
    assert.match(
      events[2]?.text ?? '',
      /General B rolls a Blank: Calamitous Landing \(glossary: Fiery Demise \(X\)\)/,
    );
    assert.match(
      events[3]?.text ?? '',
      /Fighters a-fighters crashes onto Rifles a-rifles: neutral, 2 dice/,
    );
  });

  it('glossary: Fiery Demise (X): on a Miss (our reading), Rain of Debris: each other unit within 4" takes a Suppression Test, for each model Destroyed', () => {
    const { events } = shotDown(demise, 5);
    const rolled = events.filter((e) => e.kind === 'fieryDemise').map((e) => e.text);
    assert.equal(rolled.length, 2);
    for (const text of rolled) assert.match(text, /rolls a Miss: Rain of Debris/);
    const tests = events.filter((e) => e.kind === 'suppressionTest');
    assert.equal(tests.length, 2);
    for (const test of tests) assert.equal(test.unit, 'a-rifles');
  });

  it('glossary: Fiery Demise (X): a Heroic Strike or a Strike (our reading) is a Smoke Trail: nothing more, each rolled before the model is removed from play (the unit Annihilated after); a unit without the rule rolls nothing', () => {
    const { events } = shotDown(demise, 2);
    assert.deepEqual(kinds(events), [
      'opportunityFire',
      'rangedAttack',
      'fieryDemise',
      'fieryDemise',
      'annihilated',
    ]);
    const plain = shotDown(withRules([]), 2).events;
    assert.equal(kinds(plain).includes('fieryDemise'), false);
  });
});
