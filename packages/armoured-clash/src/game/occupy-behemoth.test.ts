import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { garrisonProblem, standingModels } from '../battlefield/garrison.js';
import type { RuleRef } from '../rules/rule-ref.js';
import { faceToFace, skirmishWith } from '../testing/melee-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import { attackTarget } from './attack-parties.js';
import { chargeTargets } from './charge-targets.js';
import { asGarrisonedTarget } from './siegebreaker.js';
import type { GameState } from './state.js';
import { tableOf } from './table-of.js';
import { garrisonOptions } from './transport/garrison.js';
import { wreckPiece } from './behemoth-wreck.js';

const WRECK = 'wreck of b-tanks#1';

/** B's (Large) Tanks with the Behemoth Trait, A's Rifles with `rules`. */
function behemothGame(rules: readonly RuleRef[]): GameSetup {
  return skirmishWith({ 'b-tanks': { traits: ['Behemoth'] }, 'a-rifles': { rules } });
}

/** B's first Tank Wrecked at (10, 10), 4" north of A's Rifles' rank; A's Rifles in their Attack Step. */
function besideTheWreck(setup: GameSetup): GameState {
  const state = faceToFace(setup);
  const tanks = state.units['b-tanks']!;
  const [first, ...rest] = tanks.models;
  tanks.wrecks = [{ ...first!, x: 10, y: 10, facing: 0 }];
  tanks.models = rest;
  const activated = applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles' }).state;
  return applyChoice(setup, activated, { kind: 'hold' }).state;
}

describe('glossary: Occupy of a Wrecked Behemoth', () => {
  it('glossary: Occupy: a unit with the rule may Garrison a Wrecked Behemoth as though it were a Defensible Building; without it, it may not', () => {
    const occupying = behemothGame([{ name: 'Occupy' }]);
    assert.deepEqual(garrisonOptions(occupying, besideTheWreck(occupying), 'a-rifles'), [
      { kind: 'garrison', building: WRECK },
    ]);
    const plain = behemothGame([]);
    assert.deepEqual(garrisonOptions(plain, besideTheWreck(plain), 'a-rifles'), []);
  });

  it('glossary: Occupy, rulebook p.44 Garrisoned Units: Garrisoning it, the unit stands as the wreck, with its Size, and is attacked as Garrisoned with that Size', () => {
    const setup = behemothGame([{ name: 'Occupy' }]);
    const { state } = applyChoice(setup, besideTheWreck(setup), {
      kind: 'garrison',
      building: WRECK,
    });
    assert.equal(state.units['a-rifles']!.garrisoning, WRECK);
    const table = tableOf(setup, state);
    const tanks = armyUnit(setup, 'b-tanks');
    const wreck = wreckPiece(tanks, state.units['b-tanks']!.wrecks![0]!);
    assert.deepEqual(standingModels(table, 'a-rifles')[0]?.footprint, wreck.area);
    const rifles = state.units['a-rifles']!;
    const attacked = asGarrisonedTarget(
      setup,
      state.units,
      attackTarget(armyUnit(setup, 'a-rifles'), rifles),
      rifles,
    );
    assert.equal(attacked.buildingSize, tanks.size);
    assert.ok(attacked.target.rules.some((r) => r.name === 'Garrisoned'));
  });

  it('glossary: Occupy: opposing units Charge the Garrison through the wreck, but without the rule cannot Garrison the Behemoth', () => {
    const setup = behemothGame([{ name: 'Occupy' }]);
    const { state } = applyChoice(setup, besideTheWreck(setup), {
      kind: 'garrison',
      building: WRECK,
    });
    assert.ok(chargeTargets(setup, state, 'b-rifles').includes('a-rifles'));
    // B's Rifles, 2" from the wreck, could not Garrison it were it empty (as after winning a Storming).
    const empty = besideTheWreck(setup);
    assert.match(
      garrisonProblem(tableOf(setup, empty), 'b-rifles', WRECK) ?? '',
      /the wreck of b-tanks#1 is Wrecked: only a unit with Occupy can Garrison it/,
    );
  });
});
