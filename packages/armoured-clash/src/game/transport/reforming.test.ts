import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { skirmish } from '../../testing/game-fixture.js';
import { applyChoice } from '../apply-choice.js';
import type { GameSetup } from '../army.js';
import { planRangedAttack } from '../ranged-attack.js';
import type { GameState } from '../state.js';
import { transportOpened, transportSkirmish } from './transport-fixture.js';
import { openedWithRiflesAt, withHouse } from '../../testing/house-fixture.js';

/** A B unit moved `dy` inches south, within reach of A's rifles. */
function southward(state: GameState, target: string, dy: number): GameState {
  const unit = state.units[target];
  if (unit === undefined) throw new RangeError(target);
  unit.models = unit.models.map((m) => ({ ...m, y: m.y - dy }));
  return state;
}

/**
 * The Combat Rating Bonuses and Penalties of A's rifles firing at the B tanks in
 * their Attack Step, besides those of the same attack by a unit that did not Reform.
 */
function reformingModifiers(setup: GameSetup, state: GameState, target: string): string[] {
  const activation = state.activation;
  if (activation === undefined) throw new RangeError('no Activation');
  const names = (reforming: boolean): string[] =>
    (
      planRangedAttack(setup, state, 'a-rifles', target, false, false, {
        ...activation,
        reforming,
      }).attack.situation.combatRatingModifiers ?? []
    ).map((m) => `${m.effect} ${m.source}`);
  const usual = names(false);
  return names(true).filter((name) => !usual.includes(name));
}

describe('rulebook p.26 Ranged Combat Rating Penalty: Reforming', () => {
  it('a unit that made a Disembark manoeuvre this turn fires with the Reforming penalty', () => {
    const setup = transportSkirmish(3, true);
    let state = applyChoice(setup, transportOpened(setup), {
      kind: 'activate',
      unit: 'a-rifles',
    }).state;
    state = applyChoice(setup, state, { kind: 'disembark', at: [24, 9], facing: 90 }).state;
    assert.equal(state.activation?.reforming, true);
    const near = southward(state, 'b-tanks', 16);
    assert.deepEqual(reformingModifiers(setup, near, 'b-tanks'), ['penalty Reforming']);
  });

  it('a unit that made an Exit manoeuvre this turn fires with the Reforming penalty', () => {
    const setup = withHouse(skirmish());
    const opening = openedWithRiflesAt(setup, 6, [
      { kind: 'activate', unit: 'a-rifles' },
      { kind: 'hold' },
      { kind: 'garrison', building: 'house' },
    ]);
    const rifles = opening.units['a-rifles'];
    if (rifles === undefined) throw new RangeError('a-rifles');
    rifles.statuses = [];
    opening.turn = 'a';
    let state = applyChoice(setup, opening, { kind: 'activate', unit: 'a-rifles' }).state;
    // Out of the House's north side, 2.5" from it, B's rifles ahead.
    state = applyChoice(setup, state, { kind: 'exit', at: [10, 14], facing: 90 }).state;
    assert.equal(state.activation?.reforming, true);
    const near = southward(state, 'b-rifles', 8);
    assert.deepEqual(reformingModifiers(setup, near, 'b-rifles'), ['penalty Reforming']);
  });

  it('a unit that only Advanced has no Reforming penalty', () => {
    const setup = skirmish();
    let state = openedWithRiflesAt(setup, 6, [
      { kind: 'activate', unit: 'a-rifles' },
      { kind: 'advance', at: [12, 6], facing: 90 },
    ]);
    state = southward(state, 'b-rifles', 8);
    assert.equal(state.activation?.reforming, undefined);
    const { attack } = planRangedAttack(
      setup,
      state,
      'a-rifles',
      'b-rifles',
      false,
      false,
      state.activation,
    );
    assert.ok(
      !(attack.situation.combatRatingModifiers ?? []).some((m) => m.source === 'Reforming'),
    );
  });
});
