import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { main } from '../main.js';

async function simulate(...args: string[]): Promise<{ code: number; text: string }> {
  const out: string[] = [];
  const code = await main(
    ['simulate', ...args],
    (t) => out.push(t),
    () => undefined,
  );
  return { code, text: out.join('\n') };
}

describe('warroom simulate: rulebook p.57 Deploy Forces, --generals', () => {
  it('rulebook p.57 Deploy Forces: --generals drawn has each game draw cards for General A, and the game is played to its end', async () => {
    const { code, text } = await simulate(
      ...['--games', '1', '--seed', 'generals', '--bot-a', 'random', '--bot-b', 'random'],
      ...['--generals', 'drawn', '--workers', '1'],
    );
    assert.equal(code, 0);
    assert.match(
      text,
      /^1 games of Pitched Battle, General A drawn, random \(A\) against random \(B\), seed generals/,
    );
  });

  it('bad input is refused: an unknown way of deciding General A', async () => {
    assert.equal((await simulate('--generals', 'agreed')).code, 2);
  });
});
