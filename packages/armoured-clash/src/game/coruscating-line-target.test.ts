import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { coruscatingLine, coruscatingTanks } from '../testing/coruscating-fixture.js';
import { notAttackedAlongLine } from './coruscating-line-target.js';

describe('glossary: Coruscating: which units the line attacks', () => {
  const setup = coruscatingTanks();
  const state = coruscatingLine(setup);

  it('glossary: Coruscating: a unit on the line whose Target Category calls for the row with the quality is attacked, friend or foe', () => {
    assert.equal(notAttackedAlongLine(setup, state, 'a-tanks', 'b-rifles'), undefined);
    assert.equal(notAttackedAlongLine(setup, state, 'a-tanks', 'a-rifles'), undefined);
  });

  it('glossary: Coruscating: a unit whose Target Category calls for a row without the quality is not attacked, with the reason', () => {
    assert.equal(
      notAttackedAlongLine(setup, state, 'a-tanks', 'b-tanks'),
      'the attack cannot target its Target Category',
    );
  });
});
