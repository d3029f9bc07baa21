import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MARKER_RADIUS, opened, touch } from '../../testing/clash-fixture.js';
import {
  HEROIC_SEED,
  STRIKE_SEED,
  ladySkirmish,
  scour,
} from '../../testing/find-the-lady-fixture.js';
import { fallBack } from '../fall-back.js';
import { destroyModels } from '../losses.js';
import type { GameState } from '../state.js';
import { markersInPlay } from './scoring.js';
import { markerAhead } from './vital-objective.js';

const setup = ladySkirmish();

/** A's Rifles found the Vital Objective at the west marker (its Officer facing up the table, +y). */
function escorting(): GameState {
  const state = opened(setup);
  touch(setup, state, 'a-rifles', [9, 18 - MARKER_RADIUS], 'south');
  return scour(setup, state, 'a-rifles', 'west', HEROIC_SEED).state;
}

describe('rulebook pp.62-63 Find the Lady: Escorting the Vital Objective', () => {
  it('the marker is set down in contact with the Officer, in its Front Arc: straight ahead of it', () => {
    const [x, y] = markerAhead({ id: 'o', x: 10, y: 5, facing: Math.PI / 2 }, 1);
    assert.ok(Math.abs(x - 10) < 1e-9);
    assert.ok(Math.abs(y - (5 + 0.5 + MARKER_RADIUS)) < 1e-9);
  });

  it('a unit that Falls Back drops it where its Officer stood, before it moves; it is on the battlefield again', () => {
    const state = escorting();
    const rifles = state.units['a-rifles'];
    const officer = rifles?.models.find((m) => m.id === rifles.officer);
    if (rifles === undefined || officer === undefined) assert.fail('no Rifles');
    const depth = setup.generals.a.units[0]?.footprint.depth ?? 0;
    const events = fallBack(setup, state, rifles);
    assert.deepEqual(
      events.slice(0, 2).map((e) => e.kind),
      ['fallBack', 'vitalObjectiveDropped'],
    );
    assert.equal(rifles.statuses.includes('escortingTheVitalObjective'), false);
    assert.deepEqual(state.vitalObjective, { marker: 'west', at: markerAhead(officer, depth) });
    assert.deepEqual(
      markersInPlay(setup, state).map((m) => [m.id, m.at]),
      [['west', markerAhead(officer, depth)]],
    );
    // The Rifles moved 3" back: the marker stayed where it was set down.
    assert.notEqual(rifles.models[0]?.y, officer.y);
  });

  it('an Annihilated unit drops it where its Officer stood before its models were Destroyed', () => {
    const state = escorting();
    const rifles = state.units['a-rifles'];
    const officer = rifles?.models.find((m) => m.id === rifles.officer);
    if (rifles === undefined || officer === undefined) assert.fail('no Rifles');
    const depth = setup.generals.a.units[0]?.footprint.depth ?? 0;
    const events = destroyModels(setup, state, rifles, rifles.models.length, undefined);
    assert.ok(rifles.annihilated);
    assert.ok(events.some((e) => e.kind === 'vitalObjectiveDropped'));
    assert.deepEqual(state.vitalObjective, { marker: 'west', at: markerAhead(officer, depth) });
    assert.deepEqual(state.removedObjectives, ['centre', 'east']);
  });

  it('the dropped marker, the only one left, is found again without a roll by a unit in contact with it', () => {
    const state = escorting();
    const rifles = state.units['a-rifles'];
    if (rifles === undefined) assert.fail('no Rifles');
    destroyModels(setup, state, rifles, rifles.models.length, undefined);
    const at = state.vitalObjective?.at;
    if (at === undefined) assert.fail('no marker dropped');
    touch(setup, state, 'b-rifles', [at[0], at[1] + MARKER_RADIUS], 'north');
    // B Activates next: A's Rifles are gone; A's Tanks have not moved.
    state.turn = 'b';
    const { state: after } = scour(setup, state, 'b-rifles', 'west', STRIKE_SEED);
    assert.ok(after.units['b-rifles']?.statuses.includes('escortingTheVitalObjective'));
    assert.deepEqual(after.vitalObjective, { marker: 'west' });
    assert.deepEqual(markersInPlay(setup, after), []);
  });
});
