import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { point } from '@warroom/engine';
import { prepareAttack } from '../../attack/prepare.js';
import { emplacedAgainst, emplacedModels } from '../../battlefield/emplacement.js';
import type { GameSetup } from '../../game/army.js';
import { planRangedAttack } from '../../game/ranged-attack.js';
import { faceToFace, skirmishWith } from '../../testing/melee-fixture.js';
import { aPiece, aTable } from '../../testing/table-fixture.js';
import { ARMOURED_CLASH_RULES } from '../armoured-clash-rules.js';

const EMPLACED = [{ name: 'Emplacement' }];
// A wall 1" square at (20, 20), an Obstacle; the target's 1" model touches its north face.
const wall = aPiece('wall', point(20, 20), 1, 1, ['obstacle']);
const hedge = aPiece('hedge', point(20, 20), 1, 1, ['difficult']);

function table(attackerAt: [number, number], targetY: number, rules = EMPLACED, piece = wall) {
  return aTable(
    [
      { id: 'A', side: 'a', at: point(...attackerAt) },
      { id: 'T', side: 'b', at: point(20, targetY), rules },
    ],
    [piece],
  );
}

describe('glossary: Emplacement', () => {
  it('glossary: Emplacement: a model in contact with an Obstacle the Line of Sight crosses has it', () => {
    assert.equal(emplacedAgainst(table([20, 40], 21), 'A', 'T'), false);
    assert.equal(emplacedAgainst(table([20, 5], 21), 'A', 'T'), true);
  });

  it('glossary: Emplacement: per model: of a unit partly behind its Obstacle, only the model touching it has the bonus, not the unit as a whole', () => {
    const partly = aTable(
      [
        { id: 'A', side: 'a', at: point(20, 5) },
        { id: 'T', side: 'b', at: point(20, 21), rules: EMPLACED, more: [point(26, 21)] },
      ],
      [wall],
    );
    assert.equal(emplacedAgainst(partly, 'A', 'T'), false);
    assert.deepEqual([...emplacedModels(partly, 'A', 'T')], ['T-1']);
  });

  it('glossary: Emplacement: not when the Line of Sight does not cross it, the model is apart, the terrain is no Obstacle, or the unit lacks the rule', () => {
    assert.equal(emplacedAgainst(table([20, 40], 21), 'A', 'T'), false);
    assert.equal(emplacedAgainst(table([20, 5], 21.2), 'A', 'T'), false);
    assert.equal(emplacedAgainst(table([20, 5], 21, EMPLACED, hedge), 'A', 'T'), false);
    assert.equal(emplacedAgainst(table([20, 5], 21, []), 'A', 'T'), false);
  });

  /** faceToFace, B-rifles (their rank's south face at y = 11.5) Emplaced, and a wall 0.4" deep along that face, or not. */
  function field(withWall: boolean): GameSetup {
    const base = skirmishWith({ 'b-rifles': { rules: EMPLACED } });
    const band = {
      id: 'wall',
      name: 'Wall',
      size: 1,
      features: ['obstacle' as const],
      area: {
        rectangle: { centre: [10, 11.3] as [number, number], width: 0.4, depth: 20, facing: 0 },
      },
    };
    return withWall ? { ...base, terrain: [...base.terrain, band] } : base;
  }

  it("glossary: Emplacement: the game's Ranged Attack across the wall meets Defence +1; without the wall it does not", () => {
    for (const [withWall, defence] of [
      [true, 2],
      [false, 1],
    ] as const) {
      const setup = field(withWall);
      const plan = planRangedAttack(setup, faceToFace(setup), 'a-rifles', 'b-rifles', false);
      assert.equal(plan.attack.situation.lineOfSightCrossesTargetObstacle, withWall);
      assert.equal(prepareAttack(plan.attack, ARMOURED_CLASH_RULES).defence, defence);
    }
  });
});
