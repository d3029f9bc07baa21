import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { skirmish } from '../../testing/game-fixture.js';
import type { GameSetup } from '../army.js';
import { scoutingParty } from './scouting-parties.js';

/** The skirmish with A's Tanks holding Vanguard (3"), in the Clash given. */
function withVanguard(clash: GameSetup['clash']): GameSetup {
  const setup = skirmish();
  return {
    ...setup,
    ...(clash === undefined ? {} : { clash }),
    generals: {
      ...setup.generals,
      a: {
        ...setup.generals.a,
        units: setup.generals.a.units.map((u) =>
          u.id === 'a-tanks'
            ? { ...u, specialRules: [...u.specialRules, { name: 'Vanguard', x: 3 }] }
            : u,
        ),
      },
    },
  };
}

describe('rulebook p.61 Lord of the Manor: Special Rule Scouting Parties', () => {
  it('a Vanguard unit may Flank Attack without a Special Command in Lord of the Manor only', () => {
    assert.equal(scoutingParty(withVanguard('lordOfTheManor'), 'a-tanks'), true);
    assert.equal(scoutingParty(withVanguard('lordOfTheManor'), 'a-rifles'), false);
    assert.equal(scoutingParty(withVanguard('pitchedBattle'), 'a-tanks'), false);
    assert.equal(scoutingParty(withVanguard('findTheLady'), 'a-tanks'), false);
    assert.equal(scoutingParty(withVanguard(undefined), 'a-tanks'), false);
  });
});
