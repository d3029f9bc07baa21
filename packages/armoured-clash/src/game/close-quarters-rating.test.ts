import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { At } from './choice.js';
import { faceToFace, skirmishWith } from '../testing/melee-fixture.js';
import type { GameSetup } from './army.js';
import { applyChoice } from './apply-choice.js';
import type { GameEvent } from './events.js';
import type { GameState } from './state.js';

type Changes = Parameters<typeof skirmishWith>[0];

/** Both Rifles at Defence 3, Damage Limit 3: both sides stand to strike. */
function sturdy(changes: Changes = {}): GameSetup {
  const tough = { defence: 3, damageLimit: 3 };
  return skirmishWith({
    ...changes,
    'a-rifles': { ...changes['a-rifles'], profile: { ...changes['a-rifles']?.profile, ...tough } },
    'b-rifles': { ...changes['b-rifles'], profile: { ...changes['b-rifles']?.profile, ...tough } },
  });
}

/** Moves every model of a unit by (dx, dy), turned to `facing` radians if given. */
function shift(state: GameState, unitId: string, dx: number, dy: number, facing?: number): void {
  const unit = state.units[unitId];
  if (unit === undefined) throw new RangeError(unitId);
  unit.models = unit.models.map((m) => ({
    ...m,
    x: m.x + dx,
    y: m.y + dy,
    facing: facing ?? m.facing,
  }));
}

/** A straight Charge of A's rifles at B's (faceToFace), ending at (10, 11) facing north. */
const HEAD_ON: { at: At; facing: number } = { at: [10, 11], facing: 90 };

/**
 * A-rifles Charge B-rifles and fight: the rating of each side's Close Quarters
 * Attack, as told by the events ("improved", "neutral", "weakened").
 */
function ratings(
  setup: GameSetup,
  prepare: (state: GameState) => void = () => undefined,
  route = HEAD_ON,
): { a: string; b: string } {
  let state = faceToFace(setup);
  prepare(state);
  state = applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles' }).state;
  if (state.activation?.reaction !== undefined)
    state = applyChoice(setup, state, { kind: 'noReaction' }).state;
  state = applyChoice(setup, state, { kind: 'charge', target: 'b-rifles', ...route }).state;
  const { events } = applyChoice(setup, state, { kind: 'closeQuartersAttack' });
  return { a: ratingOf(events, 'a-rifles'), b: ratingOf(events, 'b-rifles') };
}

function ratingOf(events: readonly GameEvent[], unit: string): string {
  const text = events.find((e) => e.kind === 'closeQuartersAttack' && e.unit === unit)?.text;
  return /in Close Quarters: (\w+),/.exec(text ?? '')?.[1] ?? 'no attack';
}

describe('rulebook p.28 Close Quarters Attack step 1: Determine Combat Rating', () => {
  it('with no Bonus or Penalty, both attacks are Neutral', () => {
    assert.deepEqual(ratings(sturdy()), { a: 'neutral', b: 'neutral' });
  });
});

describe('rulebook p.28 Close Quarters Combat Rating Bonus: Overwhelming', () => {
  it('Infantry attacking Armour is Improved; the Armour’s Retaliation against Infantry is not', () => {
    const setup = sturdy({ 'b-rifles': { profile: { type: 'armour' } } });
    assert.deepEqual(ratings(setup), { a: 'improved', b: 'neutral' });
  });

  it('Infantry attacking a Fortification is Improved', () => {
    const setup = sturdy({ 'b-rifles': { profile: { type: 'fortification' } } });
    assert.deepEqual(ratings(setup), { a: 'improved', b: 'neutral' });
  });

  it('Cavalry attacking Armour is not', () => {
    const setup = sturdy({
      'a-rifles': { profile: { type: 'cavalry' } },
      'b-rifles': { profile: { type: 'armour' } },
    });
    assert.deepEqual(ratings(setup), { a: 'neutral', b: 'neutral' });
  });
});

/** A's tanks 1" behind B's rank (and 2" from A's rifles once they charged). */
const aTanksBehindB = (state: GameState): void => shift(state, 'a-tanks', -20, 10);
/** B's tanks 1.5" to the side of A's rifles once they charged (and 2" from B's rank). */
const bTanksBesideA = (state: GameState): void => shift(state, 'b-tanks', -11.75, -20);

describe('rulebook p.28 Close Quarters Combat Rating Bonus: Supported', () => {
  it('a friendly unit other than the attacker within 2" of the target: Improved', () => {
    assert.equal(ratings(sturdy(), aTanksBehindB).a, 'improved');
  });

  it('the same unit 2.5" away: Neutral', () => {
    const further = (state: GameState): void => shift(state, 'a-tanks', -20, 11.5);
    assert.equal(ratings(sturdy(), further).a, 'neutral');
  });
});

describe('rulebook p.28 Close Quarters Combat Rating Penalty: Threatened', () => {
  it('an enemy unit other than the target within 2" of the attacking unit: Weakened', () => {
    // The A tanks Support the charge and Threaten the B rifles' Retaliation.
    assert.deepEqual(ratings(sturdy(), aTanksBehindB), { a: 'improved', b: 'weakened' });
    // The B tanks Threaten the charging A rifles and Support B's Retaliation.
    assert.deepEqual(ratings(sturdy(), bTanksBesideA), { a: 'weakened', b: 'improved' });
  });

  it('Supported and Threatened at once cancel out: Neutral both ways', () => {
    const both = (state: GameState): void => {
      aTanksBehindB(state);
      bTanksBesideA(state);
    };
    assert.deepEqual(ratings(sturdy(), both), { a: 'neutral', b: 'neutral' });
  });
});

describe('rulebook p.28 Close Quarters Combat Rating Penalty: Suppressed', () => {
  it('a Suppressed unit’s Retaliation is Weakened; the unSuppressed attacker’s is not', () => {
    const suppressed = (state: GameState): void => {
      state.units['b-rifles']?.statuses.push('suppressed');
    };
    assert.deepEqual(ratings(sturdy(), suppressed), { a: 'neutral', b: 'weakened' });
  });
});

describe('rulebook p.28 Close Quarters Combat Rating Bonus: Outflanking', () => {
  it('rulebook p.24 Outflanking: a Charge from outside the Close Formation target’s Front Arc is Improved', () => {
    // A's rifles start 4" behind B's rank, facing south, and Charge its rear.
    const behind = (state: GameState): void => shift(state, 'a-rifles', 0, 10, (3 * Math.PI) / 2);
    const rear = { at: [10, 13] as At, facing: 270 };
    assert.deepEqual(ratings(sturdy(), behind, rear), { a: 'improved', b: 'neutral' });
  });
});
