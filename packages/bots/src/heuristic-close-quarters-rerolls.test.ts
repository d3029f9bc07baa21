import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { applyChoice, nextDecision, playerView } from '@warroom/armoured-clash';
import { CARD, commandSkirmish, faceToFace, setHand } from '@warroom/armoured-clash/testing';
import { heuristicPlayer } from './heuristic-player.js';
import { randomPlayer } from './random-player.js';

const setup = commandSkirmish();

/** A's Rifles Charged B's Rifles with `seed`, their Close Quarters Attack rolled and waiting, A holding Steady Hands (Blanks re-rolled). */
function rolled(seed: number) {
  let state = faceToFace(setup);
  state.rng = seedRng(seed);
  state = applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles' }).state;
  if (state.activation?.reaction !== undefined)
    state = applyChoice(setup, state, { kind: 'noReaction' }).state;
  state = applyChoice(setup, state, {
    kind: 'charge',
    target: 'b-rifles',
    at: [10, 11],
    facing: 90,
  }).state;
  setHand(state, 'a', [CARD.steadyHands]);
  setHand(state, 'b', []);
  const waiting = applyChoice(setup, state, { kind: 'closeQuartersAttack' }).state;
  const decision = nextDecision(setup, waiting);
  if (decision === undefined) throw new RangeError('no decision');
  return { view: playerView(waiting, 'a'), decision };
}

describe('the bots answer a Bonus Re-Roll after a Close Quarters Attack’s first roll (rulebook p.33, p.28)', () => {
  it('rulebook p.33 Bonus Re-Rolls, rulebook p.28 Close Quarters Attacks: the heuristic reads the combat’s dice: Steady Hands issued when three Blanks show (seed 3), none when one does (seed 6)', () => {
    const bot = heuristicPlayer();
    const three = rolled(3);
    assert.deepEqual(bot.choose(setup, three.view, three.decision), {
      kind: 'attackRerolls',
      command: CARD.steadyHands,
    });
    const one = rolled(6);
    assert.deepEqual(bot.choose(setup, one.view, one.decision), { kind: 'attackRerolls' });
  });

  it('rulebook p.33 Bonus Re-Rolls: the random bot answers with one of the options', () => {
    const { view, decision } = rolled(3);
    const choice = randomPlayer(3).choose(setup, view, decision);
    assert.ok(decision.options.some((o) => JSON.stringify(o) === JSON.stringify(choice)));
  });
});
