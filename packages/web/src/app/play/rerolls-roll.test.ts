import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Game } from './game-types.js';
import { rollBeforeRerolls } from './rerolls-roll.js';

/** B decides whether to issue a Command before the re-rolls, the Activation as the engine shows it. */
function waiting(activation: object): Game {
  return {
    side: 'b',
    decision: { index: 4, player: 'b', prompt: '', options: [{ kind: 'attackRerolls' }] },
    setup: { generals: { a: { units: [] }, b: { units: [] } } },
    view: { units: {}, activation },
  } as unknown as Game;
}

describe('the Play page: the dice shown before the re-rolls', () => {
  it('rulebook p.33 Bonus Re-Rolls, rulebook p.28 Close Quarters Attacks: a Retaliation waiting shows the dice kept with the combat', () => {
    const combat = { next: { rolled: [0, 4, 3] } };
    assert.deepEqual(rollBeforeRerolls(waiting({ unit: 'a-rifles', closeQuarters: combat }), []), {
      faces: ['Heroic Strike', 'Blank', 'Miss'],
    });
  });

  it('rulebook p.33 Bonus Re-Rolls, glossary: Sponsons (X): the Sponsons roll waiting shows its dice', () => {
    const sponsons = { holders: ['b-rifles'], overrunning: false, rolled: [1, 2] };
    assert.deepEqual(rollBeforeRerolls(waiting({ unit: 'a-rifles', sponsons }), []), {
      faces: ['Strike', 'Glancing Strike'],
    });
  });
});
