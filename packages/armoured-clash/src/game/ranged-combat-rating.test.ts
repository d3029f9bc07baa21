import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { distanceBetweenUnits } from '../battlefield/table.js';
import { prepareAttack } from '../attack/prepare.js';
import { attackOdds } from '../odds/attack-odds.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import { opened } from '../testing/clash-fixture.js';
import { skirmish } from '../testing/game-fixture.js';
import { planRangedAttack } from './ranged-attack.js';
import type { GameState } from './state.js';
import { tableOf } from './table-of.js';

const setup = skirmish();

/** The A tanks' attack on the B tanks: its Combat Rating Bonuses and Penalties, by name, and the rating. */
function rated(state: GameState): { modifiers: string[]; rating: string } {
  const { attack } = planRangedAttack(setup, state, 'a-tanks', 'b-tanks', false);
  const modifiers = (attack.situation.combatRatingModifiers ?? []).map(
    (m) => `${m.effect} ${m.source}`,
  );
  return { modifiers, rating: prepareAttack(attack, ARMOURED_CLASH_RULES).rating };
}

/** The B tanks moved `dy` inches toward the south edge. */
function bTanksSouth(state: GameState, dy: number): GameState {
  const unit = state.units['b-tanks'];
  if (unit === undefined) throw new RangeError('b-tanks');
  unit.models = unit.models.map((m) => ({ ...m, y: m.y - dy }));
  return state;
}

/** Floating-point tolerance of the exact odds. */
const TOLERANCE = 1e-12;

/** The A tanks' heavy row: Short Range 15". */
const SHORT_RANGE = 15;

describe('rulebook p.26 Ranged Combat Rating Bonus: Short Range', () => {
  it('the target within the attack\'s Short Range (15") gives a Bonus: Improved', () => {
    const state = bTanksSouth(opened(setup), 12);
    const gap = distanceBetweenUnits(tableOf(setup, state), 'a-tanks', 'b-tanks');
    assert.ok(gap <= SHORT_RANGE, `${gap}`);
    assert.deepEqual(rated(state), { modifiers: ['bonus Short Range'], rating: 'improved' });
  });

  it('beyond it, no Bonus: Neutral', () => {
    const state = opened(setup);
    const gap = distanceBetweenUnits(tableOf(setup, state), 'a-tanks', 'b-tanks');
    assert.ok(gap > SHORT_RANGE, `${gap}`);
    assert.deepEqual(rated(state), { modifiers: [], rating: 'neutral' });
  });
});

describe('rulebook p.26 Ranged Combat Rating Penalty: Suppressed', () => {
  it('a Suppressed attacker has a Penalty: Weakened, or Neutral at Short Range', () => {
    const far = opened(setup);
    far.units['a-tanks']?.statuses.push('suppressed');
    assert.deepEqual(rated(far), { modifiers: ['penalty Suppressed'], rating: 'weakened' });
    const near = bTanksSouth(opened(setup), 12);
    near.units['a-tanks']?.statuses.push('suppressed');
    assert.deepEqual(rated(near), {
      modifiers: ['bonus Short Range', 'penalty Suppressed'],
      rating: 'neutral',
    });
  });

  it('the exact odds read the same rating: 6 dice expect 49/9 hits Neutral, 14/3 Weakened', () => {
    const expectedHits = (state: GameState): number => {
      const { attack } = planRangedAttack(setup, state, 'a-tanks', 'b-tanks', false);
      return attackOdds(attack, ARMOURED_CLASH_RULES).expected.hits;
    };
    const suppressed = opened(setup);
    suppressed.units['a-tanks']?.statuses.push('suppressed');
    assert.ok(Math.abs(expectedHits(opened(setup)) - 49 / 9) < TOLERANCE);
    assert.ok(Math.abs(expectedHits(suppressed) - 14 / 3) < TOLERANCE);
  });
});
