import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FORWARD_TABLE } from '@warroom/armoured-clash';
import { FORWARD_DIE_NAMES, forwardRowText, poolFaces } from './forward-words.js';

describe('glossary: Forward: the Forward Pool on the Play page', () => {
  it("glossary: Forward: each row of the engine's table in words (where the unit may stand, the Damage, the zones and objectives it keeps clear of)", () => {
    assert.deepEqual(
      Object.fromEntries(
        (Object.keys(FORWARD_TABLE) as (keyof typeof FORWARD_TABLE)[]).map((die) => [
          FORWARD_DIE_NAMES[die],
          forwardRowText(FORWARD_TABLE[die]),
        ]),
      ),
      {
        'Heroic Strike': 'entirely within your Deployment Zone',
        Strike:
          "anywhere on the battlefield; it takes 1 Damage; not within the opposing General's Deployment Zone",
        'Glancing Strike':
          'up to 5" outside your Deployment Zone; not within the opposing General\'s Deployment Zone; not within 3" of a Strategic Objective Marker or a Defensible Building',
        Miss: 'up to 10" outside your Deployment Zone; not within the opposing General\'s Deployment Zone; not within 3" of a Strategic Objective Marker or a Defensible Building',
        Blank: "anywhere on the battlefield; not within the opposing General's Deployment Zone",
      },
    );
  });

  it('glossary: Forward: a pool offers each face once, with how many dice show it', () => {
    assert.deepEqual(poolFaces(['miss', 'blank', 'miss']), [
      { die: 'miss', label: 'Miss (2)' },
      { die: 'blank', label: 'Blank' },
    ]);
    assert.deepEqual(poolFaces([]), []);
  });
});
