import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { momentFiller, momentsSkirmish } from '../../testing/moments-fixture.js';
import { notLarge } from '../../testing/not-large.js';
import { atDeployReserves } from '../../testing/reserves-fixture.js';
import type { GameSetup } from '../army.js';
import { IllegalChoice } from '../rule-error.js';
import { placeFlankAttack } from './flank-attack.js';

/** The skirmish's battlefield is 36" square (testing/game-fixture.ts). */
const SIDE = 36;
const FULL_TURN = 360;
const RUNS = 120;

/** The models placed, or the refusal's rule and message. */
function placedOrRefused(place: () => unknown): unknown {
  try {
    return place();
  } catch (error) {
    if (error instanceof IllegalChoice) return `${error.rule}: ${error.message}`;
    throw error;
  }
}

describe('rulebook p.21 Flank Attack: the zone widened once per setup', () => {
  it('rulebook p.21 Flank Attack: every place tried on a setup used many times is placed or refused as on a setup never used before', () => {
    const setup: GameSetup = { ...momentsSkirmish(notLarge), rounds: 3 };
    const state = atDeployReserves(setup, [momentFiller(1)]);
    const seen = { placed: 0, refused: 0 };
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: SIDE, noNaN: true }),
        fc.double({ min: 0, max: SIDE, noNaN: true }),
        fc.double({ min: 0, max: FULL_TURN, noNaN: true }),
        (x, y, facing) => {
          const kept = placedOrRefused(() =>
            placeFlankAttack(setup, state, 'a-tanks', [x, y], facing),
          );
          // A copy of the setup is one nothing was kept for: its zone is widened anew.
          const fresh = placedOrRefused(() =>
            placeFlankAttack({ ...setup }, state, 'a-tanks', [x, y], facing),
          );
          assert.deepEqual(kept, fresh);
          seen[typeof kept === 'string' ? 'refused' : 'placed'] += 1;
        },
      ),
      { numRuns: RUNS, seed: 21 },
    );
    assert.ok(seen.refused > 0, JSON.stringify(seen));
  });

  it('rulebook p.21 Flank Attack: on the west edge, halfway up, outside both Deployment Zones, the unit is placed', () => {
    const setup: GameSetup = { ...momentsSkirmish(notLarge), rounds: 3 };
    const state = atDeployReserves(setup, [momentFiller(1)]);
    const first = placeFlankAttack(setup, state, 'a-tanks', [1.5, 18], 0);
    assert.deepEqual(placeFlankAttack(setup, state, 'a-tanks', [1.5, 18], 0), first);
    assert.ok(first.length > 0);
  });
});
