import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { skirmish } from '../testing/game-fixture.js';
import type { GameSetup } from './army.js';
import type { Choice } from './choice.js';
import { nextDecision } from './next-decision.js';
import { RECORD_FORMAT, replay } from './record.js';

/** The skirmish with General B's Tanks left out: B has one unit to A's two. */
function fewerForB(): GameSetup {
  const base = skirmish();
  const units = base.generals.b.units.filter((u) => u.id !== 'b-tanks');
  return { ...base, generals: { ...base.generals, b: { ...base.generals.b, units } } };
}

const DEPLOYMENT: readonly Choice[] = [
  { kind: 'deploy', unit: 'a-rifles', at: [10, 6], facing: 90 },
  { kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 },
  { kind: 'deploy', unit: 'a-tanks', at: [24, 5], facing: 90 },
];

describe('rulebook p.57 Deploy Forces: the General who finished deploying first chooses who has the Initiative', () => {
  it('rulebook p.57 Deploy Forces: General B, with one unit to deploy, finishes first although A deployed first: B is asked, and B may give the Initiative to A', () => {
    const setup = fewerForB();
    const deployed = replay({ format: RECORD_FORMAT, setup, seed: 1, choices: DEPLOYMENT });
    assert.equal(deployed.illegal, undefined);
    assert.equal(deployed.state.stage, 'chooseInitiative');
    assert.equal(deployed.state.firstDeployed, 'b');
    assert.deepEqual(nextDecision(setup, deployed.state)?.player, 'b');
    const given = replay({
      format: RECORD_FORMAT,
      setup,
      seed: 1,
      choices: [...DEPLOYMENT, { kind: 'giveInitiative', to: 'a' }],
    });
    assert.equal(given.illegal, undefined);
    assert.equal(given.state.initiative, 'a');
    assert.equal(given.state.stage, 'drawCards');
  });
});
