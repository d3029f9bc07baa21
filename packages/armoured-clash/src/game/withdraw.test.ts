import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { OPENING_CHOICES, skirmish } from '../testing/game-fixture.js';
import { RECORD_FORMAT, replay } from './record.js';
import type { GameState } from './state.js';
import { withdraw } from './withdraw.js';

const setup = skirmish();

function opened(): GameState {
  return replay({ format: RECORD_FORMAT, setup, seed: 5, choices: OPENING_CHOICES }).state;
}

describe('rulebook p.29 Withdrawing', () => {
  it('an Officer that cannot be placed is Destroyed: the unit is Disordered and another model promoted (rulebook p.35 Loss of an Officer)', () => {
    const state = opened();
    const tanks = state.units['b-tanks']!;
    tanks.models = tanks.models.map((m, i) => ({ ...m, x: 24 + 2.25 * i, y: 28 }));
    tanks.statuses = ['onLookout', 'takingCover'];
    // The winner 6" south: the Officer withdraws to (24, 31), where a friendly Rifle stands.
    const winner = state.units['a-tanks']!;
    winner.models = winner.models.map((m, i) => ({ ...m, x: 24 + 4 * i, y: 22 }));
    const rifles = state.units['b-rifles']!;
    rifles.models = rifles.models.map((m, i) => (i === 0 ? { ...m, x: 24, y: 31 } : m));
    const events = withdraw(setup, state, tanks, winner);
    assert.deepEqual(
      tanks.models.map((m) => m.id),
      ['b-tanks#2'],
    );
    assert.equal(tanks.officer, 'b-tanks#2');
    assert.ok(tanks.statuses.includes('disordered'));
    assert.ok(events.some((e) => e.kind === 'officer'));
    // rulebook p.30: the unit moves, so it loses On Lookout and Taking Cover.
    assert.ok(!tanks.statuses.includes('onLookout'));
    assert.ok(!tanks.statuses.includes('takingCover'));
  });
});
