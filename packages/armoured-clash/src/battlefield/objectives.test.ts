import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { point } from '@warroom/engine';
import { aTable } from '../testing/table-fixture.js';
import { OBJECTIVE_MARKER_DIAMETER, controllerOf, objectiveMarker } from './objectives.js';

// A marker at (20, 20): 50 mm across, so its edge is 0.984" from the centre.
const marker = objectiveMarker(point(20, 20));
const touching = (
  id: string,
  side: 'a' | 'b',
  type: 'infantry' | 'armour' | 'aircraft',
  dx: number,
) =>
  ({
    id,
    side,
    type,
    at: point(20 + dx * (OBJECTIVE_MARKER_DIAMETER / 2 + 0.5), 20),
    facing: 0,
  }) as const;

describe('rulebook p.39 Strategic Objective Markers', () => {
  it('are 50 mm across', () => {
    assert.ok(Math.abs(OBJECTIVE_MARKER_DIAMETER - 1.9685) < 1e-4);
  });

  it('an Infantry or Cavalry unit in contact controls it; Armour does not', () => {
    assert.equal(controllerOf(aTable([touching('I', 'a', 'infantry', 1)]), marker), 'a');
    assert.equal(controllerOf(aTable([touching('T', 'a', 'armour', 1)]), marker), undefined);
  });

  it('any enemy unit in contact contests it, but not Aircraft', () => {
    const contested = aTable([touching('I', 'a', 'infantry', 1), touching('T', 'b', 'armour', -1)]);
    assert.equal(controllerOf(contested, marker), undefined);
    const overflown = aTable([
      touching('I', 'a', 'infantry', 1),
      touching('F', 'b', 'aircraft', -1),
    ]);
    assert.equal(controllerOf(overflown, marker), 'a');
  });

  it('a unit a little apart is not in contact', () => {
    const apart = { ...touching('I', 'b', 'infantry', 1), at: point(21.6, 20) };
    assert.equal(controllerOf(aTable([apart]), marker), undefined);
  });
});
