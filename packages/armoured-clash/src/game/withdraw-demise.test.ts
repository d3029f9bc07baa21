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
