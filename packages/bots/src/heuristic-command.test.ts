import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type GameState,
  RECORD_FORMAT,
  boostAttack,
  nextDecision,
  planRangedAttack,
  playerView,
  replay,
} from '@warroom/armoured-clash';
import { CARD, TO_ATTACK_STEP, commandSkirmish, setHand } from '@warroom/armoured-clash/testing';
import { COMMAND_GAIN_VP, expectedVictoryPoints } from './heuristic-command.js';
import { heuristicPlayer } from './heuristic-player.js';

const setup = commandSkirmish();

/** A's Tanks in their Attack Step, B's Tanks 26" away; A holds Precision Fire, Steady Hands and Like Lions. */
function attackStep(aimed: boolean): GameState {
  const state = replay({ format: RECORD_FORMAT, setup, seed: 11, choices: TO_ATTACK_STEP }).state;
  setHand(state, 'a', [CARD.precisionFire, CARD.steadyHands, CARD.likeLions]);
  setHand(state, 'b', []);
  state.activation!.aimed = aimed;
  return state;
}

describe('the heuristic bot issues a Command when the exact odds say it helps (rulebook p.37)', () => {
  it('Neutral to Improved with Precision Fire gains more than its threshold in expected Victory Points: it fires with the Command', () => {
    const state = attackStep(false);
    const view = playerView(state, 'a');
    const plan = planRangedAttack(setup, state, 'a-tanks', 'b-tanks', false);
    const precision = setup.generals.a.deck.cards[CARD.precisionFire]!.command;
    const gain =
      expectedVictoryPoints(
        setup,
        view,
        boostAttack(precision.name, precision.effects ?? [])(plan.attack),
        'b-tanks',
      ) - expectedVictoryPoints(setup, view, plan.attack, 'b-tanks');
    assert.ok(gain >= COMMAND_GAIN_VP, `gain ${gain}`);
    const decision = nextDecision(setup, state)!;
    assert.deepEqual(heuristicPlayer().choose(setup, view, decision), {
      kind: 'rangedAttack',
      target: 'b-tanks',
      command: CARD.precisionFire,
    });
  });

  it('an Aimed attack is Improved already (rulebook p.26: two bonuses are no better): no card is spent', () => {
    const state = attackStep(true);
    const decision = nextDecision(setup, state)!;
    assert.deepEqual(heuristicPlayer().choose(setup, playerView(state, 'a'), decision), {
      kind: 'rangedAttack',
      target: 'b-tanks',
    });
  });
});
