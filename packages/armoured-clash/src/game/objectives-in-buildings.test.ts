import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { skirmish } from '../testing/game-fixture.js';
import { opened, touch } from '../testing/clash-fixture.js';
import type { GameSetup } from './army.js';
import { lordOfTheManorMap, scoreLordOfTheManor } from './clashes/lord-of-the-manor.js';

/** The skirmish with the manor (4" square, centred on (18, 18)) and the Primary on it. */
function manorSkirmish(): GameSetup {
  const setup = skirmish();
  const { manor } = lordOfTheManorMap(setup.battlefield, 'south');
  return {
    ...setup,
    terrain: [...setup.terrain, manor],
    clash: 'lordOfTheManor',
    objectives: [{ id: 'primary', at: [18, 18], role: 'primary', building: 'manor' }],
  };
}

describe('rulebook p.45 Objectives in Buildings', () => {
  it('rulebook p.45 Objectives in Buildings: in a game, the unit Garrisoning the building controls its marker though an enemy unit is in contact with the building', () => {
    const setup = manorSkirmish();
    const state = opened(setup);
    // B's Rifles touch the manor's north face (y = 20); A's Rifles Garrison it.
    touch(setup, state, 'b-rifles', [18, 20], 'north');
    state.units['a-rifles']!.garrisoning = 'manor';
    assert.deepEqual(
      scoreLordOfTheManor(setup, state).map((e) => e.text),
      ['General A controls the Primary Objective: 2 VP'],
    );
    // Once the Garrison Exits, B's contact alone controls it.
    delete state.units['a-rifles']!.garrisoning;
    state.units['a-rifles']!.models = state.units['a-rifles']!.models.map((m) => ({ ...m, y: 2 }));
    assert.deepEqual(
      scoreLordOfTheManor(setup, state).map((e) => e.text),
      ['General B controls the Primary Objective: 2 VP'],
    );
  });
});
