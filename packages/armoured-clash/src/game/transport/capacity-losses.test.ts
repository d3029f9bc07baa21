import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { annihilate, destroyModels } from '../losses.js';
import type { GameState, UnitState } from '../state.js';
import { transportOpened, transportSkirmish } from './transport-fixture.js';

const setup = transportSkirmish(3, true);

function tanksOf(state: GameState): UnitState {
  const tanks = state.units['a-tanks'];
  if (tanks === undefined) throw new RangeError('a-tanks');
  return tanks;
}

describe('rulebook p.46 Attacking Transport Units', () => {
  it('rulebook p.46 Attacking Transport Units: a Transport model Destroyed reduces the Transport Capacity at once; Embarked models beyond it are Destroyed', () => {
    const state = transportOpened(setup);
    const events = destroyModels(setup, state, tanksOf(state), 1, undefined);
    assert.deepEqual(
      events.map((e) => e.text),
      [
        // glossary: Large: the Destroyed tank stays as a wreck (rulebook p.35).
        'a-tanks#2 is Wrecked: it stays on the battlefield as Blocking Terrain',
        '3 models of Rifles a-rifles are Destroyed: Tanks a-tanks can carry 3 now',
      ],
    );
    assert.deepEqual(state.units['a-rifles']?.embarked, { transport: 'a-tanks', models: 3 });
  });

  it('rulebook p.46 Attacking Transport Units: a Transport Annihilated with a unit aboard leaves it no Capacity: the Embarked unit is Annihilated too', () => {
    const state = transportOpened(setup);
    const events = destroyModels(setup, state, tanksOf(state), 2, undefined);
    assert.deepEqual(
      events.map((e) => e.text),
      [
        'a-tanks#2 is Wrecked: it stays on the battlefield as Blocking Terrain',
        'a-tanks#1 is Wrecked: it stays on the battlefield as Blocking Terrain',
        '6 models of Rifles a-rifles are Destroyed: Tanks a-tanks can carry 0 now',
        'Rifles a-rifles is Annihilated: General B scores 2 VP',
        'Tanks a-tanks is Annihilated: General B scores 3 VP',
      ],
    );
    assert.equal(state.units['a-rifles']?.annihilated, true);
    assert.equal(state.players.b.vp, 5);
  });

  it('rulebook p.46 Attacking Transport Units: a Transport Annihilated at once (as when it Breaks) leaves its Embarked unit no Capacity', () => {
    const state = transportOpened(setup);
    const events = annihilate(setup, state, tanksOf(state));
    assert.deepEqual(
      events.map((e) => e.text),
      [
        'Tanks a-tanks is Annihilated: General B scores 3 VP',
        '6 models of Rifles a-rifles are Destroyed: Tanks a-tanks can carry 0 now',
        'Rifles a-rifles is Annihilated: General B scores 2 VP',
      ],
    );
    assert.equal(state.players.b.vp, 5);
  });

  it('rulebook p.46 Transport Capacity: Embarked models that still fit stay aboard', () => {
    const roomy = transportSkirmish(6, true);
    const state = transportOpened(roomy);
    assert.deepEqual(
      destroyModels(roomy, state, tanksOf(state), 1, undefined).filter((e) => e.kind !== 'wrecked'),
      [],
    );
    assert.equal(state.units['a-rifles']?.embarked?.models, 6);
  });
});
