import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { suppressionTestFailure } from '../../attack/suppression.js';
import { prepared } from '../../testing/resolve-fixture.js';

const cryo = prepared({ weapon: { qualities: [{ name: 'Cryo' }] } });
const plain = prepared({});

describe('glossary: Cryo', () => {
  it('a failed Suppression Test gives the Activated status instead of Suppressed', () => {
    const morale = { discipline: 5, suppressed: false, activated: false };
    assert.deepEqual(suppressionTestFailure(plain, morale, 5).gains, ['suppressed']);
    assert.deepEqual(suppressionTestFailure(cryo, morale, 5), {
      fallsBack: false,
      breaks: false,
      gains: ['activated'],
    });
  });

  it('a target that has the Activated status already gains Suppressed as normal', () => {
    const morale = { discipline: 5, suppressed: false, activated: true };
    assert.deepEqual(suppressionTestFailure(cryo, morale, 5).gains, ['suppressed']);
  });

  it('an already Suppressed target still Falls Back (the failure does it), gaining Activated', () => {
    const morale = { discipline: 5, suppressed: true, activated: false };
    assert.deepEqual(suppressionTestFailure(cryo, morale, 5), {
      fallsBack: true,
      breaks: false,
      gains: ['activated'],
    });
  });

  it('a target at its Break Limit still Breaks, and gains nothing', () => {
    const morale = { discipline: 5, suppressed: false, breakLimit: 2 };
    assert.deepEqual(suppressionTestFailure(cryo, morale, 2), {
      fallsBack: false,
      breaks: true,
      gains: [],
    });
  });
});
