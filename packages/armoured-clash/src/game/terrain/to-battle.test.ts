import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { skirmish } from '../../testing/game-fixture.js';
import type { TerrainSetup } from '../../scenario/piece-at.js';
import type { Choice } from '../choice.js';
import { RECORD_FORMAT, replay } from '../record.js';

const copse = (n: number): TerrainSetup => ({
  id: `copse-${n}`,
  size: 2,
  features: ['dense'],
  area: { circle: { centre: [0, 0], radius: 2 } },
});

describe('rulebook p.57 Preparing to Play 6: To Battle!', () => {
  it('rulebook p.57 To Battle!: once terrain is placed (p.56) and the forces are deployed (p.57), setup is complete and the first Round begins', () => {
    const setup = { ...skirmish(), terrainPlacement: { pieces: [1, 2, 3, 4, 5].map(copse) } };
    const terrain: Choice[] = [
      [7, 14],
      [7, 24],
      [16, 14],
      [16, 24],
      [25, 27],
    ].map(([x = 0, y = 0], i) => ({
      kind: 'placeTerrain',
      piece: `copse-${i + 1}`,
      at: [x, y],
      facing: 0,
    }));
    const deployment: Choice[] = [
      { kind: 'deploy', unit: 'a-rifles', at: [10, 6], facing: 90 },
      { kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 },
      { kind: 'deploy', unit: 'a-tanks', at: [24, 5], facing: 90 },
      { kind: 'deploy', unit: 'b-tanks', at: [24, 31], facing: 270 },
    ];
    const placed = replay({ format: RECORD_FORMAT, setup, seed: 3, choices: terrain });
    assert.equal(placed.state.stage, 'deployment');
    assert.equal(placed.state.round, 1);
    const deployed = replay({
      format: RECORD_FORMAT,
      setup,
      seed: 3,
      choices: [...terrain, ...deployment],
    });
    assert.equal(deployed.illegal, undefined);
    assert.equal(deployed.state.stage, 'chooseInitiative');
    assert.equal(deployed.state.firstDeployed, 'a');
    const begun = replay({
      format: RECORD_FORMAT,
      setup,
      seed: 3,
      choices: [...terrain, ...deployment, { kind: 'giveInitiative', to: 'b' }],
    });
    assert.equal(begun.state.round, 1);
    assert.equal(begun.state.stage, 'drawCards');
    assert.equal(begun.state.initiative, 'b');
  });
});
