import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import type { GameSetup } from '@warroom/armoured-clash';
import { SAMPLE_ORBATS_DIR } from '@warroom/forces';
import { EXIT_BAD_INPUT, main } from '../main.js';
import { SAMPLE_DECK_PATH } from '../sample-deck.js';
import { matchSetup } from '../simulate/match.js';
import { runForce } from './force.js';
import { SAMPLE_FORCE_A, SAMPLE_FORCE_B } from './simulate.js';

// What the command tests run the CLI with: the repository's sample files, and
// the commands run with what they print captured.

const REPO = new URL('../../../../', import.meta.url);
/** The sample force lists and ORBAT of the repository (data/). */
export const CROWN_LIST = fileURLToPath(new URL('data/forces/crown-battle.json', REPO));
export const IMPERIUM_LIST = fileURLToPath(new URL('data/forces/imperium-battle.json', REPO));
export const CROWN_ORBAT = fileURLToPath(new URL('data/orbats/crown.json', REPO));

/** Runs `warroom simulate ...` through main: its exit code and what it printed. */
export async function simulate(...args: string[]): Promise<{ code: number; text: string }> {
  const out: string[] = [];
  const code = await main(
    ['simulate', ...args],
    (t) => out.push(t),
    () => undefined,
  );
  return { code, text: out.join('\n') };
}

/** Runs `warroom force ...` through runForce: its exit code and what it printed. */
export function force(...args: string[]): { code: number; out: string } {
  const out: string[] = [];
  const code = runForce(args, (text) => out.push(text));
  return { code, out: out.join('\n') };
}

/** Runs `warroom force ...` through main, expecting bad input: its one-line message. */
export function forceBadInput(...args: string[]): string {
  const err: string[] = [];
  const out: string[] = [];
  const code = main(
    ['force', ...args],
    (t) => out.push(t),
    (t) => err.push(t),
  );
  assert.equal(code, EXIT_BAD_INPUT);
  assert.deepEqual(out, []);
  assert.equal(err.length, 1);
  assert.ok(!(err[0] ?? '').includes('\n'));
  return err[0] ?? '';
}

/** The setup `warroom simulate` makes of the sample lists (random bot A, heuristic B) with the Clash `clash`, game `seed`. */
export function sampleMatchSetup(
  clash: 'chosen' | 'random' | 'supplyDrop',
  seed: string,
): GameSetup {
  return matchSetup({
    clash,
    forceA: SAMPLE_FORCE_A,
    forceB: SAMPLE_FORCE_B,
    orbats: SAMPLE_ORBATS_DIR,
    deck: SAMPLE_DECK_PATH,
    botA: 'random',
    botB: 'heuristic',
    seed,
  }).setup;
}
