import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Invariant } from '@warroom/bots';
import { EXIT_BAD_INPUT, main } from '../main.js';
import { runFuzz } from './fuzz.js';

/** A stream that is not a terminal: no progress bar. */
const PIPE = { isTTY: false, write: () => true };

interface FuzzJson {
  readonly games: number;
  readonly decisions: number;
  readonly failures: readonly {
    readonly seed: string;
    readonly decision: number;
    readonly broken: string;
    readonly record?: string;
  }[];
  readonly results: readonly {
    readonly seed: string;
    readonly scale: string;
    readonly decisions: number;
  }[];
}

async function fuzz(
  args: readonly string[],
  invariants?: readonly Invariant[],
): Promise<{ code: number; out: string }> {
  const out: string[] = [];
  const code = await runFuzz(args, (t) => out.push(t), PIPE, invariants);
  return { code, out: out.join('\n') };
}

/** An invariant that breaks at the sixth decision checked (decision 5 of game 0), and never again. */
function brokenAtSixthDecision(): Invariant {
  let checked = 0;
  return {
    name: 'test: broken once',
    check: ({ where }) => (++checked === 6 ? `${where}: injected` : undefined),
  };
}

describe('warroom fuzz: seeded random games with the invariants checked after every decision', () => {
  it('rulebook pp.14-15, p.17, p.18, p.22, p.35: two Skirmish games end cleanly, on two threads as on one, every decision checked', async () => {
    const args = ['--games', '2', '--seed', 'tiny', '--scale', 'skirmish', '--json'];
    const two = await fuzz([...args, '--workers', '2']);
    const one = await fuzz([...args, '--workers', '1']);
    assert.equal(two.code, 0);
    const report = JSON.parse(two.out) as FuzzJson;
    assert.equal(report.games, 2);
    assert.deepEqual(report.failures, []);
    assert.deepEqual(
      report.results.map((r) => [r.seed, r.scale]),
      [
        ['tiny:0', 'skirmish'],
        ['tiny:1', 'skirmish'],
      ],
    );
    assert.equal(report.decisions, report.results[0]!.decisions + report.results[1]!.decisions);
    assert.ok(report.decisions > 0);
    assert.deepEqual((JSON.parse(one.out) as FuzzJson).results, report.results);
  });

  it('an injected broken invariant is reported with its seed and decision, exits 1, and its record replays with warroom run up to it', async () => {
    const records = mkdtempSync(join(tmpdir(), 'warroom-fuzz-'));
    try {
      const args = ['--games', '2', '--seed', 'inj', '--scale', 'skirmish', '--records', records];
      const { code, out } = await fuzz(args, [brokenAtSixthDecision()]);
      assert.equal(code, 1);
      const lines = out.split('\n');
      assert.match(
        lines[0] ?? '',
        /^2 games of random bots \(skirmish, a Clash determined randomly\), seed inj, 1 invariants checked after every decision$/,
      );
      assert.equal(lines[3], 'failures: 1');
      const record = join(records, 'fuzz-inj_0.json');
      assert.match(
        lines[5] ?? '',
        /^FAILED game inj:0 \(skirmish, [A-Z][\w ]+\) at decision 5: inj:0 decision 5: injected$/,
      );
      assert.equal(lines[6], `  replay: warroom run ${record} --until 6`);
      const replayed: string[] = [];
      const replayCode = await main(
        ['run', record, '--until', '6', '--json'],
        (t) => replayed.push(t),
        () => undefined,
      );
      assert.equal(replayCode, 0);
      assert.equal((JSON.parse(replayed.join('')) as { applied: number }).applied, 6);
    } finally {
      rmSync(records, { recursive: true, force: true });
    }
  });

  it('--bot-a heuristic --bot-b random: the first force played by the heuristic bot, the run named so and reproducible from its seed', async () => {
    const args = ['--games', '1', '--seed', 'bots', '--scale', 'skirmish', '--workers', '1'];
    const bots = ['--bot-a', 'heuristic', '--bot-b', 'random'];
    const once = await fuzz([...args, ...bots]);
    const again = await fuzz([...args, ...bots, '--json']);
    const plain = await fuzz([...args, '--json']);
    assert.equal(once.code, 0);
    assert.match(
      once.out.split('\n')[0] ?? '',
      /^1 games of heuristic \(A\) against random \(B\) \(skirmish, a Clash determined randomly\), seed bots, /,
    );
    const report = JSON.parse(again.out) as FuzzJson;
    assert.deepEqual(report.failures, []);
    assert.equal(once.out.split('\n')[2], `decisions checked: ${report.decisions}`);
    // The random bot of A would have made other decisions: the flag reached the game.
    assert.notDeepEqual((JSON.parse(plain.out) as FuzzJson).results, report.results);
  });

  it('bad input is refused, naming the flag: an unknown bot', async () => {
    const err: string[] = [];
    const code = await main(
      ['fuzz', '--bot-b', 'clever'],
      () => undefined,
      (t) => err.push(t),
    );
    assert.equal(code, EXIT_BAD_INPUT);
    assert.match(err.join(''), /--bot-b must be one of heuristic, random, got "clever"/);
  });

  it('bad input is refused, naming the flag: an unknown Force Scale', async () => {
    const err: string[] = [];
    const code = await main(
      ['fuzz', '--scale', 'huge'],
      () => undefined,
      (t) => err.push(t),
    );
    assert.equal(code, EXIT_BAD_INPUT);
    assert.match(err.join(''), /--scale must be one of skirmish, battle, both, got "huge"/);
  });
});
