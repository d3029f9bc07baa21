import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { runSimulate } from '../commands/simulate.js';
import { PROGRESS_WIDTH, progressBar, progressLine } from './progress.js';

const FORCES = new URL('../../../../data/forces/', import.meta.url);

/** A stream that keeps what is written to it. */
function stream(isTTY: boolean): { isTTY: boolean; written: string[]; write(t: string): void } {
  const written: string[] = [];
  return { isTTY, written, write: (t) => written.push(t) };
}

describe('warroom simulate: the progress bar on a terminal', () => {
  it('on a terminal it redraws the line in place after each game, then ends the line', () => {
    const tty = stream(true);
    const bar = progressBar(tty, false, 4);
    bar.done(1);
    bar.done(4);
    bar.end();
    assert.deepEqual(tty.written, [
      `\r${'█'.repeat(8)}${'·'.repeat(PROGRESS_WIDTH - 8)} 1/4`,
      `\r${'█'.repeat(PROGRESS_WIDTH)} 4/4`,
      '\n',
    ]);
  });

  it('nothing is drawn when the stream is not a terminal, nor with --json', () => {
    const pipe = stream(false);
    const json = stream(true);
    for (const bar of [progressBar(pipe, false, 2), progressBar(json, true, 2)]) {
      bar.done(1);
      bar.end();
    }
    assert.deepEqual([pipe.written, json.written], [[], []]);
  });

  it('warroom simulate draws it on the stream it is given: one random game of the sample Skirmish lists', async () => {
    const tty = stream(true);
    const args = [
      ...['--force-a', fileURLToPath(new URL('crown-skirmish.json', FORCES))],
      ...['--force-b', fileURLToPath(new URL('imperium-skirmish.json', FORCES))],
      ...['--games', '1', '--seed', 'bar', '--bot-a', 'random', '--bot-b', 'random'],
      ...['--workers', '1'],
    ];
    const out: string[] = [];
    assert.equal(await runSimulate(args, (t) => out.push(t), tty), 0);
    assert.deepEqual(tty.written, [progressLine(1, 1), '\n']);
    assert.match(out.join('\n'), /^1 games of /);
  });
});
