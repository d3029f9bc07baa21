import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { skirmish } from '../testing/game-fixture.js';
import { faceToFace, skirmishWith } from '../testing/melee-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { GameSetup } from './army.js';
import { attacksInTurnOf } from './attacks-in-turn-of.js';
import type { GameState } from './state.js';

const CARD = 7;

/** A's rifles with All-Out Attack (2), their Melee row given Precision when `precise`. */
function allOut(precise: boolean): GameSetup {
  const rifles = skirmish().generals.a.units.find((u) => u.id === 'a-rifles');
  if (rifles === undefined) throw new RangeError('no a-rifles');
  const rows = rifles.armaments.rows.map((row) =>
    precise && row.attack === 'melee'
      ? { ...row, qualities: [...row.qualities, { name: 'Precision' }] }
      : row,
  );
  return skirmishWith({
    'a-rifles': {
      rules: [{ name: 'All-Out Attack', x: 2 }],
      profile: { armaments: { ...rifles.armaments, rows } },
    },
  });
}

/** A's rifles Activated, face to face with B's; after a Charge at B's rifles when `charged`. */
function activated(setup: GameSetup, charged: boolean): GameState {
  const state = applyChoice(setup, faceToFace(setup), { kind: 'activate', unit: 'a-rifles' }).state;
  if (!charged) return state;
  const charge = { kind: 'charge', target: 'b-rifles', at: [10, 11], facing: 90 } as const;
  return applyChoice(setup, state, charge).state;
}

describe('glossary: All-Out Attack (X), Fields of Fire: the attacks a choice makes, in turn', () => {
  it('glossary: All-Out Attack (X): a Ranged Attack per target in the order given, the Command with the attack against commandAgainst alone, each attack its own target’s Precision picks', () => {
    const setup = allOut(false);
    const state = activated(setup, false);
    const choice = {
      kind: 'allOutAttack',
      targets: ['b-rifles', 'b-tanks'],
      command: CARD,
      commandAgainst: 'b-tanks',
      precision: ['b-tanks#2', 'b-rifles#6', 'b-tanks#1'],
    } as const;
    assert.deepEqual(attacksInTurnOf(setup, state, choice), [
      { target: 'b-rifles', attack: 'ranged', precision: ['b-rifles#6'] },
      { target: 'b-tanks', attack: 'ranged', precision: ['b-tanks#2', 'b-tanks#1'], command: CARD },
    ]);
  });

  it('glossary: All-Out Attack (X) after a Charge: "Any Close Quarters Attacks must be resolved before any Ranged Attacks": the Close Quarters Combat against the Charge target first; its Melee row with Precision takes that unit’s picks', () => {
    const setup = allOut(true);
    const state = activated(setup, true);
    const choice = {
      kind: 'allOutAttack',
      targets: ['b-rifles'],
      precision: ['b-rifles#5'],
    } as const;
    assert.deepEqual(attacksInTurnOf(setup, state, choice), [
      { target: 'b-rifles', attack: 'closeQuarters', precision: ['b-rifles#5'] },
      { target: 'b-rifles', attack: 'ranged' },
    ]);
  });

  it('glossary: All-Out Attack (X) after a Charge, glossary: Precision: a Melee row without Precision leaves the Charge target’s picks to the Ranged Attack against it', () => {
    const setup = allOut(false);
    const state = activated(setup, true);
    const choice = {
      kind: 'allOutAttack',
      targets: ['b-rifles'],
      precision: ['b-rifles#5'],
    } as const;
    assert.deepEqual(attacksInTurnOf(setup, state, choice), [
      { target: 'b-rifles', attack: 'closeQuarters' },
      { target: 'b-rifles', attack: 'ranged', precision: ['b-rifles#5'] },
    ]);
  });

  it('glossary: Fields of Fire: the attack made at each target in the order given', () => {
    const setup = allOut(false);
    const state = activated(setup, false);
    const choice = { kind: 'fieldsOfFire', targets: ['b-tanks', 'b-rifles'] } as const;
    assert.deepEqual(attacksInTurnOf(setup, state, choice), [
      { target: 'b-tanks', attack: 'ranged' },
      { target: 'b-rifles', attack: 'ranged' },
    ]);
  });
});
