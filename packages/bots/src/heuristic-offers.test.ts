import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nextDecision, playerView } from '@warroom/armoured-clash';
import { skirmish } from '@warroom/armoured-clash/testing';
import { attackStepChoice } from './heuristic-activation.js';
import { A_RIFLES_ATTACK_STEP, decisionOf, skirmishAfter } from './heuristic-fixture.js';
import { heuristicPlayer } from './heuristic-player.js';

/** B's Rifles moved this far south: 5" from A's. */
const FACE_TO_FACE = 18;
/** A free Advance's limit in these tests (glossary: Hit & Run (X")). */
const HIT_AND_RUN = 3;

const setup = skirmish();

/** No card is played in these Attack Steps: every card reads as Value 0. */
const NO_CARD = (): number => 0;

describe('the heuristic bot takes the offers of the game', () => {
  it('rulebook pp.62-63 Scour the Field: offered with a Ranged Attack, it Scours (the Vital Objective is worth more)', () => {
    const state = skirmishAfter(setup, FACE_TO_FACE, A_RIFLES_ATTACK_STEP);
    const decision = decisionOf([
      { kind: 'rangedAttack', target: 'b-rifles' },
      { kind: 'scourTheField', marker: 'objective-1' },
      { kind: 'hold' },
    ]);
    assert.deepEqual(
      attackStepChoice(setup, playerView(state, 'a'), 'a-rifles', decision, NO_CARD),
      {
        kind: 'scourTheField',
        marker: 'objective-1',
      },
    );
  });

  it('rulebook pp.30, 46 Embark: with nothing to shoot and the enemy 24" away, it Embarks on the Transport offered', () => {
    const state = skirmishAfter(setup, 0, A_RIFLES_ATTACK_STEP);
    const decision = decisionOf([
      { kind: 'embark', transport: 'a-tanks' },
      { kind: 'takeCover' },
      { kind: 'hold' },
    ]);
    assert.deepEqual(
      attackStepChoice(setup, playerView(state, 'a'), 'a-rifles', decision, NO_CARD),
      {
        kind: 'embark',
        transport: 'a-tanks',
      },
    );
  });

  it('rulebook pp.30, 46 Embark: with the enemy 5" away it stays on foot and Takes Cover', () => {
    const state = skirmishAfter(setup, FACE_TO_FACE, A_RIFLES_ATTACK_STEP);
    const decision = decisionOf([
      { kind: 'embark', transport: 'a-tanks' },
      { kind: 'takeCover' },
      { kind: 'hold' },
    ]);
    assert.deepEqual(
      attackStepChoice(setup, playerView(state, 'a'), 'a-rifles', decision, NO_CARD),
      {
        kind: 'takeCover',
      },
    );
  });

  it('glossary: Berserk: a Charge that must be made is made, though the Close Quarters odds do not favour it', () => {
    const state = skirmishAfter(setup, FACE_TO_FACE, [{ kind: 'activate', unit: 'a-rifles' }]);
    const decision = decisionOf(
      [],
      [{ kind: 'charge', unit: 'a-rifles', limit: 8, targets: ['b-rifles'] }],
    );
    const choice = heuristicPlayer().choose(setup, playerView(state, 'a'), decision);
    assert.equal(choice.kind, 'charge');
    assert.equal(choice.kind === 'charge' ? choice.target : '', 'b-rifles');
  });

  it('glossary: Hit & Run (X"): offered a free Advance after its attack, it moves the full 3" towards the enemy', () => {
    const state = skirmishAfter(setup, 0, A_RIFLES_ATTACK_STEP);
    if (state.activation === undefined) throw new RangeError('no Activation');
    state.activation.freeAdvance = { limit: HIT_AND_RUN, rule: 'glossary: Hit & Run (X")' };
    const decision = nextDecision(setup, state);
    assert.ok(decision !== undefined);
    const choice = heuristicPlayer().choose(setup, playerView(state, 'a'), decision);
    assert.equal(choice.kind, 'advance');
    const officer = state.units['a-rifles']?.models[0];
    const at = choice.kind === 'advance' ? choice.at : [0, 0];
    assert.equal(
      Math.hypot(at[0] - (officer?.x ?? 0), at[1] - (officer?.y ?? 0)).toFixed(6),
      '3.000000',
    );
  });
});
