import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nextInt, seedRng } from '@warroom/engine';
import { OPENING_CHOICES, skirmish } from '../testing/game-fixture.js';
import { mayReact, reactors } from './reaction.js';
import { RECORD_FORMAT, replay } from './record.js';
import { copyState } from './copy-state.js';

/** Places of the active unit tried. */
const PLACES = 120;

/** How far the active unit is moved, at most, along each axis (inches). */
const REACH = 16;

describe('mayReact: whether reactors lists a unit, looking no further than the first', () => {
  it('rulebook p.25 Opportunity Fire Conditions: agrees with reactors wherever the active unit stands', () => {
    const setup = skirmish();
    const { state } = replay({
      format: RECORD_FORMAT,
      setup,
      seed: 9,
      choices: [
        ...OPENING_CHOICES,
        { kind: 'activate', unit: 'a-tanks' },
        { kind: 'hold' },
        { kind: 'goOnLookout' },
        { kind: 'activate', unit: 'b-tanks' },
      ],
    });
    state.units['a-rifles']?.statuses.push('onLookout');
    const rng = seedRng('reactor places');
    const verdicts = new Set<boolean>();
    for (let i = 0; i < PLACES; i++) {
      const moved = copyState(state);
      const tanks = moved.units['b-tanks'];
      assert.ok(tanks !== undefined);
      const dx = nextInt(rng, 2 * REACH * 10) / 10 - REACH;
      const dy = nextInt(rng, 2 * REACH * 10) / 10 - REACH;
      tanks.models = tanks.models.map((m) => ({ ...m, x: m.x + dx, y: m.y + dy }));
      const reacting = mayReact(setup, moved);
      assert.equal(reacting, reactors(setup, moved).length > 0, `b-tanks moved by ${dx}, ${dy}`);
      verdicts.add(reacting);
    }
    assert.deepEqual([...verdicts].sort(), [false, true]);
  });
});
