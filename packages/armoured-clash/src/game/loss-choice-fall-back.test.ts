import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { faceToFace, skirmishWith } from '../testing/melee-fixture.js';
import type { GameSetup } from './army.js';
import { LossChoiceWait } from './loss-choice-due.js';
import { lossOrderTaking, promotionOrder } from './losses.js';
import type { GameState, UnitState } from './state.js';

/** B's four rifles in Open Formation, a rank at y 12 (#4 x 7.5, #2 x 8.75, Officer #1 x 10, #3 x 11.25). */
const setup: GameSetup = skirmishWith({
  'b-rifles': { profile: { formation: 'open', models: 4 } },
});

function rifles(state: GameState): UnitState {
  const unit = state.units['b-rifles'];
  if (unit === undefined) throw new RangeError('no b-rifles');
  return unit;
}

function officerOf(unit: UnitState) {
  const officer = unit.models.find((m) => m.id === unit.officer);
  if (officer === undefined) throw new RangeError('no Officer');
  return officer;
}

/** The choice the game stops for, thrown as `make` runs (game/loss-choice-due.ts). */
function waitedFor(make: () => unknown): LossChoiceWait['ask'] | undefined {
  try {
    make();
    return undefined;
  } catch (error) {
    if (error instanceof LossChoiceWait) return error.ask;
    throw error;
  }
}

const SURVIVORS = ['b-rifles#2', 'b-rifles#3', 'b-rifles#4'];

describe('rulebook p.36 Falling Back, p.29 Withdrawing: the Field Promotion asked as an Officer is removed', () => {
  it('rulebook p.36 Falling Back, p.35 Field Promotion: the Officer that cannot fall back is removed; in a choice being made the game stops for General B among the survivors', () => {
    const state = faceToFace(setup);
    state.lossPicks = [];
    const unit = rifles(state);
    const ask = waitedFor(() => lossOrderTaking(setup, state, unit, officerOf(unit), undefined));
    assert.deepEqual(ask, { kind: 'fieldPromotion', unit: 'b-rifles', among: SURVIVORS });
  });

  it('rulebook p.35: the answer given (#3) makes the Field Promotion, and is taken once', () => {
    const state = faceToFace(setup);
    state.lossPicks = ['b-rifles#3'];
    const unit = rifles(state);
    assert.deepEqual(lossOrderTaking(setup, state, unit, officerOf(unit), undefined), [
      'b-rifles#3',
    ]);
    assert.deepEqual(state.lossPicks, []);
  });

  it('rulebook p.35: a standing order naming a survivor settles it (no wait); a model that is not the Officer asks nothing', () => {
    const state = faceToFace(setup);
    state.lossPicks = [];
    const unit = rifles(state);
    assert.deepEqual(lossOrderTaking(setup, state, unit, officerOf(unit), ['b-rifles#2']), [
      'b-rifles#2',
    ]);
    const other = unit.models.find((m) => m.id === 'b-rifles#4');
    assert.ok(other !== undefined);
    assert.equal(lossOrderTaking(setup, state, unit, other, undefined), undefined);
  });

  it('rulebook p.29 Withdrawing, p.35: an Officer that cannot be placed: the game stops for its Field Promotion; the answer (#4) is its order', () => {
    const state = faceToFace(setup);
    state.lossPicks = [];
    const unit = rifles(state);
    const ask = waitedFor(() => promotionOrder(setup, state, unit, officerOf(unit), undefined));
    assert.deepEqual(ask, { kind: 'fieldPromotion', unit: 'b-rifles', among: SURVIVORS });
    state.lossPicks = ['b-rifles#4'];
    assert.deepEqual(promotionOrder(setup, state, unit, officerOf(unit), undefined), [
      'b-rifles#4',
    ]);
  });

  it('outside a choice being made (no answers kept), nothing is asked: the engine’s default stands', () => {
    const state = faceToFace(setup);
    const unit = rifles(state);
    assert.equal(promotionOrder(setup, state, unit, officerOf(unit), undefined)?.length, 1);
  });
});
