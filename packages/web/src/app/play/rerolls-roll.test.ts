import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FirstRollWaiting } from '@warroom/armoured-clash';
import type { Game } from './game-types.js';
import { rollBeforeRerolls } from './rerolls-roll.js';

/** B decides whether to issue a Command before the re-rolls, the decision showing the dice rolled. */
function waiting(firstRoll: FirstRollWaiting | undefined): Game {
  return {
    side: 'b',
    decision: {
      index: 4,
      player: 'b',
      prompt: '',
      options: [{ kind: 'attackRerolls' }],
      ...(firstRoll === undefined ? {} : { firstRoll }),
    },
    setup: { generals: { a: { units: [] }, b: { units: [] } } },
    view: { units: {}, activation: { unit: 'a-rifles' } },
  } as unknown as Game;
}

describe('the Play page: the dice shown before the re-rolls', () => {
  it('rulebook p.33 Bonus Re-Rolls, rulebook p.28 Close Quarters Attacks: a Retaliation waiting shows the dice the decision carries, by face', () => {
    const firstRoll: FirstRollWaiting = {
      unit: 'b-rifles',
      target: 'a-rifles',
      rolled: [0, 4, 3],
      commands: [],
    };
    assert.deepEqual(rollBeforeRerolls(waiting(firstRoll), []), {
      faces: ['Heroic Strike', 'Blank', 'Miss'],
    });
  });

  it('rulebook p.33 Bonus Re-Rolls, glossary: Sponsons (X): the Sponsons roll waiting shows its dice; a decision without a roll shows none', () => {
    const firstRoll: FirstRollWaiting = {
      unit: 'b-rifles',
      target: 'a-rifles',
      rolled: [1, 2],
      commands: [],
    };
    assert.deepEqual(rollBeforeRerolls(waiting(firstRoll), []), {
      faces: ['Strike', 'Glancing Strike'],
    });
    assert.equal(rollBeforeRerolls(waiting(undefined), []), undefined);
  });
});
