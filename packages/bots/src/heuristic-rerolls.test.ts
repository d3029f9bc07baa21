import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type Choice,
  RECORD_FORMAT,
  applyChoice,
  nextDecision,
  playerView,
  replay,
} from '@warroom/armoured-clash';
import { CARD, TO_ATTACK_STEP, commandSkirmish, setHand } from '@warroom/armoured-clash/testing';
import { heuristicPlayer } from './heuristic-player.js';
import { randomPlayer } from './random-player.js';

const setup = commandSkirmish();
const fire: Choice = { kind: 'rangedAttack', target: 'b-tanks' };

/** A's Tanks' Ranged Attack rolled with `seed`, waiting before its re-rolls, A holding Steady Hands (Blanks re-rolled). */
function rolled(seed: number) {
  const state = replay({ format: RECORD_FORMAT, setup, seed, choices: TO_ATTACK_STEP }).state;
  setHand(state, 'a', [CARD.steadyHands]);
  setHand(state, 'b', []);
  const waiting = applyChoice(setup, state, fire).state;
  const decision = nextDecision(setup, waiting);
  if (decision === undefined) throw new RangeError('no decision');
  return { view: playerView(waiting, 'a'), decision };
}

describe('the bots answer a Bonus Re-Roll after the first roll (rulebook p.33)', () => {
  it('rulebook p.33 Bonus Re-Rolls: the heuristic issues Steady Hands when two Blanks show (seed 1), and goes on without it when no Blank shows (seed 4: four Misses, which Steady Hands does not re-roll)', () => {
    const bot = heuristicPlayer();
    const two = rolled(1);
    assert.deepEqual(bot.choose(setup, two.view, two.decision), {
      kind: 'attackRerolls',
      command: CARD.steadyHands,
    });
    const none = rolled(4);
    assert.deepEqual(bot.choose(setup, none.view, none.decision), { kind: 'attackRerolls' });
  });

  it('rulebook p.33: the random bot answers with one of the options', () => {
    const { view, decision } = rolled(1);
    const choice = randomPlayer(3).choose(setup, view, decision);
    assert.ok(decision.options.some((o) => JSON.stringify(o) === JSON.stringify(choice)));
  });
});
