import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { fighters, withAntiAir } from '../../testing/aircraft-fixture.js';
import { applyChoice } from '../apply-choice.js';
import type { GameSetup } from '../army.js';
import type { Choice } from '../choice.js';
import type { GameState } from '../state.js';
import { beforeEscapeStep } from './fiery-demise.js';
import { interceptSkirmish, interceptorsArrived } from './interception-fixture.js';

/** Dice per column of B's Interceptors against Aerial targets: enough to Destroy a fighter. */
const INTERCEPTOR_DICE = 8;
const INTERCEPTOR_REACH = 24;

/** A's fighters with Fiery Demise (2); B's Interceptors with eight dice a column. */
function setupWithDemise(): GameSetup {
  const base = interceptSkirmish([{ name: 'Fiery Demise', x: 2 }]);
  const strong = withAntiAir(
    fighters('b-fighters', [{ name: 'Interceptor' }]),
    INTERCEPTOR_REACH,
    INTERCEPTOR_DICE,
  );
  const units = base.generals.b.units.map((u) => (u.id === 'b-fighters' ? strong : u));
  return { ...base, generals: { ...base.generals, b: { ...base.generals.b, units } } };
}

/** A's fighters flown 10", B's Interceptors received their Intercept and flown 6": their Engage Step. */
const TO_ENGAGE: readonly Choice[] = [
  { kind: 'activate', unit: 'a-fighters' },
  { kind: 'approach', inches: 10 },
  { kind: 'intercept', unit: 'b-fighters', card: 4 },
  { kind: 'noInterference' },
  { kind: 'approach', inches: 6 },
];

function interceptorsEngaging(setup: GameSetup): GameState {
  let state = interceptorsArrived(setup, { a: [6, 17], b: [4, 5] });
  for (const choice of TO_ENGAGE) state = applyChoice(setup, state, choice).state;
  return state;
}

describe('glossary: Fiery Demise (X) beyond Opportunity Fire', () => {
  it('glossary: Fiery Demise (X), Interceptor: a model Destroyed by an Interception Sortie’s attack (before the Escape Step of its Sortie) rolls on the table too', () => {
    const setup = setupWithDemise();
    const state = interceptorsEngaging(setup);
    state.rng = seedRng(1);
    const { events } = applyChoice(setup, state, { kind: 'rangedAttack', target: 'a-fighters' });
    assert.deepEqual(
      events.map((e) => e.kind),
      ['rangedAttack', 'officer', 'fieryDemise', 'returnToReserve'],
    );
    assert.equal(
      events[2]?.text,
      'Fighters a-fighters: a model Destroyed before its Escape Step: General B rolls a Strike: Smoke Trail (glossary: Fiery Demise (X))',
    );
  });

  it('glossary: Fiery Demise (X): before the Escape Step means the Approach, first Reaction and Engage Steps of the Aircraft unit’s own Sortie, and an Interception Sortie before its Escape', () => {
    const setup = setupWithDemise();
    const state = interceptorsEngaging(setup);
    assert.equal(beforeEscapeStep(state, 'a-fighters'), true);
    assert.equal(beforeEscapeStep(state, 'b-fighters'), true);
    assert.equal(beforeEscapeStep(state, 'a-rifles'), false);
    const sortie = state.activation!.sortie!;
    state.activation!.sortie = { ...sortie, step: 'secondReaction' };
    assert.equal(beforeEscapeStep(state, 'a-fighters'), false);
    state.activation!.sortie = { ...sortie, interception: { unit: 'b-fighters', step: 'escape' } };
    assert.equal(beforeEscapeStep(state, 'b-fighters'), false);
  });
});
