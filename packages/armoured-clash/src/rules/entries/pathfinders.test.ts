import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyChoice } from '../../game/apply-choice.js';
import type { GameSetup } from '../../game/army.js';
import { setupRuleProblems } from '../../game/setup-rules.js';
import type { GameState } from '../../game/state.js';
import { opened } from '../../testing/clash-fixture.js';
import { skirmishWith } from '../../testing/melee-fixture.js';

const RULE = 'glossary: Pathfinders';

/** A's tanks with Pathfinders; a band of Difficult Terrain 1" deep across x 0-20 at y = 8, north of A's rifles (rank at y = 6). */
function field(): GameSetup {
  const base = skirmishWith({ 'a-tanks': { rules: [{ name: 'Pathfinders' }] } });
  const band = {
    id: 'ditch',
    name: 'Ditch',
    size: 0,
    features: ['difficult' as const],
    area: { rectangle: { centre: [10, 8] as [number, number], width: 1, depth: 20, facing: 0 } },
  };
  return { ...base, terrain: [...base.terrain, band] };
}
const setup = field();

/** A's rifles Activated, their tanks moved `dx` along x first (-5: 4.5" from the rifles' rank). */
function riflesMoving(dx: number): GameState {
  const state = opened(setup);
  const tanks = state.units['a-tanks'];
  assert.ok(tanks !== undefined);
  tanks.models = tanks.models.map((m) => ({ ...m, x: m.x + dx }));
  const activated = applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles' }).state;
  return activated.activation?.reaction === undefined
    ? activated
    : applyChoice(setup, activated, { kind: 'noReaction' }).state;
}

/** 4" north, across the band: 5" of movement counting the Difficult inch twice. */
const NORTH = { kind: 'advance', at: [10, 10], facing: 90 } as const;
/** 4" west: the rank ends 8.5" from the tanks. */
const WEST = { kind: 'advance', at: [6, 6], facing: 90 } as const;

describe(RULE, () => {
  it('glossary: Pathfinders: a known rule, not reported when the data loads', () => {
    assert.deepEqual(setupRuleProblems(setup), []);
  });

  it('glossary: Pathfinders: a friendly Infantry unit starting its Activation within 6" treats Difficult Terrain as Open', () => {
    const guided = riflesMoving(-5);
    assert.equal(guided.units['a-rifles']?.pathfinder, 'a-tanks');
    const { state } = applyChoice(setup, guided, NORTH);
    assert.equal(state.units['a-rifles']?.models[0]?.y, 10);
    // The guidance ends with the Movement Step.
    assert.equal(state.units['a-rifles']?.pathfinder, undefined);
  });

  it('glossary: Pathfinders: a unit starting farther than 6" away is not guided: the band costs double', () => {
    const alone = riflesMoving(0);
    assert.equal(alone.units['a-rifles']?.pathfinder, undefined);
    assert.throws(() => applyChoice(setup, alone, NORTH), { rule: 'rulebook p.16 Movement Limit' });
  });

  it('glossary: Pathfinders: the guided unit must end its Movement Step within 6" of the unit', () => {
    assert.throws(() => applyChoice(setup, riflesMoving(-5), WEST), {
      rule: RULE,
      message: 'Rifles a-rifles must end its Movement Step within 6" of Tanks a-tanks',
    });
    assert.doesNotThrow(() => applyChoice(setup, riflesMoving(0), WEST));
  });
});
