import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { skirmish } from '../testing/game-fixture.js';
import {
  A_TANKS_IN_RESERVE,
  RESERVES_SEED,
  TO_DEPLOY_RESERVES,
} from '../testing/reserves-fixture.js';
import type { GameSetup } from './army.js';
import type { Choice } from './choice.js';
import { nextDecision } from './next-decision.js';
import { RECORD_FORMAT, replay } from './record.js';

const threeRounds: GameSetup = { ...skirmish(), rounds: 3 };
const WITH_RESERVE = A_TANKS_IN_RESERVE;
const TO_ROUND_2 = TO_DEPLOY_RESERVES;

function play(setup: GameSetup, choices: readonly Choice[]) {
  return replay({ format: RECORD_FORMAT, setup, seed: RESERVES_SEED, choices });
}

describe('rulebook p.57 Reserve Units', () => {
  it('a unit may be held in Reserve instead of deployed, while half the units (rounding up) are deployed', () => {
    const { state, illegal } = play(threeRounds, WITH_RESERVE);
    assert.equal(illegal, undefined);
    assert.equal(state.units['a-tanks']?.inReserve, true);
    assert.equal(state.stage, 'activation');
    const tooMany = play(threeRounds, [
      { kind: 'reserve', unit: 'a-tanks' },
      { kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 },
      { kind: 'reserve', unit: 'a-rifles' },
    ]);
    assert.equal(tooMany.illegal?.rule, 'rulebook p.57 Reserve Units');
  });
});

describe('rulebook p.21 C. Deploy Reserves', () => {
  it('from Round 2 units arrive from Reserve, within the zone and touching a battlefield edge', () => {
    const { state, illegal } = play(threeRounds, TO_ROUND_2);
    assert.equal(illegal, undefined);
    assert.equal(state.stage, 'deployReserves');
    assert.equal(nextDecision(threeRounds, state)?.constraints?.[0]?.kind, 'deployReserve');
    const away = play(threeRounds, [
      ...TO_ROUND_2,
      { kind: 'deployReserve', unit: 'a-tanks', at: [24, 5], facing: 90 },
    ]);
    assert.equal(away.illegal?.rule, 'rulebook p.21 Deploying a Unit from Reserve');
    // Hull 3" deep, facing up the table: its centre 1.5" from the south edge touches it.
    const arrived = play(threeRounds, [
      ...TO_ROUND_2,
      { kind: 'deployReserve', unit: 'a-tanks', at: [24, 1.5], facing: 90 },
    ]);
    assert.equal(arrived.illegal, undefined);
    assert.equal(arrived.state.units['a-tanks']?.deployed, true);
    assert.equal(arrived.state.stage, 'activation');
  });

  it('a General may stop deploying from Reserve', () => {
    const { state } = play(threeRounds, [...TO_ROUND_2, { kind: 'stopReserves' }]);
    assert.equal(state.stage, 'activation');
    assert.equal(state.units['a-tanks']?.inReserve, true);
  });

  it('rulebook p.21 Lost Opportunity: no Reserves arrive in the final Round', () => {
    const { state } = play(skirmish(), TO_ROUND_2);
    assert.equal(state.round, 2);
    assert.equal(state.stage, 'activation');
  });
});
