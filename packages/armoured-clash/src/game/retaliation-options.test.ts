import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { skirmish } from '../testing/game-fixture.js';
import { faceToFace, skirmishWith } from '../testing/melee-fixture.js';
import type { GameSetup } from './army.js';
import { applyChoice } from './apply-choice.js';
import type { Choice } from './choice.js';
import { nextDecision } from './next-decision.js';
import type { GameState } from './state.js';

/** Seeded: A's rifles' attack Destroys 4 of B's; B's Retaliation 1 of A's (a-rifles#6 by the usual rules). */
const SEED = 18;

/** The skirmish with B's rifles' Melee row given `qualities`. */
function retaliating(qualities: readonly string[]): GameSetup {
  const rifles = skirmish().generals.b.units.find((u) => u.id === 'b-rifles')!;
  const rows = rifles.armaments.rows.map((row) =>
    row.attack === 'melee'
      ? { ...row, qualities: [...row.qualities, ...qualities.map((name) => ({ name }))] }
      : row,
  );
  return skirmishWith({ 'b-rifles': { profile: { armaments: { ...rifles.armaments, rows } } } });
}

/** A's rifles Charge B's (faceToFace, seeded). */
function charged(setup: GameSetup): GameState {
  let state = faceToFace(setup);
  state.rng = seedRng(SEED);
  for (const choice of [
    { kind: 'activate', unit: 'a-rifles' },
    { kind: 'charge', target: 'b-rifles', at: [10, 11], facing: 90 },
  ] as const satisfies readonly Choice[]) {
    state = applyChoice(setup, state, choice).state;
  }
  return state;
}

describe('glossary: Precision, Overcharge: what the retaliate options say of the row', () => {
  it('glossary: Precision, Overcharge: a row with both: each option (as it comes, Overcharged) carries an empty precision list to fill', () => {
    const setup = retaliating(['Precision', 'Overcharge']);
    assert.deepEqual(nextDecision(setup, charged(setup))?.options, [
      { kind: 'retaliate', unit: 'b-rifles', precision: [] },
      { kind: 'retaliate', unit: 'b-rifles', overcharge: true, precision: [] },
    ]);
  });

  it('glossary: Overcharge: a row without Precision: no option carries a precision list', () => {
    const setup = retaliating(['Overcharge']);
    assert.deepEqual(nextDecision(setup, charged(setup))?.options, [
      { kind: 'retaliate', unit: 'b-rifles' },
      { kind: 'retaliate', unit: 'b-rifles', overcharge: true },
    ]);
  });

  it('glossary: Precision: seed 18, the option taken as offered (no model named) Destroys as the usual rules do (a-rifles#6), like a Retaliation declared without the list', () => {
    const setup = retaliating(['Precision']);
    const survivors = (declared: Choice) =>
      applyChoice(setup, applyChoice(setup, charged(setup), declared).state, {
        kind: 'closeQuartersAttack',
      }).state.units['a-rifles']?.models.map((m) => m.id);
    const offered = nextDecision(setup, charged(setup))?.options[0];
    assert.ok(offered !== undefined);
    const rank = ['a-rifles#1', 'a-rifles#2', 'a-rifles#3', 'a-rifles#4', 'a-rifles#5'];
    assert.deepEqual(survivors(offered), rank);
    assert.deepEqual(survivors({ kind: 'retaliate', unit: 'b-rifles' }), rank);
  });
});
