import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { weaponUseOf } from '@warroom/armoured-clash';
import {
  attackStep,
  charged,
  liveAt,
  oneAttack,
  riflesWith,
  rowsWith,
} from './declared-odds-fixture.js';
import { gameOdds } from './game-odds.js';

/** The quality as a profile may spell it: rules are looked up by name whatever its case (rules/registry.ts). */
const SPELT_IN_CAPITALS = [{ name: 'OVERCHARGE' }];
const OVERCHARGE = [{ name: 'Overcharge' }];

describe('glossary: Overcharge: GET /api/games/:id/odds knows a row may be Overcharged as the engine does (weaponUseOf)', () => {
  it('glossary: Overcharge: a Ranged Attack row whose quality the profile spells OVERCHARGE is weighed Overcharged, exactly as one spelt Overcharge', () => {
    const capitals = riflesWith('ranged', SPELT_IN_CAPITALS);
    assert.equal(weaponUseOf({ qualities: SPELT_IN_CAPITALS }).overcharge, true);
    const query = 'attacker=a-rifles&target=b-rifles&overcharge=true';
    const odds = oneAttack(liveAt(capitals, attackStep(capitals)), query);
    assert.equal(odds.overcharged, true);
    const spelt = riflesWith('ranged', OVERCHARGE);
    const usual = oneAttack(liveAt(spelt, attackStep(spelt)), query);
    assert.deepEqual(odds.hits, usual.hits);
    assert.deepEqual(odds.attackerDamage, usual.attackerDamage);
  });

  it("glossary: Overcharge: a Close Quarters Retaliation whose row's quality is spelt OVERCHARGE is weighed Overcharged when named", () => {
    const setup = riflesWith('melee', [], rowsWith('b-rifles', 'melee', SPELT_IN_CAPITALS));
    const query = 'attack=closeQuarters&attacker=a-rifles&target=b-rifles&overcharge=b-rifles';
    const odds = gameOdds(liveAt(setup, charged(setup)), 'a', new URLSearchParams(query));
    assert.ok('strikes' in odds);
    const retaliation = odds.strikes.find((s) => s.retaliation);
    assert.equal(retaliation?.overcharged, true);
  });
});
