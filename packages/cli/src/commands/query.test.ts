import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { EXIT_BAD_INPUT, main } from '../main.js';

const CROSSROADS = fileURLToPath(
  new URL('../../../../data/scenarios/crossroads.json', import.meta.url),
);

function run(...args: string[]): { code: number; out: string; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  const code = main(
    ['query', CROSSROADS, ...args],
    (t) => out.push(t),
    (t) => err.push(t),
  ) as number;
  return { code, out: out.join('\n'), err };
}

describe('warroom query (rulebook p.11 Measuring, p.17 Line of Sight and Target Acquisition)', () => {
  it('measures between models and between units', () => {
    const json = JSON.parse(run('distance', 'tank-1', 'tank-2', '--json').out) as {
      distance: number;
    };
    assert.ok(Math.abs(json.distance - 0) < 1e-9 || json.distance >= 0);
    assert.match(run('distance', 'tanks', 'rifles').out, /^tanks to rifles: \d+\.\d\d"$/);
  });

  it('draws Line of Sight with its reasons: obscured by the wood', () => {
    const result = run('los', 'tank-1', 'rifles-1');
    assert.equal(result.code, 0);
    assert.match(result.out, /is obscured: it crosses 2\.56" of dense terrain/);
  });

  it('confirms Target Acquisition and says why the target is Concealed', () => {
    const json = JSON.parse(run('target', 'tanks', 'rifles', '--json').out) as {
      confirmed: boolean;
      concealed: string[];
    };
    assert.equal(json.confirmed, true);
    assert.ok(json.concealed.some((reason) => /Dry-stone Wall/.test(reason)));
  });

  it('checks a move and names the first rule it breaks', () => {
    const legal = run(
      'move',
      'tanks',
      '--limit',
      '6',
      '--path',
      'tank-1=14,8/16,10',
      '--path',
      'tank-2=14,11/16,13',
    );
    assert.equal(legal.code, 0);
    assert.match(legal.out, /the move is legal/);
    const tooFar = run(
      'move',
      'tanks',
      '--limit',
      '2',
      '--path',
      'tank-1=14,8/16,10',
      '--path',
      'tank-2=14,11/16,13',
    );
    assert.match(
      tooFar.out,
      /illegal: tank-1 would move 2\.83", more than its 2" Movement Limit \(rulebook p\.16 Movement Limit\)/,
    );
  });

  it('bad input is one line and exit 2: unknown model, malformed path, unknown question', () => {
    for (const args of [
      ['los', 'tank-1', 'nobody'],
      ['move', 'tanks', '--limit', '6', '--path', 'tank-1=14'],
      ['teleport', 'a', 'b'],
    ]) {
      const result = run(...args);
      assert.equal(result.code, EXIT_BAD_INPUT, args.join(' '));
      assert.equal(result.err.length, 1);
    }
  });
});
