import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { airSkirmish, fightersArrived } from '../../testing/aircraft-fixture.js';
import { blastTest } from '../demise-blast.js';

describe('rulebook p.51 ("Aircraft units cannot be Suppressed"): a demise blast reaching an Aircraft unit', () => {
  it('rulebook p.51, glossary: Fiery Demise (X) Rain of Debris, Spectacular Demise (X) Shockwave: the fighters a blast reaches take no Suppression Test and stay as they are', () => {
    const setup = airSkirmish();
    const state = fightersArrived(setup);
    const fighters = state.units['a-fighters'];
    assert.ok(fighters !== undefined);
    assert.deepEqual(blastTest(setup, state, fighters, false), []);
    assert.equal(fighters.statuses.includes('suppressed'), false);
  });

  it('glossary: Hot Headed ("Unlike most Aircraft units, this unit can gain the Suppressed status"): Hot Headed fighters a blast reaches take the test', () => {
    const setup = airSkirmish([{ name: 'Hot Headed' }]);
    const state = fightersArrived(setup);
    const fighters = state.units['a-fighters'];
    assert.ok(fighters !== undefined);
    const events = blastTest(setup, state, fighters, false);
    assert.deepEqual(
      events.map((e) => [e.kind, e.unit]),
      [['suppressionTest', 'a-fighters']],
    );
  });
});
