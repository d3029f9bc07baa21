import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { coruscatingLine, coruscatingTanks } from '@warroom/armoured-clash/testing';
import { ApiError } from '../api-error.js';
import { gameOdds } from './game-odds.js';
import { liveAt } from './declared-odds-fixture.js';

describe('glossary: Coruscating: the odds of each attack along the line (GET /api/games/:id/odds?attack=coruscating)', () => {
  const setup = coruscatingTanks();
  const live = liveAt(setup, coruscatingLine(setup));
  const ask = (text: string) => gameOdds(live, 'a', new URLSearchParams(text));

  it('one block per unit the line touches, friend or foe, closest first; a unit the row cannot be used against is named with the reason', () => {
    const odds = ask('attack=coruscating&attacker=a-tanks&bearing=90');
    assert.ok('attacks' in odds);
    assert.deepEqual(
      odds.attacks.map((a) => a.target),
      ['a-rifles', 'b-rifles', 'b-tanks'],
    );
    const [friend, foe, beyond] = odds.attacks;
    for (const block of [friend, foe]) {
      assert.ok(block !== undefined && 'hits' in block, 'an attack weighed');
      const total = block.hits.reduce((sum, [, p]) => sum + p, 0);
      assert.ok(Math.abs(total - 1) < 1e-12);
    }
    assert.ok(beyond !== undefined && 'notAttacked' in beyond);
    assert.equal(beyond.notAttacked, 'the attack cannot target its Target Category');
  });

  it('the friendly unit on the line is weighed with the same row as the enemy one: the same number of dice', () => {
    const odds = ask('attack=coruscating&attacker=a-tanks&bearing=90');
    assert.ok('attacks' in odds);
    const [friend, foe] = odds.attacks;
    assert.ok(friend !== undefined && 'hits' in friend && foe !== undefined && 'hits' in foe);
    assert.equal(friend.dice, foe.dice);
  });

  it('a bearing that is not a number is a 400 at query.bearing; one outside the Front Arc names the rule', () => {
    assert.throws(
      () => ask('attack=coruscating&attacker=a-tanks&bearing=north'),
      (error: unknown) =>
        error instanceof ApiError &&
        error.status === 400 &&
        JSON.stringify(error.details).includes('query.bearing'),
    );
    assert.throws(
      () => ask('attack=coruscating&attacker=a-tanks&bearing=270'),
      (error: unknown) =>
        error instanceof ApiError && error.status === 400 && /Front Arc/.test(error.message),
    );
  });
});
