import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { simulate } from './cli-fixture.js';

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

  it('rulebook p.57 Deploy Forces: the draw is the default; --generals fixed opts out, the first force General A', async () => {
    const args = ['--games', '1', '--seed', 'generals', '--bot-a', 'random', '--bot-b', 'random'];
    const drawn = await simulate(...args, '--workers', '1');
    assert.match(drawn.text, /^1 games of Pitched Battle, General A drawn, random \(A\)/);
    const fixed = await simulate(...args, '--generals', 'fixed', '--workers', '1');
    assert.equal(fixed.code, 0);
    assert.match(
      fixed.text,
      /^1 games of Pitched Battle, the first force General A, random \(A\) against random \(B\)/,
    );
  });

  it('rulebook p.60 Supply Drop: the bots place the markers by default (--supplies placed), the sample placement with --supplies sample', async () => {
    const args = [
      '--games',
      '1',
      '--seed',
      'supplies',
      '--bot-a',
      'random',
      '--bot-b',
      'heuristic',
    ];
    for (const supplies of ['placed', 'sample']) {
      const { code, text } = await simulate(
        ...args,
        ...['--clash', 'supply-drop', '--supplies', supplies, '--workers', '1'],
      );
      assert.equal(code, 0, text);
      assert.match(text, /^1 games of Supply Drop, General A drawn/);
    }
    assert.equal((await simulate('--supplies', 'scattered')).code, 2);
  });

  it('bad input is refused: an unknown way of deciding General A', async () => {
    assert.equal((await simulate('--generals', 'agreed')).code, 2);
  });
});
