import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Face } from '../../dice/faces.js';
import { resolveScripted } from '../../testing/resolve-fixture.js';

const { heroicStrike: H, strike: S, blank: B } = Face;

describe('glossary: Veteran (X)', () => {
  it('converts up to X Strikes into Heroic Strikes, which add no dice', () => {
    const outcome = resolveScripted(
      { weapon: { dice: 4 }, attackerRules: [{ name: 'Veteran', x: 2 }] },
      [S, S, S, B],
    );
    assert.deepEqual(outcome.tally.counts, [2, 1, 0, 0, 1]);
    assert.equal(outcome.hits, 5);
  });

  it('converts only the Strikes there are', () => {
    const outcome = resolveScripted(
      { weapon: { dice: 2 }, attackerRules: [{ name: 'Veteran', x: 3 }] },
      [S, B],
    );
    assert.equal(outcome.hits, 2);
  });

  it('does not convert against a Durable target, where it would gain nothing', () => {
    const outcome = resolveScripted(
      {
        weapon: { dice: 2 },
        attackerRules: [{ name: 'Veteran', x: 2 }],
        target: { rules: [{ name: 'Durable' }] },
      },
      [S, H, S],
    );
    assert.equal(outcome.hits, 3);
    assert.equal(outcome.tally.counts[Face.strike], 2);
  });
});
