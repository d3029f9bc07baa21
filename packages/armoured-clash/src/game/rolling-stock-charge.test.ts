import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { radians } from '@warroom/engine';
import { faceToFace, skirmishWith } from '../testing/melee-fixture.js';
import type { GameSetup } from './army.js';
import { plannedCharge } from './charge-move.js';
import { profileAsTarget } from './entrenched.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState } from './state.js';
import { tableOf } from './table-of.js';

const ROLLING_STOCK = [{ name: 'Rolling Stock' }];
const NORTH = 90;
const SOUTH = 270;

/** A-rifles (Officer at (10, 6), facing north) and B-rifles' rank at y = 12, turned to face north: A stands behind them. */
function behindB(setup: GameSetup): GameState {
  const state = faceToFace(setup);
  const b = state.units['b-rifles'];
  if (b === undefined) throw new RangeError('no b-rifles');
  b.models = b.models.map((m) => ({ ...m, facing: radians(NORTH) }));
  return state;
}

describe('glossary: Rolling Stock: Charges and an Entrenched target read its two Front Arcs', () => {
  it('glossary: Rolling Stock: a Close Formation target charged from behind is Outflanked, unless it has Rolling Stock (its rear is a second Front Arc)', () => {
    const plain = skirmishWith({});
    const charge = (setup: GameSetup) =>
      plannedCharge(setup, behindB(setup), 'a-rifles', 'b-rifles', [10, 11], NORTH).outflanked;
    assert.equal(charge(plain), true);
    assert.equal(charge(skirmishWith({ 'b-rifles': { rules: ROLLING_STOCK } })), false);
  });

  it('glossary: Rolling Stock: a charger may end with its target in its rear Front Arc; without the rule the target must be ahead', () => {
    const plain = skirmishWith({});
    const backwards = (setup: GameSetup) => () =>
      plannedCharge(setup, faceToFace(setup), 'a-rifles', 'b-rifles', [10, 11], SOUTH);
    assert.throws(
      backwards(plain),
      (e: unknown) => e instanceof IllegalChoice && /the target in its Front Arc/.test(e.message),
    );
    const rolling = skirmishWith({ 'a-rifles': { rules: ROLLING_STOCK } });
    assert.equal(backwards(rolling)().outflanked, false);
  });

  it('glossary: Rolling Stock: an Entrenched Light target counts as Heavy against an attacker in either Front Arc of its Officer', () => {
    const category = (setup: GameSetup) =>
      profileAsTarget(setup, tableOf(setup, behindB(setup)), 'a-rifles', 'b-rifles', true).category;
    assert.equal(category(skirmishWith({})), 'light');
    assert.equal(category(skirmishWith({ 'b-rifles': { rules: ROLLING_STOCK } })), 'heavy');
  });
});
