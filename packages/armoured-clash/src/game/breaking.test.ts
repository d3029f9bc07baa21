import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { opened } from '../testing/clash-fixture.js';
import { cardOnTop, skirmishWith } from '../testing/melee-fixture.js';
import type { GameSetup } from './army.js';
import type { GameEvent } from './events.js';
import { rangedAttack } from './ranged-attack.js';
import type { GameState } from './state.js';

/** Seed 10: the A tanks' shots Destroy 4 of B's 6 rifles. */
const FOUR_DESTROYED = 10;
/** Card id 11 of the skirmish deck: Value 12, above any Discipline. */
const HIGHEST_CARD = 11;

/** The A tanks fire at B's rifles (moved 6" south, into range); B's next card fails any test. */
function shotAt(setup: GameSetup): { state: GameState; events: GameEvent[] } {
  const state = opened(setup);
  state.rng = seedRng(FOUR_DESTROYED);
  const rifles = state.units['b-rifles'];
  const tanks = state.units['a-tanks'];
  if (rifles === undefined || tanks === undefined) throw new RangeError('skirmish units');
  rifles.models = rifles.models.map((m) => ({ ...m, y: m.y - 6 }));
  cardOnTop(state, 'b', HIGHEST_CARD);
  return { state, events: rangedAttack(setup, state, tanks, 'b-rifles', false) };
}

function kinds(events: readonly GameEvent[]): string[] {
  return events.map((e) => e.kind);
}

describe('rulebook p.36 Breaking', () => {
  it('2 models left, Break Limit 2, the Suppression Test failed: the unit Breaks, is removed from play and counts as Annihilated', () => {
    const { state, events } = shotAt(skirmishWith({}));
    assert.deepEqual(kinds(events), ['rangedAttack', 'suppressionTest', 'breaks', 'annihilated']);
    assert.equal(state.units['b-rifles']?.annihilated, true);
    assert.equal(state.units['b-rifles']?.models.length, 0);
    assert.equal(state.players.a.vp, 2);
  });

  it('above its Break Limit (1) the unit that fails is Suppressed instead', () => {
    const { state, events } = shotAt(skirmishWith({ 'b-rifles': { profile: { breakLimit: 1 } } }));
    assert.deepEqual(kinds(events), ['rangedAttack', 'suppressionTest']);
    assert.equal(state.units['b-rifles']?.models.length, 2);
    assert.deepEqual(state.units['b-rifles']?.statuses, ['suppressed']);
  });
});
