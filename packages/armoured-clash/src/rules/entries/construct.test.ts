import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { suppressionTestFailure } from '../../attack/suppression.js';
import { prepared } from '../../testing/resolve-fixture.js';

const construct = { rules: [{ name: 'Construct' }] };

describe('glossary: Construct', () => {
  it('a unit that gains the Suppressed status from an attack also gains Disordered', () => {
    const fresh = { discipline: 5, suppressed: false };
    const failure = suppressionTestFailure(prepared({ target: construct }), fresh, 5);
    assert.deepEqual(failure.gains, ['suppressed', 'disordered']);
    assert.deepEqual(suppressionTestFailure(prepared({}), fresh, 5).gains, ['suppressed']);
  });

  it('one Suppressed already does not gain it again, nor Disordered by it', () => {
    const morale = { discipline: 5, suppressed: true };
    assert.deepEqual(suppressionTestFailure(prepared({ target: construct }), morale, 5).gains, [
      'suppressed',
    ]);
  });
});
