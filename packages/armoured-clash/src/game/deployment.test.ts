import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { skirmish } from '../testing/game-fixture.js';
import { RECORD_FORMAT, replay } from './record.js';

const setup = skirmish();

describe('rulebook p.57 Reserve Units', () => {
  it('a unit held in Reserve cannot then be deployed at the start; it waits for Deploy Reserves (rulebook p.21)', () => {
    const result = replay({
      format: RECORD_FORMAT,
      setup,
      seed: 1,
      choices: [
        { kind: 'reserve', unit: 'a-tanks' },
        { kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 },
        { kind: 'deploy', unit: 'a-tanks', at: [24, 5], facing: 90 },
      ],
    });
    assert.equal(result.applied, 2);
    assert.equal(result.illegal?.rule, 'rulebook p.57 Reserve Units');
    const tanks = result.state.units['a-tanks']!;
    assert.ok(tanks.inReserve && !tanks.deployed);
    assert.deepEqual(tanks.models, []);
  });
});
