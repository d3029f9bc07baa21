import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { centreOf } from '@warroom/engine';
import { faceToFace } from '../testing/melee-fixture.js';
import { skirmish } from '../testing/game-fixture.js';
import type { GameSetup } from './army.js';
import { type GameState, type UnitState } from './state.js';
import { copyState } from './copy-state.js';
import { tableOf } from './table-of.js';

/** The table drawn anew: nothing is kept for a copy of the setup. */
function drawnAnew(setup: GameSetup, state: GameState) {
  return tableOf({ ...setup }, state);
}

function unitOf(state: GameState, id: string): UnitState {
  const unit = state.units[id];
  assert.ok(unit !== undefined, `${id} is in the game`);
  return unit;
}

describe('tableOf: the table kept for a setup follows the units', () => {
  it('rulebook p.11 Measuring Distances: units that read the same give the same table, even from another record', () => {
    const setup = skirmish();
    const state = faceToFace(setup);
    const kept = tableOf(setup, state);
    assert.deepEqual(kept, drawnAnew(setup, state));
    assert.equal(tableOf(setup, copyState(state)), kept);
  });

  it('rulebook p.11 Measuring Distances: a model that stays put is drawn once for every table, a model moved anew', () => {
    const setup = skirmish();
    const state = faceToFace(setup);
    const before = tableOf(setup, state);
    const rifles = unitOf(state, 'a-rifles');
    rifles.models = rifles.models.map((m) => ({ ...m, y: m.y + 1 }));
    const after = tableOf(setup, state);
    assert.deepEqual(after, drawnAnew(setup, state));
    for (const model of before.models) {
      const now = after.models.find((m) => m.id === model.id);
      if (model.unit === rifles.id) assert.notEqual(now, model, model.id);
      else assert.equal(now, model, model.id);
    }
  });

  it('rulebook p.11 Measuring Distances: a model moved in place of the record is measured where it now stands', () => {
    const setup = skirmish();
    const state = faceToFace(setup);
    const before = tableOf(setup, state);
    const rifles = unitOf(state, 'a-rifles');
    rifles.models = rifles.models.map((m) => ({ ...m, x: m.x + 1 }));
    const after = tableOf(setup, state);
    assert.notEqual(after, before);
    assert.deepEqual(after, drawnAnew(setup, state));
    const officer = (table: typeof before) =>
      table.models.find((m) => m.id === rifles.officer)?.footprint;
    const [from, to] = [officer(before), officer(after)];
    assert.ok(from !== undefined && to !== undefined);
    assert.equal(centreOf(to).x - centreOf(from).x, 1);
  });

  it('rulebook p.16 Moving a Unit: tables drawn for places weighed in between keep the table asked for again, and a move in place still draws anew', () => {
    const setup = skirmish();
    const state = faceToFace(setup);
    tableOf(setup, state);
    const kept = tableOf(setup, state);
    const rifles = unitOf(state, 'a-rifles');
    for (const dy of [1, 2, 3]) {
      const models = rifles.models.map((m) => ({ ...m, y: m.y + dy }));
      const weighed = { ...state, units: { ...state.units, [rifles.id]: { ...rifles, models } } };
      const drawn = tableOf(setup, weighed);
      assert.notEqual(drawn, kept, `moved ${dy}"`);
      assert.deepEqual(drawn, drawnAnew(setup, weighed));
      assert.equal(tableOf(setup, state), kept, `kept after ${dy}"`);
    }
    rifles.models = rifles.models.map((m) => ({ ...m, x: m.x + 1 }));
    const moved = tableOf(setup, state);
    assert.notEqual(moved, kept);
    assert.deepEqual(moved, drawnAnew(setup, state));
  });

  it('glossary: Demolition: a copy of the list of Wrecked buildings keeps the table, another building Wrecked draws it anew', () => {
    const setup = skirmish();
    const state = faceToFace(setup);
    state.wreckedBuildings = ['house'];
    const kept = tableOf(setup, state);
    assert.equal(tableOf(setup, { ...state, wreckedBuildings: ['house'] }), kept);
    let last = kept;
    for (const wrecked of [['barn'], ['barn', 'house'], undefined]) {
      const drawn = tableOf(setup, { ...state, wreckedBuildings: wrecked });
      assert.notEqual(drawn, last, String(wrecked));
      assert.deepEqual(drawn, drawnAnew(setup, { ...state, wreckedBuildings: wrecked }));
      last = drawn;
    }
  });

  it('rulebook p.35 Wrecked, p.43 Garrison, p.46 Embarked Units: a unit Annihilated, wrecked, Garrisoning or Embarked changes the table', () => {
    const setup = skirmish();
    const state = faceToFace(setup);
    tableOf(setup, state);
    const tanks = unitOf(state, 'b-tanks');
    const [wreck] = tanks.models;
    assert.ok(wreck !== undefined);
    tanks.wrecks = [wreck];
    tanks.models = [];
    tanks.annihilated = true;
    const wrecked = tableOf(setup, state);
    assert.deepEqual(wrecked, drawnAnew(setup, state));
    assert.ok(!wrecked.units.has('b-tanks'));
    assert.ok(wrecked.terrain.some((piece) => piece.id === `wreck of ${wreck.id}`));

    const garrison = unitOf(state, 'a-rifles');
    garrison.garrisoning = 'a building';
    const garrisoned = tableOf(setup, state);
    assert.deepEqual(garrisoned, drawnAnew(setup, state));
    assert.equal(garrisoned.units.get('a-rifles')?.garrisoning, 'a building');
    assert.ok(!garrisoned.models.some((m) => m.unit === 'a-rifles'));

    const passengers = unitOf(state, 'b-rifles');
    passengers.embarked = { transport: 'a-tanks', models: passengers.models.length };
    passengers.models = [];
    passengers.deployed = false;
    const embarked = tableOf(setup, state);
    assert.deepEqual(embarked, drawnAnew(setup, state));
    assert.ok(!embarked.units.has('b-rifles'));
  });
});
