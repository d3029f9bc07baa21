import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildingChargeText } from './charge-odds-preview.js';
import type { Game } from './game-types.js';
import { describeChoice } from './choice-words.js';
import { targetName, targetedBuilding } from './words.js';

/** The parts of a game these words read: A's Rifles, B's Tanks and a Defensible House. */
const GAME = {
  setup: {
    terrain: [{ id: 'house', name: 'House', area: { polygon: [] } }],
    generals: {
      a: { units: [{ id: 'a-rifles', name: 'Rifles' }], deck: { cards: [] } },
      b: { units: [{ id: 'b-tanks', name: 'Tanks' }], deck: { cards: [] } },
    },
  },
} as unknown as Game;

describe('glossary: Demolition: a Charge at a building on the Play page', () => {
  it('glossary: Demolition: a Charge target that is a building is named as the building; a unit as the unit', () => {
    assert.equal(targetedBuilding(GAME, 'house'), 'House');
    assert.equal(targetedBuilding(GAME, 'b-tanks'), undefined);
    assert.equal(targetName(GAME, 'house'), 'House');
    assert.equal(targetName(GAME, 'b-tanks'), 'Tanks');
    assert.equal(
      describeChoice(GAME, 'a', { kind: 'charge', target: 'house', at: [10, 8], facing: 90 }),
      'Charge at House to (10, 8) facing 90°',
    );
  });

  it('glossary: Demolition: "it does not make an ordinary Close Quarters Attack": no odds of one, the Demolition roll said instead', () => {
    assert.equal(
      buildingChargeText(GAME, 'a-rifles', 'House'),
      'Rifles Charges House, a Defensible Building: no Close Quarters Attack, so no odds of one; instead its General rolls an Attack Die per model of the unit, and a Heroic Strike Wrecks the building (glossary: Demolition).',
    );
  });
});
