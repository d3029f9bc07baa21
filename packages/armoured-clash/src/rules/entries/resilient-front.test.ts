import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { point } from '@warroom/engine';
import { prepareAttack } from '../../attack/prepare.js';
import { withinUnitFrontArc } from '../../battlefield/front-arc.js';
import type { Table } from '../../battlefield/table.js';
import { closeQuartersAttack } from '../../game/close-quarters-attack.js';
import { planRangedAttack } from '../../game/ranged-attack.js';
import type { GameState } from '../../game/state.js';
import { faceToFace, skirmishWith } from '../../testing/melee-fixture.js';
import { aTable } from '../../testing/table-fixture.js';
import { ARMOURED_CLASH_RULES } from '../armoured-clash-rules.js';

const RESILIENT = [{ name: 'Resilient (Front)' }];

/** Three 1" models of unit U in a row along x at y = 10, all facing `facing` degrees; Open or Close Formation. */
function row(facings: readonly [number, number, number], formation: 'open' | 'close'): Table {
  const table = aTable(
    facings.map((facing, i) => ({
      id: i === 0 ? 'U' : `X${i}`,
      side: 'a',
      at: point(10 + 2 * i, 10),
      facing,
    })),
  );
  // One unit of three models: the first's id and unit, the others moved into it.
  const models = table.models.map((m) => ({ ...m, unit: 'U' }));
  const unit = table.units.get('U');
  assert.ok(unit !== undefined);
  return { ...table, units: new Map([['U', { ...unit, formation, rules: RESILIENT }]]), models };
}

function setRules(table: Table, rules: readonly { name: string }[]): Table {
  const unit = table.units.get('U');
  assert.ok(unit !== undefined);
  return { ...table, units: new Map([['U', { ...unit, rules }]]) };
}

describe('glossary: Resilient (Front): the Front Arc of the unit', () => {
  it('glossary: Resilient (Front): Open Formation — the Officer must be within the Front Arc of at least half the models', () => {
    const ahead = point(12, 30);
    // Facing north (90°): all three models have (12, 30) ahead.
    assert.equal(withinUnitFrontArc(row([90, 90, 90], 'open'), 'U', ahead), true);
    // Two of three facing south: one of three, less than half.
    assert.equal(withinUnitFrontArc(row([90, 270, 270], 'open'), 'U', ahead), false);
    // Two of three facing north: more than half.
    assert.equal(withinUnitFrontArc(row([90, 90, 270], 'open'), 'U', ahead), true);
  });

  it('glossary: Resilient (Front): Close Formation — the arcs extend from the corners of the block (rulebook p.15)', () => {
    const block = row([90, 90, 90], 'close');
    // Straight ahead of the block, and ahead of its left corner at 45°.
    assert.equal(withinUnitFrontArc(block, 'U', point(12, 20)), true);
    assert.equal(withinUnitFrontArc(block, 'U', point(7, 14)), true);
    // Beside the block, level with its front: its flank.
    assert.equal(withinUnitFrontArc(block, 'U', point(4, 10.5)), false);
    assert.equal(withinUnitFrontArc(block, 'U', point(12, 0)), false);
  });

  it('glossary: Resilient (Front): a Rolling Stock unit has two Front Arcs, ahead and behind', () => {
    const train = setRules(row([90, 90, 90], 'open'), [...RESILIENT, { name: 'Rolling Stock' }]);
    assert.equal(withinUnitFrontArc(train, 'U', point(12, 0)), true);
    assert.equal(withinUnitFrontArc(train, 'U', point(40, 10)), false);
  });
});

describe("glossary: Resilient (Front) in the game's attacks", () => {
  const setup = skirmishWith({ 'b-rifles': { rules: RESILIENT } });

  /** faceToFace: A-rifles 5" south of B-rifles; B facing `facing` radians. */
  function facingB(facing: number): GameState {
    const state = faceToFace(setup);
    const b = state.units['b-rifles'];
    assert.ok(b !== undefined);
    b.models = b.models.map((m) => ({ ...m, facing }));
    return state;
  }

  it('glossary: Resilient (Front): a Ranged Attack from within the Front Arc meets Defence +1; from behind it does not', () => {
    const faced = planRangedAttack(setup, facingB(-Math.PI / 2), 'a-rifles', 'b-rifles', false);
    assert.equal(faced.attack.situation.attackerInTargetFrontArc, true);
    assert.equal(prepareAttack(faced.attack, ARMOURED_CLASH_RULES).defence, 2);
    const turned = planRangedAttack(setup, facingB(Math.PI / 2), 'a-rifles', 'b-rifles', false);
    assert.equal(turned.attack.situation.attackerInTargetFrontArc, false);
    assert.equal(prepareAttack(turned.attack, ARMOURED_CLASH_RULES).defence, 1);
  });

  it('glossary: Resilient (Front): a Close Quarters Attack from within the Front Arc meets Defence +1', () => {
    const state = facingB(-Math.PI / 2);
    const [a, b] = [state.units['a-rifles'], state.units['b-rifles']];
    assert.ok(a !== undefined && b !== undefined);
    const strike = { striker: a, struck: b, outflanked: false, charged: true };
    const attack = closeQuartersAttack(setup, state, strike);
    assert.ok(attack !== undefined);
    assert.equal(attack.situation.attackerInTargetFrontArc, true);
    assert.equal(prepareAttack(attack, ARMOURED_CLASH_RULES).defence, 2);
  });
});
