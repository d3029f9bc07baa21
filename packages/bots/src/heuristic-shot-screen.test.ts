import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IllegalChoice, planRangedAttack, playerView } from '@warroom/armoured-clash';
import { skirmish } from '@warroom/armoured-clash/testing';
import { skirmishAfter } from './heuristic-fixture.js';
import { shotRuledOut } from './heuristic-shot-screen.js';

/** B's Rifles moved this far south: their Officer at (10, 22), 16" from A's Rifles at (10, 6), within their 18" against Light targets. */
const WITHIN_RANGE = 8;

/** What the screen says of `attacker`'s attack at B's Rifles moved `closer`, and the engine's refusal (undefined: it plans the attack). */
function screenedAndPlanned(attacker: string, closer: number) {
  const setup = skirmish();
  const view = playerView(skirmishAfter(setup, closer), 'a');
  const ruledOut = shotRuledOut(setup, view, attacker, 'b-rifles');
  try {
    planRangedAttack(setup, view, attacker, 'b-rifles', false);
    return { ruledOut, refused: undefined };
  } catch (error) {
    if (error instanceof IllegalChoice) return { ruledOut, refused: error.message };
    throw error;
  }
}

describe('the heuristic screens out attacks the engine would refuse', () => {
  it('rulebook p.17 Check Range: B\'s Rifles 24" from A\'s Rifles, beyond the longest Long Range of the rows they could be targeted with (18"), are ruled out; the engine refuses the attack for its range', () => {
    const { ruledOut, refused } = screenedAndPlanned('a-rifles', 0);
    assert.equal(ruledOut, true);
    assert.match(refused ?? '', /\(range\)$/);
  });

  it('rulebook p.17 Check Range: moved to 16", B\'s Rifles are left to the engine, which plans the attack', () => {
    assert.deepEqual(screenedAndPlanned('a-rifles', WITHIN_RANGE), {
      ruledOut: false,
      refused: undefined,
    });
  });

  it('glossary: Construction Team: B\'s Rifles 28" from A\'s Tanks, beyond their 24" against Light targets but within the 30" against Heavy ones (an Entrenched Light target may count as Heavy), are left to the engine', () => {
    const { ruledOut, refused } = screenedAndPlanned('a-tanks', 0);
    assert.equal(ruledOut, false);
    assert.match(refused ?? '', /\(range\)$/);
  });

  it('rulebook p.26 Choose a Target: a friendly unit is ruled out', () => {
    const setup = skirmish();
    const view = playerView(skirmishAfter(setup, WITHIN_RANGE), 'a');
    assert.equal(shotRuledOut(setup, view, 'a-tanks', 'a-rifles'), true);
  });
});
