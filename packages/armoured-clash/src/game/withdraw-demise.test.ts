import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { opened } from '../testing/clash-fixture.js';
import { skirmishWith } from '../testing/melee-fixture.js';
import type { GameState, UnitState } from './state.js';
import { withdraw } from './withdraw.js';

const setup = skirmishWith({
  'b-tanks': { rules: [{ name: 'Spectacular Demise', x: 6 }] },
});

function unit(state: GameState, id: string): UnitState {
  const found = state.units[id];
  if (found === undefined) throw new RangeError(id);
  return found;
}

/** B's tanks down to one model against the south edge, A's tanks just north of it: a Withdraw 3" directly away leaves the battlefield. */
function cornered(game = setup): { state: GameState; tanks: UnitState; winner: UnitState } {
  const state = opened(game);
  const tanks = unit(state, 'b-tanks');
  const [last] = tanks.models;
  assert.ok(last !== undefined);
  tanks.models = [{ ...last, x: 24, y: 1.6 }];
  tanks.officer = last.id;
  const winner = unit(state, 'a-tanks');
  winner.models = winner.models.map((m, i) => ({ ...m, x: 24 + 4 * i, y: 5 }));
  return { state, tanks, winner };
}

describe('rulebook p.29 Withdrawing: a last model that cannot be placed is Destroyed', () => {
  it('glossary: Spectacular Demise (X): the opposing General rolls for it before the unit is Annihilated', () => {
    const { state, tanks, winner } = cornered();
    const events = withdraw(setup, state, tanks, winner);
    const kinds = events.map((e) => e.kind);
    const rolled = kinds.indexOf('spectacularDemise');
    assert.ok(rolled >= 0, `no demise rolled: ${kinds.join(', ')}`);
    assert.ok(kinds.indexOf('removed') < rolled);
    assert.ok(rolled < kinds.lastIndexOf('annihilated'));
    assert.equal(tanks.annihilated, true);
    assert.deepEqual(tanks.models, []);
  });

  it('a unit without the rule rolls nothing', () => {
    const plain = skirmishWith({});
    const { state, tanks, winner } = cornered(plain);
    const kinds = withdraw(plain, state, tanks, winner).map((e) => e.kind);
    assert.ok(!kinds.includes('spectacularDemise'));
    assert.equal(tanks.annihilated, true);
  });
});

/**
 * B's two tanks (Large, Spectacular Demise) 6" north of A's tanks, friendly
 * Rifles where B's Officer withdraws to (24, 31) and west of it: the Officer
 * cannot be placed, #2 (promoted) can.
 */
function officerBlocked(): { state: GameState; tanks: UnitState; winner: UnitState } {
  const state = opened(setup);
  const tanks = unit(state, 'b-tanks');
  tanks.models = tanks.models.map((m, i) => ({ ...m, x: 24 + 2.25 * i, y: 28 }));
  const winner = unit(state, 'a-tanks');
  winner.models = winner.models.map((m, i) => ({ ...m, x: 24 + 4 * i, y: 22 }));
  const rifles = unit(state, 'b-rifles');
  rifles.models = rifles.models.map((m, i) =>
    i === 0 ? { ...m, x: 24, y: 31 } : i === 1 ? { ...m, x: 21.75, y: 31 } : m,
  );
  return { state, tanks, winner };
}

describe('rulebook p.29 Withdrawing: every model that cannot be placed is Destroyed alike', () => {
  it('glossary: Spectacular Demise (X) ("When the last model in this unit is Destroyed"), rulebook p.35 Wrecks, Loss of an Officer: an Officer that cannot be placed while another model is left rolls no demise, as no other model but the last does; it stays, Wrecked, where it stood (24, 28), and #2 is promoted', () => {
    const { state, tanks, winner } = officerBlocked();
    const events = withdraw(setup, state, tanks, winner);
    assert.deepEqual(
      events.map((e) => e.text),
      [
        'Tanks b-tanks Withdraws',
        'b-tanks#1 cannot be placed and is Destroyed (rulebook p.29)',
        'b-tanks#1 is Wrecked: it stays on the battlefield as Blocking Terrain',
        'Tanks b-tanks loses its Officer and is Disordered; b-tanks#2 is promoted',
      ],
    );
    assert.deepEqual(
      tanks.wrecks?.map((m) => [m.id, m.x, m.y]),
      [['b-tanks#1', 24, 28]],
    );
    assert.deepEqual(
      tanks.models.map((m) => m.id),
      ['b-tanks#2'],
    );
  });

  it('glossary: Spectacular Demise (X), rulebook p.35 Wrecks: both tanks against the south edge, A’s 3.4" north: the Officer cannot be placed (no roll, Wrecked), then #2, promoted and the last model, cannot either: it alone rolls, before the unit is Annihilated', () => {
    const state = opened(setup);
    const tanks = unit(state, 'b-tanks');
    tanks.models = tanks.models.map((m, i) => ({ ...m, x: 24 + 4 * i, y: 1.6 }));
    const winner = unit(state, 'a-tanks');
    winner.models = winner.models.map((m, i) => ({ ...m, x: 24 + 4 * i, y: 5 }));
    const events = withdraw(setup, state, tanks, winner);
    const kinds = events.map((e) => `${e.kind}${e.text.includes('#2') ? ' #2' : ''}`);
    assert.deepEqual(kinds.slice(0, 6), [
      'withdraw',
      'removed',
      'wrecked',
      'officer #2',
      'removed #2',
      'spectacularDemise',
    ]);
    assert.ok(kinds.indexOf('spectacularDemise') < kinds.lastIndexOf('annihilated'));
    assert.equal(kinds.filter((k) => k === 'spectacularDemise').length, 1);
    assert.equal(tanks.annihilated, true);
  });
});
