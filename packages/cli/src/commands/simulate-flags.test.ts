import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { EXIT_BAD_INPUT, main } from '../main.js';

const FORCES = new URL('../../../../data/forces/', import.meta.url);
const SKIRMISH = [
  '--force-a',
  fileURLToPath(new URL('crown-skirmish.json', FORCES)),
  '--force-b',
  fileURLToPath(new URL('imperium-skirmish.json', FORCES)),
];
const FAST = ['--games', '3', '--seed', 'flags', '--bot-a', 'random', '--bot-b', 'random'];

async function simulate(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(
    ['simulate', ...args, '--workers', '1'],
    (t) => out.push(t),
    (t) => err.push(t),
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

interface SimulateJson {
  readonly games: number;
  readonly wins: { readonly a: number; readonly b: number; readonly draw: number };
  readonly results: readonly {
    readonly seed: string;
    readonly winner: 'a' | 'b' | 'draw';
    readonly vp: readonly [number, number];
    readonly rounds: number;
  }[];
}

describe('warroom simulate: --force-a, --force-b, --scale and the report', () => {
  it('rulebook p.22 Victory and Defeat: the sample Skirmish lists given with --force-a/--force-b and --scale skirmish; wins count the results, each won by the most Victory Points', async () => {
    const { code, out } = await simulate(...SKIRMISH, '--scale', 'skirmish', ...FAST, '--json');
    assert.equal(code, 0);
    const json = JSON.parse(out) as SimulateJson;
    assert.equal(json.games, 3);
    assert.deepEqual(
      json.results.map((r) => r.seed),
      ['flags:0', 'flags:1', 'flags:2'],
    );
    const counted = { a: 0, b: 0, draw: 0 };
    for (const r of json.results) {
      counted[r.winner]++;
      const [a, b] = r.vp;
      assert.equal(r.winner, a > b ? 'a' : b > a ? 'b' : 'draw', `${r.seed}: ${a} to ${b}`);
    }
    assert.deepEqual(json.wins, counted);
  });

  it('rulebook p.52 Establish Parameters: lists of another Force Scale than --scale are bad input, naming both (exit 2)', async () => {
    const { code, err } = await simulate(...SKIRMISH, '--scale', 'cataclysm', ...FAST);
    assert.equal(code, EXIT_BAD_INPUT);
    assert.match(
      err,
      /both forces must be of the cataclysm Force Scale \(they are skirmish and skirmish\)/,
    );
  });

  it('the text report gives wins and draws, the 95% interval of A’s win rate, Victory Points, game length and games per second', async () => {
    const { code, out } = await simulate(...SKIRMISH, ...FAST);
    assert.equal(code, 0);
    const lines = out.split('\n');
    assert.match(
      lines[0] ?? '',
      /^3 games of Pitched Battle, .*random \(A\) against random \(B\), seed flags$/,
    );
    assert.match(lines[1] ?? '', /^wins: A \d, B \d, draws \d$/);
    assert.match(lines[2] ?? '', /^A's win rate [\d.]+% \(95% interval [\d.]+% to [\d.]+%\)$/);
    const quantiles =
      /: mean [\d.]+, p10 \d+, p25 \d+, median \d+, p75 \d+, p90 \d+ \(range \d+-\d+\)$/;
    const heads = lines.filter((l) => !l.startsWith('  '));
    assert.match(heads[3] ?? '', new RegExp(`^VP of A${quantiles.source}`));
    assert.match(heads[4] ?? '', new RegExp(`^VP of B${quantiles.source}`));
    assert.match(heads[5] ?? '', new RegExp(`^Rounds${quantiles.source}`));
    assert.match(heads[6] ?? '', /^[\d.]+ games per second$/);
    // Each distribution's buckets follow it: a bar of blocks and the games in the bucket.
    assert.ok(lines.filter((l) => /^ {2} *\d+(-\d+)? █* \d+$/.test(l)).length >= 3);
  });
});
