import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { prepareAttack } from '../attack/prepare.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import { opened } from '../testing/clash-fixture.js';
import { skirmishWith } from '../testing/melee-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { GameSetup } from './army.js';
import { planRangedAttack } from './ranged-attack.js';
import type { GameState } from './state.js';
import { tanksGunWithOnly } from '../testing/gun-fixture.js';

/** A's tanks with Trap on their gun against Light targets. */
const setup: GameSetup = skirmishWith({
  'a-tanks': {
    profile: {
      armaments: tanksGunWithOnly('light', [{ name: 'Trap' }]),
    },
  },
});

function shift(state: GameState, id: string, dx: number, dy: number): void {
  const unit = state.units[id];
  if (unit === undefined) throw new RangeError(id);
  unit.models = unit.models.map((m) => ({ ...m, x: m.x + dx, y: m.y + dy }));
}

/** A's rifles Activate and hold; then B's rifles (moved by `dx`, `dy` first) Activate and make `move`, or hold. */
function afterB(dx: number, dy: number, move?: { at: [number, number] }): GameState {
  let state = opened(setup);
  shift(state, 'b-rifles', dx, dy);
  const play = (choice: Parameters<typeof applyChoice>[2]): void => {
    state = applyChoice(setup, state, choice).state;
    if (state.activation?.reaction !== undefined)
      state = applyChoice(setup, state, { kind: 'noReaction' }).state;
  };
  play({ kind: 'activate', unit: 'a-rifles' });
  play({ kind: 'hold' });
  play({ kind: 'hold' });
  play({ kind: 'activate', unit: 'b-rifles' });
  play(move === undefined ? { kind: 'hold' } : { kind: 'advance', at: move.at, facing: 270 });
  return state;
}

/** B's rifles' rank moved into the skirmish's wood (Dense, a circle of radius 3 at (31, 18)). */
const INTO_WOOD = [21.5, -12] as const;

describe('glossary: Trap: its targets', () => {
  it('glossary: Trap: a unit that started its Movement Step in Dense Terrain can be targeted without Line of Sight', () => {
    const state = afterB(...INTO_WOOD);
    assert.equal(state.units['b-rifles']?.trapExposed, true);
    // A's tanks turned away: no Line of Sight within their Front Arc, yet the Trap acquires.
    const tanksState = state.units['a-tanks'];
    assert.ok(tanksState !== undefined);
    tanksState.models = tanksState.models.map((m) => ({ ...m, facing: -Math.PI / 2 }));
    const plan = planRangedAttack(setup, state, 'a-tanks', 'b-rifles', false);
    assert.equal(plan.acquisition.confirmed, true);
    assert.equal(prepareAttack(plan.attack, ARMOURED_CLASH_RULES).rating, 'improved');
  });

  it('glossary: Trap: a unit that ended its Movement Step in Dense Terrain can be targeted', () => {
    // B's rifles' rank at y = 22, clear of the wood, Advance 1.5" south into its edge.
    const state = afterB(21, -8, { at: [31, 20.5] });
    assert.equal(state.units['b-rifles']?.trapExposed, true);
    assert.equal(
      planRangedAttack(setup, state, 'a-tanks', 'b-rifles', false).acquisition.confirmed,
      true,
    );
  });

  it('glossary: Trap: no other unit can be its target, even in plain sight', () => {
    const state = afterB(14, -12);
    assert.equal(state.units['b-rifles']?.trapExposed, undefined);
    assert.throws(() => planRangedAttack(setup, state, 'a-tanks', 'b-rifles', false), {
      rule: 'rulebook p.17 Target Acquisition',
      message: 'Tanks a-tanks cannot acquire Rifles b-rifles (visibility)',
    });
  });
});
