import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Face } from '../../dice/faces.js';
import { resolveScripted } from '../../testing/resolve-fixture.js';

const { strike: S, blank: B } = Face;
const devastating = { qualities: [{ name: 'Devastating' }] };

describe('glossary: Devastating', () => {
  it('one more Damage when excess Hits are discarded', () => {
    // 3 Strikes against Defence 2: 1 Damage, 1 excess Hit discarded, +1 Damage.
    const outcome = resolveScripted(
      { weapon: { dice: 3, ...devastating }, target: { defence: 2, damageLimit: 9 } },
      [S, S, S],
    );
    assert.equal(outcome.target.damageSuffered, 2);
  });

  it('no extra Damage when no Hit is left over, nor when there are no Hits at all', () => {
    const even = resolveScripted(
      { weapon: { dice: 4, ...devastating }, target: { defence: 2, damageLimit: 9 } },
      [S, S, S, S],
    );
    assert.equal(even.target.damageSuffered, 2);
    const none = resolveScripted(
      { weapon: { dice: 1, ...devastating }, target: { defence: 2, damageLimit: 9 } },
      [B],
    );
    assert.equal(none.target.damageSuffered, 0);
  });

  it('hits short of a single point of Defence still inflict one Damage', () => {
    const outcome = resolveScripted(
      { weapon: { dice: 2, ...devastating }, target: { defence: 3, damageLimit: 9 } },
      [S, S],
    );
    assert.equal(outcome.target.damageSuffered, 1);
  });
});
