import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { distanceBetweenUnits } from '../battlefield/table.js';
import { opened } from '../testing/clash-fixture.js';
import { faceToFace, skirmishWith } from '../testing/melee-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { GameSetup } from './army.js';
import type { Choice } from './choice.js';
import type { GameState } from './state.js';
import { tableOf } from './table-of.js';

/** A's rifles a Disordered Construct unit; A's tanks a Commander unit (or not). */
function game(commander: boolean): { setup: GameSetup; state: GameState } {
  const setup = skirmishWith({
    'a-rifles': { rules: [{ name: 'Construct' }] },
    'a-tanks': { traits: commander ? ['Commander'] : [] },
  });
  const state = opened(setup);
  state.units['a-rifles']?.statuses.push('disordered');
  return { setup, state };
}

function activation(setup: GameSetup, state: GameState, unit: string, move: Choice): GameState {
  let now = applyChoice(setup, state, { kind: 'activate', unit }).state;
  now = applyChoice(setup, now, move).state;
  return now.activation === undefined ? now : applyChoice(setup, now, { kind: 'hold' }).state;
}

/** The A tanks Advance west, 5" (from 24 to 19), their nearest edge then 6" or less from the rifles. */
const tanksWest: Choice = { kind: 'advance', at: [19, 5], facing: 90 };

/** How far west the tanks are set down to be as near the rifles as `tanksWest` takes them. */
const TANKS_SHIFT = 5;

describe('glossary: Construct', () => {
  it('does not lose the Disordered status at the end of its Activation', () => {
    const { setup, state } = game(false);
    const after = activation(setup, state, 'a-rifles', { kind: 'hold' });
    assert.deepEqual(after.units['a-rifles']?.statuses, ['disordered', 'activated']);
    const plain = skirmishWith({});
    const without = opened(plain);
    without.units['a-rifles']?.statuses.push('disordered');
    assert.deepEqual(
      activation(plain, without, 'a-rifles', { kind: 'hold' }).units['a-rifles']?.statuses,
      ['activated'],
    );
  });

  it('loses it when a friendly Commander unit moves within 6" of it', () => {
    const { setup, state } = game(true);
    const after = activation(setup, state, 'a-tanks', tanksWest);
    assert.ok(distanceBetweenUnits(tableOf(setup, after), 'a-rifles', 'a-tanks') <= 6);
    assert.deepEqual(after.units['a-rifles']?.statuses, []);
  });

  it('not when the Commander ends its move beyond 6" (6.5")', () => {
    const { setup, state } = game(true);
    const after = activation(setup, state, 'a-tanks', { kind: 'advance', at: [21, 5], facing: 90 });
    assert.equal(distanceBetweenUnits(tableOf(setup, after), 'a-rifles', 'a-tanks'), 6.5);
    assert.deepEqual(after.units['a-rifles']?.statuses, ['disordered']);
  });

  it('not when the unit that moves near is no Commander', () => {
    const { setup, state } = game(false);
    const after = activation(setup, state, 'a-tanks', tanksWest);
    assert.deepEqual(after.units['a-rifles']?.statuses, ['disordered']);
  });

  it('loses it when it moves within 6" of a friendly Commander unit', () => {
    const { setup, state } = game(true);
    const near = activation(setup, state, 'a-rifles', { kind: 'advance', at: [14, 6], facing: 90 });
    assert.ok(distanceBetweenUnits(tableOf(setup, near), 'a-rifles', 'a-tanks') <= 6);
    assert.deepEqual(near.units['a-rifles']?.statuses, ['activated']);
  });

  it('loses it after any move that leaves it within 6" of a friendly Commander (the Commander rule, rulebook p.49, restored after every decision)', () => {
    const { setup, state } = game(true);
    const tanks = state.units['a-tanks'];
    if (tanks === undefined) throw new RangeError('no a-tanks');
    // Moved 5" west by no Manoeuvre (as a Withdraw or a Fall Back moves a unit).
    tanks.models = tanks.models.map((m) => ({ ...m, x: m.x - TANKS_SHIFT }));
    assert.ok(distanceBetweenUnits(tableOf(setup, state), 'a-rifles', 'a-tanks') <= 6);
    assert.deepEqual(state.units['a-rifles']?.statuses, ['disordered']);
    const next = applyChoice(setup, state, { kind: 'activate', unit: 'a-tanks' }).state;
    assert.deepEqual(next.units['a-rifles']?.statuses, []);
  });

  it('gains Disordered with Suppressed as the Close Quarters loser', () => {
    const setup = skirmishWith({
      'a-rifles': { profile: { defence: 3, damageLimit: 3 } },
      'b-rifles': {
        rules: [{ name: 'Construct' }],
        profile: { defence: 3, damageLimit: 3, discipline: 1 },
      },
    });
    let suppressed = 0;
    for (let seed = 1; seed <= 40; seed += 1) {
      let state = faceToFace(setup);
      state.rng = { a: seed, b: 2, c: 3, d: 4 };
      state = applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles' }).state;
      state = applyChoice(setup, state, {
        kind: 'charge',
        target: 'b-rifles',
        at: [10, 11],
        facing: 90,
      }).state;
      const after = applyChoice(setup, state, { kind: 'closeQuartersAttack' }).state;
      const statuses = after.units['b-rifles']?.statuses ?? [];
      if (!statuses.includes('suppressed')) continue;
      suppressed += 1;
      assert.ok(statuses.includes('disordered'));
    }
    assert.ok(suppressed > 0, 'some seed makes the Construct lose and fail its test');
  });
});
