import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type At, type GameSetup, playerView } from '@warroom/armoured-clash';
import { movementChoice } from './heuristic-activation.js';
import { decisionOf, skirmishAfter, skirmishChanged } from './heuristic-fixture.js';
import { FORWARD_WORTH_VP_PER_INCH, forwardBeatsAim } from './heuristic-forward.js';
import { moveTowardsGoal } from './heuristic-moves.js';
import { bestAttack } from './heuristic-odds.js';

/** A Strategic Objective 15" north of where A's Tanks deploy (24, 5): an Advance closes on it. */
const AHEAD: At = [24, 20];
/** rulebook p.24: the skirmish Tanks' Movement Limit (inches). */
const TANKS_SPEED = 6;
/** An aimed shot worth far more than an Advance's worth of closing on the objective (expected VP). */
const TELLING_SHOT = 10;
/** An aimed shot worth next to nothing (expected VP): Aiming from afar does not pay. */
const IDLE_SHOT = 0.001;

const setup: GameSetup = {
  ...skirmishChanged((u) => u),
  objectives: [{ id: 'centre', at: AHEAD }],
};

/** General A's view of the skirmish's opening, A's Tanks about to move. */
function tanksView(): ReturnType<typeof playerView> {
  return playerView(skirmishAfter(setup, 0, [{ kind: 'activate', unit: 'a-tanks' }]), 'a');
}

/** A's Tanks' Advance towards the objective, as the bot finds it. */
function forward(): NonNullable<ReturnType<typeof moveTowardsGoal>> {
  const move = moveTowardsGoal(setup, tanksView(), 'a-tanks', TANKS_SPEED, () => true);
  if (move === undefined) throw new RangeError('no Advance for a-tanks');
  return move;
}

describe('the heuristic bot weighs an Advance on an objective against Aiming (rulebook p.24 Aim, p.39, pp.58-59 Secure the Field)', () => {
  it('rulebook p.24 Aim, p.39 Controlling Objectives: a tank Advances on the objective when the aimed shot is worth less than closing on it', () => {
    assert.ok(IDLE_SHOT < TANKS_SPEED * FORWARD_WORTH_VP_PER_INCH);
    assert.equal(forwardBeatsAim(setup, tanksView(), 'a-tanks', IDLE_SHOT, forward()), true);
  });

  it('rulebook p.24 Aim: a tank whose aimed shot is worth more than the Advance stays and Aims', () => {
    assert.equal(forwardBeatsAim(setup, tanksView(), 'a-tanks', TELLING_SHOT, forward()), false);
  });

  it("rulebook p.24 Movement Step: with a shot at B's Tanks, the tanks Advance on the objective, the shot kept after it worth about the aimed one", () => {
    const view = tanksView();
    assert.ok((bestAttack(setup, view, 'a-tanks', true)?.value ?? 0) > 0);
    const choice = movementChoice(
      setup,
      view,
      'a-tanks',
      decisionOf([{ kind: 'aim' }, { kind: 'hold' }]),
      () => 0,
    );
    assert.equal(choice.kind, 'advance');
  });
});
