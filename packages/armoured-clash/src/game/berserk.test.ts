import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cardOnTop, faceToFace, skirmishWith } from '../testing/melee-fixture.js';
import type { GameSetup } from './army.js';
import { applyChoice } from './apply-choice.js';
import { legalCharge } from './charge-search.js';
import { nextDecision } from './next-decision.js';
import type { GameState } from './state.js';

/** Card id 11 of the skirmish deck has Value 12: a Rally Test drawing it fails. */
const VALUE_12 = 11;

/** Impassable Terrain across the whole battlefield between the ranks (A's at y = 6, B's at y = 12). */
const WALL: GameSetup['terrain'][number] = {
  id: 'wall',
  name: 'Wall',
  size: 3,
  features: ['impassable'],
  area: {
    polygon: [
      [0, 8.5],
      [36, 8.5],
      [36, 9.5],
      [0, 9.5],
    ],
  },
};

function berserkRifles(walled: boolean): GameSetup {
  const setup = skirmishWith({ 'b-rifles': { rules: [{ name: 'Berserk' }] } });
  return walled ? { ...setup, terrain: [...setup.terrain, WALL] } : setup;
}

/** B's Berserk Rifles, Suppressed, 5" from A's Rifles, about to draw a card of Value 12 for their Rally Test. */
function suppressedBerserker(setup: GameSetup): GameState {
  const state = faceToFace(setup);
  state.turn = 'b';
  state.units['b-rifles']?.statuses.push('suppressed');
  cardOnTop(state, 'b', VALUE_12);
  return state;
}

describe('glossary: Berserk — "if it is able to" make a Charge', () => {
  it('glossary: Berserk: a legal Charge exists at the enemy 5" away: the engine finds it, the Officer in contact with the nearest model, facing it', () => {
    const setup = berserkRifles(false);
    const found = legalCharge(setup, faceToFace(setup), 'b-rifles', ['a-rifles']);
    assert.equal(found?.target, 'a-rifles');
    assert.equal(found?.facing, 270);
    // A's rank stands at y = 6 (bases 1" deep): the Officer ends touching it, at (10, 7).
    assert.ok(Math.abs((found?.at[0] ?? 0) - 10) < 1e-9);
    assert.ok(Math.abs((found?.at[1] ?? 0) - 7) < 1e-5);
  });

  it('glossary: Berserk: an enemy within reach that Impassable Terrain cuts off from every path is no Charge it is able to make: the normal failure (rulebook p.24 Reduced Capability), with a legal choice left', () => {
    const setup = berserkRifles(true);
    const before = suppressedBerserker(setup);
    assert.equal(legalCharge(setup, before, 'b-rifles', ['a-rifles']), undefined);
    const { state, events } = applyChoice(setup, before, { kind: 'activate', unit: 'b-rifles' });
    assert.equal(
      events.find((e) => e.kind === 'rallyTest')?.text,
      'Rifles b-rifles takes a Rally Test at 6: card 12, failed',
    );
    assert.ok(!events.some((e) => e.kind === 'berserk'));
    assert.equal(state.activation?.rallyFailed, true);
    assert.equal(state.activation?.mustCharge, undefined);
    const decision = nextDecision(setup, state);
    assert.ok(!(decision?.constraints ?? []).some((c) => c.kind === 'charge'));
    assert.ok((decision?.options ?? []).some((o) => o.kind === 'hold'));
    assert.doesNotThrow(() => applyChoice(setup, state, { kind: 'hold' }));
  });
});
