import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { circle, point } from '@warroom/engine';
import { OPENING_CHOICES, skirmish } from '../testing/game-fixture.js';
import { destroyModels } from './losses.js';
import { RECORD_FORMAT, replay } from './record.js';
import type { GameState } from './state.js';
import { tableOf } from './table-of.js';
import { withdraw } from './withdraw.js';

const setup = skirmish();

function opened(): GameState {
  return replay({ format: RECORD_FORMAT, setup, seed: 5, choices: OPENING_CHOICES }).state;
}

/** The tanks of the fixture are Large and Size 2; the rifles are neither. */
const TANK_SIZE = 2;

describe('rulebook p.35 Wrecks; glossary: Large', () => {
  it('glossary: Large: a Destroyed model is not removed from play: it stays where it stood, Wrecked, as Blocking Terrain of its Size', () => {
    const state = opened();
    const tanks = state.units['b-tanks']!;
    const closest = tanks.models
      .slice()
      .sort((m, n) => Math.hypot(m.x - 24, m.y - 5) - Math.hypot(n.x - 24, n.y - 5))[0]!;
    const events = destroyModels(setup, state, tanks, 1, [circle(point(24, 5), 0)]);
    assert.ok(!tanks.models.some((m) => m.id === closest.id));
    assert.deepEqual(tanks.wrecks, [closest]);
    assert.ok(events.some((e) => e.kind === 'wrecked' && e.unit === 'b-tanks'));
    const wreck = tableOf(setup, state).terrain.find((p) => p.id === `wreck of ${closest.id}`);
    assert.deepEqual(wreck?.features, ['blocking']);
    assert.equal(wreck?.size, TANK_SIZE);
    assert.ok(!tableOf(setup, state).models.some((m) => m.id === closest.id));
  });

  it('rulebook p.35 Wrecked: counts as Destroyed for all purposes: the last model Annihilates the unit, its VPR is scored, and both wrecks stay for the rest of the game', () => {
    const state = opened();
    const tanks = state.units['b-tanks']!;
    const standing = tanks.models.slice();
    destroyModels(setup, state, tanks, 2, [circle(point(24, 5), 0)]);
    assert.ok(tanks.annihilated);
    assert.equal(state.players.a.vp, 3);
    assert.deepEqual(tanks.wrecks?.map((m) => m.id).sort(), standing.map((m) => m.id).sort());
    const terrain = tableOf(setup, state).terrain.filter((p) => p.id.startsWith('wreck of'));
    assert.equal(terrain.length, standing.length);
  });

  it('rulebook p.29 Withdrawing: a Large model that cannot be placed is Destroyed and stays where it stood, Wrecked (rulebook p.35)', () => {
    const state = opened();
    const tanks = state.units['b-tanks']!;
    tanks.models = tanks.models.map((m, i) => ({ ...m, x: 24 + 2.25 * i, y: 28 }));
    const officer = tanks.models[0]!;
    // The winner 6" south: the Officer would withdraw to (24, 31), where a friendly Rifle stands.
    const winner = state.units['a-tanks']!;
    winner.models = winner.models.map((m, i) => ({ ...m, x: 24 + 4 * i, y: 22 }));
    const rifles = state.units['b-rifles']!;
    rifles.models = rifles.models.map((m, i) => (i === 0 ? { ...m, x: 24, y: 31 } : m));
    withdraw(setup, state, tanks, winner);
    assert.deepEqual(tanks.wrecks, [officer]);
    assert.ok(tableOf(setup, state).terrain.some((p) => p.id === `wreck of ${officer.id}`));
  });

  it('rulebook p.34 Destroying Models: a unit without Large leaves no wreck', () => {
    const state = opened();
    const rifles = state.units['b-rifles']!;
    destroyModels(setup, state, rifles, 2, [circle(point(10, 6), 0)]);
    assert.equal(rifles.wrecks, undefined);
    assert.ok(!tableOf(setup, state).terrain.some((p) => p.id.startsWith('wreck of')));
  });
});
