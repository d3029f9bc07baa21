import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { FACE_PROBABILITY, Face, STANDARD_FACE_HITS, rollAttackDie } from './faces.js';

describe('rulebook p.32 Understanding Attack Dice', () => {
  it('one Heroic Strike, two Strikes, one Glancing Strike, one Miss, one Blank on six faces', () => {
    assert.deepEqual(FACE_PROBABILITY, [1 / 6, 2 / 6, 1 / 6, 1 / 6, 1 / 6]);
  });

  it('a Heroic Strike scores two hits, a Strike one, the others none (p.33 Apply Damage)', () => {
    assert.deepEqual(STANDARD_FACE_HITS, [2, 1, 0, 0, 0]);
  });

  it('the seeded die shows each face in proportion (chi-square below the 1e-6 bound)', () => {
    const rng = seedRng('attack die');
    const counts = [0, 0, 0, 0, 0];
    const rolls = 300_000;
    for (let i = 0; i < rolls; i++) counts[rollAttackDie(rng)]! += 1;
    const chi2 = counts.reduce((sum, c, face) => {
      const expected = rolls * (FACE_PROBABILITY[face] ?? 0);
      return sum + (c - expected) ** 2 / expected;
    }, 0);
    // Chi-square with 4 degrees of freedom: P(X > 33.38) = 1e-6.
    assert.ok(chi2 < 33.38, `chi-square ${chi2}`);
    assert.ok(counts[Face.strike]! > counts[Face.blank]!);
  });
});
