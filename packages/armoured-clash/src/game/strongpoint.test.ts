import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { point } from '@warroom/engine';
import { controllerOf, objectiveMarker } from '../battlefield/objectives.js';
import { tableOf } from './table-of.js';
import { transportOpened, transportSkirmish } from './transport/transport-fixture.js';

/** A marker under A's tanks (deployed at (24, 5)), touching no other unit. */
const underTheTanks = objectiveMarker(point(24, 5));
const CAPACITY = 3;

describe('glossary: Strongpoint', () => {
  it('glossary: Strongpoint: Occupied by an Infantry unit, the Armour unit controls a Strategic Objective as though it were Infantry', () => {
    const setup = transportSkirmish(CAPACITY, true, [], [{ name: 'Strongpoint' }]);
    const table = tableOf(setup, transportOpened(setup));
    assert.equal(table.units.get('a-tanks')?.controlsObjectives, true);
    assert.equal(controllerOf(table, underTheTanks), 'a');
  });

  it('glossary: Strongpoint: Unoccupied, it controls nothing (rulebook p.39: only Infantry and Cavalry control)', () => {
    const setup = transportSkirmish(CAPACITY, false, [], [{ name: 'Strongpoint' }]);
    const table = tableOf(setup, transportOpened(setup, [10, 6]));
    assert.equal(table.units.get('a-tanks')?.controlsObjectives, undefined);
    assert.equal(controllerOf(table, underTheTanks), undefined);
  });

  it('rulebook p.39 Controlling Objectives: an Occupied Transport without Strongpoint does not control', () => {
    const setup = transportSkirmish(CAPACITY, true);
    const table = tableOf(setup, transportOpened(setup));
    assert.equal(controllerOf(table, underTheTanks), undefined);
  });
});
