import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MARKER_RADIUS, opened, touch } from '../../testing/clash-fixture.js';
import {
  HEROIC_SEED,
  STRIKE_SEED,
  ladySkirmish,
  scour,
} from '../../testing/find-the-lady-fixture.js';
import { applyChoice } from '../apply-choice.js';
import type { Choice } from '../choice.js';
import { nextDecision } from '../next-decision.js';
import { IllegalChoice } from '../rule-error.js';
import { markersInPlay } from './scoring.js';
import { scourableMarkers } from './scour-the-field.js';

const RULE = 'rulebook pp.62-63 Find the Lady: Scour the Field';

describe('rulebook pp.62-63 Find the Lady: Scour the Field', () => {
  it('an Infantry unit in contact with a marker is offered the Special Action in its Attack Step', () => {
    const setup = ladySkirmish();
    const state = opened(setup);
    touch(setup, state, 'a-rifles', [9, 18 - MARKER_RADIUS], 'south');
    const active = applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles' }).state;
    const attackStep = applyChoice(setup, active, { kind: 'hold' }).state;
    assert.deepEqual(
      nextDecision(setup, attackStep)?.options.filter((o) => o.kind === 'scourTheField'),
      [{ kind: 'scourTheField', marker: 'west' }],
    );
  });

  it('only Infantry or Cavalry; not with an enemy unit in contact with the marker; only in Find the Lady', () => {
    const setup = ladySkirmish();
    const state = opened(setup);
    touch(setup, state, 'a-tanks', [18, 18 - MARKER_RADIUS], 'south');
    assert.deepEqual(scourableMarkers(setup, state, 'a-tanks'), []);
    touch(setup, state, 'a-rifles', [27, 18 - MARKER_RADIUS], 'south');
    assert.deepEqual(scourableMarkers(setup, state, 'a-rifles'), ['east']);
    touch(setup, state, 'b-rifles', [27, 18 + MARKER_RADIUS], 'north');
    assert.deepEqual(scourableMarkers(setup, state, 'a-rifles'), []);
    touch(setup, state, 'b-rifles', [9, 30], 'north');
    assert.deepEqual(scourableMarkers({ ...setup, clash: 'pitchedBattle' }, state, 'a-rifles'), []);
  });

  it('a unit not in contact with the marker is refused, naming the rule', () => {
    const setup = ladySkirmish();
    const state = opened(setup);
    assert.throws(
      () => scour(setup, state, 'a-rifles', 'west', STRIKE_SEED),
      (e: unknown) =>
        e instanceof IllegalChoice && e.rule === RULE && /cannot Scour west/.test(e.message),
    );
  });

  it('anything but a Heroic Strike finds nothing: the marker is removed from play', () => {
    const setup = ladySkirmish();
    const state = opened(setup);
    touch(setup, state, 'a-rifles', [9, 18 - MARKER_RADIUS], 'south');
    const { state: after, events } = scour(setup, state, 'a-rifles', 'west', STRIKE_SEED);
    assert.ok(
      events.some(
        (e) =>
          e.text ===
          'Rifles a-rifles Scours the Field at west: rolls a Strike, nothing found; the marker is removed from play',
      ),
    );
    assert.deepEqual(after.removedObjectives, ['west']);
    assert.equal(after.units['a-rifles']?.statuses.includes('escortingTheVitalObjective'), false);
    assert.ok(after.units['a-rifles']?.statuses.includes('activated'));
  });

  it('a Heroic Strike finds the Vital Objective: every other marker is removed, the unit is Escorting it', () => {
    const setup = ladySkirmish();
    const state = opened(setup);
    touch(setup, state, 'a-rifles', [9, 18 - MARKER_RADIUS], 'south');
    const { state: after, events } = scour(setup, state, 'a-rifles', 'west', HEROIC_SEED);
    assert.ok(
      events.some((e) => /rolls a Heroic Strike, the Vital Objective is found/.test(e.text)),
    );
    assert.deepEqual(after.units['a-rifles']?.statuses, [
      'escortingTheVitalObjective',
      'activated',
    ]);
    assert.deepEqual(after.vitalObjective, { marker: 'west' });
    // The found marker goes with the unit as its status token: no marker is left on the battlefield.
    assert.deepEqual(markersInPlay(setup, after), []);
  });

  it('with only one marker on the battlefield, it is found without a roll', () => {
    const setup = ladySkirmish();
    const state = { ...opened(setup), removedObjectives: ['west', 'east'] };
    touch(setup, state, 'a-rifles', [18, 18 - MARKER_RADIUS], 'south');
    const { state: after, events } = scour(setup, state, 'a-rifles', 'centre', STRIKE_SEED);
    assert.ok(
      events.some((e) => /the only marker left, the Vital Objective is found/.test(e.text)),
    );
    assert.ok(after.units['a-rifles']?.statuses.includes('escortingTheVitalObjective'));
    assert.deepEqual(after.vitalObjective, { marker: 'centre' });
  });

  it('the protocol: a Scour the Field without a marker id is refused', () => {
    const setup = ladySkirmish();
    const state = opened(setup);
    assert.throws(
      () => applyChoice(setup, state, JSON.parse('{"kind":"scourTheField"}') as Choice),
      /scourTheField: marker must be the id of a Strategic Objective Marker/,
    );
  });
});
