import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { prepared } from '../../testing/resolve-fixture.js';

const covered = {
  target: { defence: 2, rules: [{ name: 'Taking Cover' }, { name: 'Resilient (Front)' }] },
  situation: { concealed: true, attackerInTargetFrontArc: true },
};

describe('glossary: Torrent', () => {
  it('the target never counts as Concealed: the Concealed penalty is cancelled', () => {
    const situation = {
      rating: 'weakened',
      combatRatingModifiers: [{ source: 'Concealed', effect: 'penalty', cause: 'concealed' }],
    } as const;
    assert.equal(prepared({ situation }).rating, 'weakened');
    const torrent = prepared({ weapon: { qualities: [{ name: 'Torrent' }] }, situation });
    assert.equal(torrent.rating, 'neutral');
    assert.deepEqual(torrent.combatRatingModifiers, []);
  });

  it('the target gains no Defence bonus for Taking Cover (other bonuses still count)', () => {
    assert.equal(prepared(covered).defence, 4);
    const torrent = prepared({ ...covered, weapon: { qualities: [{ name: 'Torrent' }] } });
    assert.equal(torrent.defence, 3);
    assert.deepEqual(
      torrent.defenceModifiers.map((m) => m.source),
      ['Resilient (Front)'],
    );
  });

  it('the target gains no Defence bonus for Garrisoning a Building', () => {
    const garrisoned = { target: { defence: 1, rules: [{ name: 'Garrisoned' }] } };
    assert.equal(prepared(garrisoned).defence, 2);
    assert.equal(
      prepared({ ...garrisoned, weapon: { qualities: [{ name: 'Torrent' }] } }).defence,
      1,
    );
  });
});
