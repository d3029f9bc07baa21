import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { prepareAttack } from '../attack/prepare.js';
import { resolvePool } from '../attack/resolve.js';
import { rollPool } from '../attack/roll.js';
import { Face } from '../dice/faces.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import { anAttack, scriptedFaces } from '../testing/attack-fixture.js';
import { attackDiceShown } from './dice-shown.js';

const { heroicStrike: H, strike: S, glancingStrike: G, miss: M } = Face;

describe('the dice of an attack roll, as the table shows them', () => {
  it('rulebook p.33 Resolving an Attack Roll: the first roll, the die a Heroic Strike adds, the re-rolls, hits, Damage and losses', () => {
    const prepared = prepareAttack(
      anAttack({ weapon: { dice: 3 }, target: { defence: 2 } }),
      ARMOURED_CLASH_RULES,
    );
    // Neutral: Glancing Strikes are re-rolled. First roll H G M; H adds a die (S); G is re-rolled to S.
    const pool = rollPool(prepared.plan, scriptedFaces([H, G, M, S, S]));
    const shown = attackDiceShown(prepared, pool, resolvePool(prepared, pool.tally));
    assert.deepEqual(shown, {
      rating: 'neutral',
      dice: [
        { rolled: 'Heroic Strike', rerolled: false, face: 'Heroic Strike', added: false },
        { rolled: 'Glancing Strike', rerolled: true, face: 'Strike', added: false },
        { rolled: 'Miss', rerolled: false, face: 'Miss', added: false },
        { rolled: 'Strike', rerolled: false, face: 'Strike', added: true },
      ],
      hits: 4,
      defence: 2,
      damage: 2,
      modelsDestroyed: 2,
    });
  });
});
