import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { strike } from '../close-quarters-strike.js';
import type { GameEvent } from '../events.js';
import type { GameState, UnitState } from '../state.js';
import { transportOpened, transportSkirmish } from './transport-fixture.js';

/** Capacity (3): the two tanks carry the six rifles; one tank lost leaves room for three. */
const setup = transportSkirmish(3, true);

function unitOf(state: GameState, id: string): UnitState {
  const unit = state.units[id];
  if (unit === undefined) throw new RangeError(id);
  return unit;
}

describe('rulebook p.46 Attacking Transport Units in Close Quarters', () => {
  it('rulebook p.46 Attacking Transport Units: the Embarked models Destroyed by the reduced Capacity are counted when determining which side won a Close Quarters Combat', () => {
    const state = transportOpened(setup);
    state.rng = seedRng(0);
    const tanks = unitOf(state, 'a-tanks');
    // One damage short of the Damage Limit: the roll's single damage Destroys a tank.
    tanks.damage = 2;
    const made = {
      striker: unitOf(state, 'b-tanks'),
      struck: tanks,
      outflanked: false,
      charged: true,
    };
    const events: GameEvent[] = [];
    const destroyed = strike(setup, state, made, events);
    assert.equal(tanks.models.length, 1);
    assert.equal(state.units['a-rifles']?.embarked?.models, 3);
    // One tank and the three rifles it no longer has room for.
    assert.equal(destroyed, 4);
  });

  it('rulebook p.46 Attacking Transport Units: an Unoccupied Transport counts only its own models Destroyed', () => {
    const empty = transportSkirmish(3, false);
    const state = transportOpened(empty, [10, 6]);
    state.rng = seedRng(0);
    const tanks = unitOf(state, 'a-tanks');
    tanks.damage = 2;
    const made = {
      striker: unitOf(state, 'b-tanks'),
      struck: tanks,
      outflanked: false,
      charged: true,
    };
    assert.equal(strike(empty, state, made, []), 1);
  });
});
