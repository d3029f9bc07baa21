import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { prepared } from '../../testing/resolve-fixture.js';

const covered = { defence: 2, rules: [{ name: 'Pavises' }, { name: 'Taking Cover' }] };

describe('glossary: Pavises', () => {
  it('while Taking Cover, Defence +1 in all cases: Close Quarters, Ranged without Concealed', () => {
    assert.equal(prepared({ target: covered, situation: { kind: 'closeQuarters' } }).defence, 3);
    assert.equal(prepared({ target: covered, situation: { concealed: false } }).defence, 3);
  });

  it('not +2 where the usual Taking Cover bonus applies: it replaces that rule', () => {
    const attack = prepared({ target: covered, situation: { concealed: true } });
    assert.equal(attack.defence, 3);
    assert.deepEqual(
      attack.defenceModifiers.map((m) => m.source),
      ['Taking Cover'],
    );
  });

  it('no bonus when not Taking Cover', () => {
    const target = { defence: 2, rules: [{ name: 'Pavises' }] };
    assert.equal(prepared({ target, situation: { kind: 'closeQuarters' } }).defence, 2);
  });

  it('interaction with Torrent: it is a Defence bonus for Taking Cover, which Torrent cancels', () => {
    const torrent = { qualities: [{ name: 'Torrent' }] };
    assert.equal(prepared({ weapon: torrent, target: covered }).defence, 2);
  });
});
