import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { OPENING_CHOICES, skirmish } from '../testing/game-fixture.js';
import { applyChoice } from './apply-choice.js';
import { fallBack } from './fall-back.js';
import { destroyModel, destroyModels } from './losses.js';
import { RECORD_FORMAT, replay } from './record.js';
import { type AttackingUnit, attackingUnit } from './open-formation-losses.js';
import type { GameState } from './state.js';
import { tableOf } from './table-of.js';

const setup = skirmish();
const OPENING = OPENING_CHOICES;

/** The footprints of the attacking unit, as the game measures losses from them. */
function fromUnit(state: GameState, id: string): AttackingUnit {
  return attackingUnit(tableOf(setup, state), id);
}

function opened(): GameState {
  return replay({ format: RECORD_FORMAT, setup, seed: 5, choices: OPENING }).state;
}

describe('rulebook p.34 Destroying Models', () => {
  it('Close Formation: from the back rank, never the Officer while others remain', () => {
    const state = opened();
    const rifles = state.units['b-rifles']!;
    const officer = rifles.officer;
    destroyModels(setup, state, rifles, 2, fromUnit(state, 'a-rifles'));
    assert.equal(rifles.models.length, 4);
    assert.ok(rifles.models.some((m) => m.id === officer));
  });

  it("rulebook p.34 Destroying Models: Open Formation: B's Officer, straight across from the attacking tanks, is closest; p.35 Loss of an Officer: Disordered, the other tank promoted", () => {
    const state = opened();
    const tanks = state.units['b-tanks']!;
    // A's tanks at x 24 and 26.25, B's at x 24 (the Officer) and 21.75: only B's Officer faces A's hulls squarely.
    const events = destroyModels(setup, state, tanks, 1, fromUnit(state, 'a-tanks'));
    assert.deepEqual(
      tanks.models.map((m) => m.id),
      ['b-tanks#2'],
    );
    assert.equal(tanks.officer, 'b-tanks#2');
    assert.deepEqual(tanks.statuses, ['disordered']);
    assert.ok(events.some((e) => e.kind === 'officer'));
  });

  it('rulebook p.35 Loss of an Officer: in Close Formation a back-rank model is removed in its stead, and the unit is Disordered', () => {
    const state = opened();
    const rifles = state.units['b-rifles']!;
    const officer = rifles.models.find((m) => m.id === rifles.officer)!;
    const events = destroyModel(setup, rifles, officer);
    assert.equal(rifles.models.length, 5);
    assert.equal(rifles.officer, officer.id);
    assert.ok(rifles.models.includes(officer));
    assert.ok(rifles.statuses.includes('disordered'));
    assert.ok(events.some((e) => e.kind === 'officer'));
  });

  it('rulebook p.35: the last model Destroyed Annihilates the unit; the opponent scores its VPR', () => {
    const state = opened();
    destroyModels(setup, state, state.units['b-tanks']!, 2, fromUnit(state, 'a-tanks'));
    assert.ok(state.units['b-tanks']!.annihilated);
    assert.equal(state.players.a.vp, 3);
  });
});

describe('rulebook p.36 Falling Back and Fleeing the Field', () => {
  it('a unit falls back a full 3" towards its Rear Edge', () => {
    const state = opened();
    const rifles = state.units['b-rifles']!;
    const before = rifles.models.map((m) => m.y);
    fallBack(setup, state, rifles);
    assert.deepEqual(
      rifles.models.map((m) => m.y),
      before.map((y) => y + 3),
    );
  });

  it('a unit that would reach its own edge Flees the Field and counts as Annihilated', () => {
    const state = opened();
    const tanks = state.units['a-tanks']!;
    // 2" from the south edge, the tanks' hulls (3" deep) would cross it.
    tanks.models = tanks.models.map((m) => ({ ...m, y: 2 }));
    const events = fallBack(setup, state, tanks);
    assert.ok(events.some((e) => e.kind === 'flees'));
    assert.ok(tanks.annihilated);
    assert.equal(state.players.b.vp, 3);
  });
});

describe('rulebook p.24 Rally Tests', () => {
  it('a Suppressed unit takes a Rally Test when Activated and loses the Status at the end of its Activation', () => {
    const state = opened();
    state.units['a-rifles']!.statuses.push('suppressed');
    const activated = applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles' });
    assert.ok(activated.events.some((e) => e.kind === 'rallyTest'));
    let next = activated.state;
    const failed = next.activation?.rallyFailed === true;
    next = applyChoice(setup, next, { kind: 'hold' }).state;
    if (!failed) next = applyChoice(setup, next, { kind: 'hold' }).state;
    assert.equal(next.activation, undefined);
    assert.ok(!next.units['a-rifles']!.statuses.includes('suppressed'));
  });
});
