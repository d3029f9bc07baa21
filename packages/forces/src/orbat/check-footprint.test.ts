import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { levelsJson, testlandJson, unitJson } from '../testing/orbat-fixture.js';
import { parseOrbat } from './load-orbat.js';

/** A tank 2" wide, 3" deep, its hull overhanging the base 1" in front. */
const HULL = [
  [-1, 2.5],
  [1, 2.5],
  [1, 0],
  [-1, 0],
];

/** Testland with one more tank unit, its footprint and special rules as given. */
function withTank(footprint: Record<string, unknown>, specialRules: string[]) {
  const json = testlandJson();
  json.units.push(
    unitJson('long-tanks', 'armour', {
      footprint,
      specialRules,
      levels: levelsJson([2, 100]),
      armaments: { readsBy: 'models', columns: ['1-2'], rows: [] },
    }),
  );
  return () => parseOrbat(json, 'o.json');
}

describe('glossary: Extended Footprint in ORBAT data: a hull outline', () => {
  it('glossary: Extended Footprint: a base with a hull outline loads for a unit with the rule', () => {
    const { orbat, warnings } = withTank({ kind: 'base', width: 2, depth: 3, hull: HULL }, [
      'Extended Footprint',
    ])();
    assert.deepEqual(warnings, []);
    assert.deepEqual(orbat.units.at(-1)?.footprint.hull, HULL);
  });

  it('glossary: Extended Footprint: a hull outline without the rule, on a hull footprint, or not convex, is refused saying where', () => {
    assert.throws(
      withTank({ kind: 'base', width: 2, depth: 3, hull: HULL }, []),
      /o\.json: units\[\d+\]\.footprint\.hull: a hull outline counts towards the Footprint only for a unit with Extended Footprint \(glossary: Extended Footprint\)/,
    );
    assert.throws(
      withTank({ kind: 'hull', width: 2, depth: 3, hull: HULL }, ['Extended Footprint']),
      /units\[\d+\]\.footprint\.hull: a hull outline extends a base: this footprint is the hull already/,
    );
    const dented = [
      [-1, 2.5],
      [0, 0.5],
      [1, 2.5],
      [1, 0],
      [-1, 0],
    ];
    assert.throws(
      withTank({ kind: 'base', width: 2, depth: 3, hull: dented }, ['Extended Footprint']),
      /units\[\d+\]\.footprint\.hull: the hull outline is not a convex polygon: the polygon is not convex/,
    );
    assert.throws(
      withTank(
        {
          kind: 'base',
          width: 2,
          depth: 3,
          hull: [
            [0, 1],
            [1, 1],
          ],
        },
        ['Extended Footprint'],
      ),
      /units\[\d+\]\.footprint\.hull: a hull outline has at least 3 points/,
    );
  });

  it('glossary: Extended Footprint: the rule without a hull outline is a warning: the Footprint is the base alone', () => {
    const { warnings } = withTank({ kind: 'base', width: 2, depth: 3 }, ['Extended Footprint'])();
    assert.equal(warnings.length, 1);
    assert.match(
      warnings[0] ?? '',
      /units\[\d+\]\.footprint: Extended Footprint without a hull outline \(footprint\.hull\): its Footprint is its base alone/,
    );
  });
});
