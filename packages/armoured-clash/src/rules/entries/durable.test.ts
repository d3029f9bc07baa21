import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Face } from '../../dice/faces.js';
import { resolveScripted } from '../../testing/resolve-fixture.js';

const { heroicStrike: H, strike: S } = Face;

describe('glossary: Durable', () => {
  it('Heroic Strikes score one Hit instead of two against this unit (and still explode)', () => {
    const outcome = resolveScripted(
      { weapon: { dice: 2 }, target: { rules: [{ name: 'Durable' }] } },
      [H, S, H],
    );
    assert.equal(outcome.hits, 3);
  });
});
