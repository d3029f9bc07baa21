import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Face, faceSet, hasFace } from '../dice/faces.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import { type AttackChanges, anAttack, scriptedFaces } from '../testing/attack-fixture.js';
import { prepareAttack } from './prepare.js';
import { rollPool } from './roll.js';

const { heroicStrike: H, strike: S, glancingStrike: G, miss: M, blank: B } = Face;

function roll(changes: AttackChanges, faces: readonly Face[]) {
  const { plan } = prepareAttack(anAttack(changes), ARMOURED_CLASH_RULES);
  return rollPool(plan, scriptedFaces(faces));
}

describe('rulebook p.33 Resolving an Attack Roll', () => {
  it('1. Heroic Strikes explode: each adds a die, and added Heroic Strikes add none', () => {
    const pool = roll({ weapon: { dice: 2 } }, [H, S, H]);
    assert.deepEqual(pool.rolled, [H, S, H]);
    assert.equal(pool.tally.hits, 5);
  });

  it('2. Neutral: Glancing Strikes are re-rolled once, and a die is never re-rolled twice', () => {
    const pool = roll({ weapon: { dice: 3 } }, [G, M, B, G]);
    assert.deepEqual(pool.final, [G, M, B]);
    assert.equal(pool.tally.hits, 0);
  });

  it('2. Improved: Misses and Glancing Strikes are re-rolled; a re-rolled Heroic Strike adds no die', () => {
    const pool = roll({ weapon: { dice: 3 }, situation: { rating: 'improved' } }, [G, M, B, S, H]);
    assert.deepEqual(pool.final, [S, H, B]);
    assert.equal(pool.tally.hits, 3);
  });

  it('2. Weakened: no die is re-rolled', () => {
    const pool = roll({ weapon: { dice: 2 }, situation: { rating: 'weakened' } }, [G, M]);
    assert.deepEqual(pool.final, [G, M]);
  });

  it('dice added by Heroic Strikes are re-rolled like the others', () => {
    const pool = roll({ weapon: { dice: 1 } }, [H, G, S]);
    assert.deepEqual(pool.final, [H, S]);
    assert.equal(pool.tally.hits, 3);
  });

  it('3. Apply Damage: counts each face of the final pool', () => {
    const pool = roll({ weapon: { dice: 5 }, situation: { rating: 'weakened' } }, [
      H,
      S,
      S,
      B,
      M,
      H,
    ]);
    assert.deepEqual(pool.tally.counts, [2, 2, 0, 1, 1]);
    assert.equal(pool.tally.hits, 6);
  });

  it('Bonus Re-Rolls: faces a rule or Command grants join the re-rolls, even when Weakened', () => {
    const changes: AttackChanges = {
      weapon: { dice: 2 },
      situation: { rating: 'weakened', bonusRerolls: faceSet(Face.blank) },
    };
    const { plan } = prepareAttack(anAttack(changes), ARMOURED_CLASH_RULES);
    assert.ok(hasFace(plan.rerollable, Face.blank));
    assert.ok(!hasFace(plan.rerollable, Face.glancingStrike));
    assert.deepEqual(roll(changes, [B, G, S]).final, [S, G]);
  });
});

describe('glossary: Arc', () => {
  it('each Heroic Strike of the first roll adds two dice instead of one', () => {
    const pool = roll({ weapon: { dice: 1, qualities: [{ name: 'Arc' }] } }, [H, S, H]);
    assert.deepEqual(pool.rolled, [H, S, H]);
    assert.equal(pool.tally.hits, 5);
  });
});
