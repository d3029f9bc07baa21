import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { DataError } from '../data-error.js';
import { parseScenario, parseScenarioJson } from './load-scenario.js';
import { SCENARIO_FORMAT } from './scenario-schema.js';

const EXAMPLE = new URL('../../../../data/scenarios/crossroads.json', import.meta.url);

function scenario(units: unknown[], terrain: unknown[] = []) {
  return {
    format: SCENARIO_FORMAT,
    battlefield: { width: 48, depth: 48 },
    terrain,
    units,
  };
}

function tanks(models: unknown[]) {
  return {
    id: 'tanks',
    side: 'a',
    type: 'armour',
    category: 'heavy',
    size: 2,
    formation: 'open',
    base: { width: 2, depth: 3 },
    models,
  };
}

function problems(json: unknown): string {
  try {
    parseScenario(json, 'test.json');
  } catch (error) {
    assert.ok(error instanceof DataError);
    return error.message;
  }
  assert.fail('the scenario was accepted');
}

describe('scenario files', () => {
  it('the shipped example loads: units, models, officers and terrain', () => {
    const loaded = parseScenarioJson(readFileSync(EXAMPLE, 'utf8'), 'crossroads.json');
    assert.equal(loaded.table.units.get('tanks')?.officer, 'tank-1');
    assert.equal(loaded.table.models.length, 6);
    assert.equal(loaded.table.terrain.length, 4);
    assert.deepEqual(loaded.ranges.get('tanks')?.heavy, { short: 15, long: 30 });
  });

  it('rulebook p.53 Establish Parameters: a Battlefield larger than the recommended one may be used', () => {
    const wide = parseScenario(
      { ...scenario([]), battlefield: { width: 96, depth: 48 } },
      'wide.json',
    );
    assert.equal(wide.table.width, 96);
  });

  it('a file that does not fit the format names the field (rulebook p.53: edges of 36" or more)', () => {
    assert.match(
      problems({ ...scenario([]), battlefield: { width: 30, depth: 48 } }),
      /test\.json: battlefield\.width/,
    );
    assert.match(
      problems(scenario([tanks([{ id: 't', at: [10] }])])),
      /units\[0\]\.models\[0\]\.at/,
    );
  });

  it('rulebook p.10: models whose Footprints overlap are refused, naming both', () => {
    const message = problems(
      scenario([
        tanks([
          { id: 't1', at: [10, 10] },
          { id: 't2', at: [11, 10] },
        ]),
      ]),
    );
    assert.match(message, /models "t1" and "t2" overlap \(rulebook p\.10/);
  });

  it('models must stand entirely on the battlefield', () => {
    assert.match(
      problems(scenario([tanks([{ id: 't1', at: [0.5, 10] }])])),
      /"t1" is not entirely on the 48" x 48" battlefield/,
    );
  });

  it('rulebook pp.41-42: no model stands in Impassable or Blocking Terrain', () => {
    const cliff = {
      id: 'cliff',
      size: 4,
      features: ['impassable'],
      area: { circle: { centre: [10, 10], radius: 2 } },
    };
    assert.match(
      problems(scenario([tanks([{ id: 't1', at: [11, 10] }])], [cliff])),
      /"t1" stands in cliff/,
    );
  });

  it('reports every problem at once, and ids used twice', () => {
    const message = problems(
      scenario([
        tanks([
          { id: 't1', at: [0, 0] },
          { id: 't1', at: [20, 20] },
        ]),
      ]),
    );
    assert.equal(message.split('\n').length, 2);
    assert.match(message, /model id "t1" is used twice/);
  });

  it('a concave polygon is refused with the piece named', () => {
    const piece = {
      id: 'ruin',
      size: 2,
      features: ['dense'],
      area: {
        polygon: [
          [0, 0],
          [4, 0],
          [2, 1],
          [2, 4],
        ],
      },
    };
    assert.match(problems(scenario([], [piece])), /terrain\[0\] "ruin": the polygon is not convex/);
  });
});

describe('glossary: Extended Footprint in scenario files', () => {
  it("a base given as an outline (base and hull) is turned to the model's facing", () => {
    const hull = {
      ...tanks([{ id: 'ship', at: [20, 20], facing: 90 }]),
      base: {
        outline: [
          [3, 0],
          [-2, 1.5],
          [-2, -1.5],
        ],
      },
    };
    const loaded = parseScenario(scenario([hull]), 'test.json');
    const footprint = loaded.table.models[0]?.footprint;
    assert.equal(footprint?.kind, 'polygon');
    // Facing 90°: the bow (3, 0) ends up at (20, 23).
    if (footprint?.kind === 'polygon')
      assert.ok(
        footprint.points.some((p) => Math.abs(p.x - 20) < 1e-9 && Math.abs(p.y - 23) < 1e-9),
      );
  });

  it('a concave outline is refused, naming the unit', () => {
    const bad = {
      ...tanks([{ id: 'ship', at: [20, 20] }]),
      base: {
        outline: [
          [0, 0],
          [4, 0],
          [2, 1],
          [2, 4],
        ],
      },
    };
    assert.match(
      problems(scenario([bad])),
      /unit "tanks": its base outline: the polygon is not convex/,
    );
  });
});

describe('rulebook p.43 Defensible Buildings in scenario files', () => {
  it('a garrison is set aside: the unit has no models on the table and Garrisons the building', () => {
    const building = {
      id: 'house',
      size: 2,
      features: ['blocking'],
      area: { rectangle: { centre: [20, 20], width: 4, depth: 4 } },
      defensible: { modelLimit: 12 },
      garrison: 'rifles',
    };
    const rifles = { ...tanks([{ id: 'r1', at: [20, 20] }]), id: 'rifles', type: 'infantry' };
    const loaded = parseScenario(scenario([rifles], [building]), 'test.json');
    assert.equal(loaded.table.units.get('rifles')?.garrisoning, 'house');
    assert.equal(loaded.table.models.length, 0);
    assert.deepEqual(loaded.table.terrain[0]?.defensible?.centre, { x: 20, y: 20 });
  });
});
