import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { main } from '../main.js';
import { wilson } from '../simulate/report.js';

async function simulate(
  ...args: string[]
): Promise<{ code: number; json: Record<string, unknown> }> {
  const out: string[] = [];
  const code = await main(
    ['simulate', ...args, '--json'],
    (t) => out.push(t),
    () => undefined,
  );
  return { code, json: JSON.parse(out[0] ?? '{}') as Record<string, unknown> };
}

describe('warroom simulate (rulebook p.59 Pitched Battle between the sample forces)', () => {
  it('plays the games and reports them; the same seed gives the same results, on one thread or two', async () => {
    const args = ['--games', '2', '--seed', 'test', '--bot-a', 'random', '--bot-b', 'random'];
    const one = await simulate(...args, '--workers', '1');
    const two = await simulate(...args, '--workers', '2');
    assert.equal(one.code, 0);
    assert.equal(one.json.games, 2);
    assert.deepEqual(one.json.results, two.json.results);
    const results = one.json.results as {
      seed: string;
      winner: string;
      vp: number[];
      rounds: number;
    }[];
    assert.deepEqual(
      results.map((r) => r.seed),
      ['test:0', 'test:1'],
    );
    assert.ok(results.every((r) => r.rounds === 5 && r.vp.length === 2));
    assert.equal(typeof one.json.gamesPerSecond, 'number');
  });

  it('bad input is refused: an unknown bot, an unknown Clash', async () => {
    assert.equal((await simulate('--bot-a', 'genius')).code, 2);
    assert.equal((await simulate('--clash', 'hide-and-seek')).code, 2);
  });

  for (const [clash, source] of [
    ['supply-drop', 'rulebook p.60'],
    ['lord-of-the-manor', 'rulebook p.61'],
    ['find-the-lady', 'rulebook pp.62-63'],
    ['flanking-manoeuvres', 'rulebook p.64'],
  ] as const) {
    it(`${source}: plays --clash ${clash} to the end`, async () => {
      const args = ['--games', '2', '--seed', 'clash', '--bot-a', 'random', '--bot-b', 'random'];
      const { code, json } = await simulate(...args, '--clash', clash, '--workers', '1');
      assert.equal(code, 0);
      assert.equal(json.games, 2);
      const results = json.results as { winner: string; vp: number[]; rounds: number }[];
      assert.ok(results.every((r) => r.rounds >= 1 && r.rounds <= 5 && r.vp.length === 2));
    });
  }

  it('the Wilson interval brackets the observed rate and narrows with more games', () => {
    const [low, high] = wilson(30, 100);
    assert.ok(low < 0.3 && high > 0.3);
    assert.ok(Math.abs(low - 0.2189) < 1e-3 && Math.abs(high - 0.3958) < 1e-3);
    const [low2, high2] = wilson(300, 1000);
    assert.ok(high2 - low2 < high - low);
  });
});
