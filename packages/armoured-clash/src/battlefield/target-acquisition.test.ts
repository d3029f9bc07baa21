import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aPiece, aTable, point } from '../testing/table-fixture.js';
import { acquireTarget } from './target-acquisition.js';

const V = { id: 'V', side: 'a', at: point(10, 24), facing: 0 } as const;
const T = { id: 'T', side: 'b', at: point(30, 24), facing: 180 } as const;
const rifles = { short: 10, long: 24 };

describe('rulebook p.17 Target Acquisition', () => {
  it("Check Armaments: no Ranged Attack row for the target's category, no target", () => {
    const result = acquireTarget(aTable([V, T]), 'V', 'T', undefined);
    assert.equal(result.confirmed, false);
    assert.equal(result.failed, 'armaments');
  });

  it('Check Visibility: Clear or Obscured Line of Sight to at least one model', () => {
    const wall = aPiece('wall', point(20, 24), 2, 3, ['blocking']);
    assert.equal(acquireTarget(aTable([V, T], [wall]), 'V', 'T', rifles).failed, 'visibility');
    const wood = aPiece('wood', point(20, 24), 2, 2, ['dense']);
    assert.equal(acquireTarget(aTable([V, T], [wood]), 'V', 'T', rifles).confirmed, true);
  });

  it('Check Range: from the Officer to the closest model, within Long Range', () => {
    // Bases 1" square: from x = 10.5 to x = 29.5 is 19".
    assert.equal(acquireTarget(aTable([V, T]), 'V', 'T', { short: 5, long: 19 }).confirmed, true);
    const far = acquireTarget(aTable([V, T]), 'V', 'T', { short: 5, long: 18.9 });
    assert.equal(far.failed, 'range');
    assert.ok(Math.abs(far.distance - 19) < 1e-9);
  });

  it('rulebook p.13 Short Range: measured the same way', () => {
    assert.equal(
      acquireTarget(aTable([V, T]), 'V', 'T', { short: 19, long: 30 }).withinShortRange,
      true,
    );
    assert.equal(acquireTarget(aTable([V, T]), 'V', 'T', rifles).withinShortRange, false);
  });
});

describe('rulebook p.26 Exposed Models and p.26 Concealed', () => {
  const squad = { ...T, more: [point(30, 28), point(30, 32)] };
  // From (10, 24), the lines to T-2 (30, 28) and T-3 (30, 32) cross x = 20 at y = 26 and 28.
  const wall = aPiece('wall', point(20, 28), 1, 3, ['blocking']);
  const secondWall = aPiece('wall 2', point(20, 26), 1, 3, ['blocking']);

  it('models the Officer sees clearly are Exposed', () => {
    const result = acquireTarget(aTable([V, squad], [wall]), 'V', 'T', rifles);
    assert.deepEqual(result.exposed, ['T-1', 'T-2']);
    assert.deepEqual(result.concealed, []);
  });

  it('Concealed when the Officer sees fewer than half of the models clearly', () => {
    const covered = aTable([V, squad], [wall, secondWall]);
    const result = acquireTarget(covered, 'V', 'T', rifles);
    assert.deepEqual(result.exposed, ['T-1']);
    assert.match(result.concealed[0] ?? '', /fewer than half/);
  });

  it('rulebook p.42 Obstacles: Infantry behind an Obstacle it touches is Concealed', () => {
    const hedge = aPiece('hedge', point(29, 24), 1, 0, ['obstacle']);
    const infantry = { ...T, type: 'infantry' } as const;
    const result = acquireTarget(aTable([V, infantry], [hedge]), 'V', 'T', rifles);
    assert.match(result.concealed.join(), /hedge/);
    const armour = acquireTarget(aTable([V, T], [hedge]), 'V', 'T', rifles);
    assert.deepEqual(armour.concealed, []);
  });
});

describe('rulebook p.17 Target Acquisition asked for its verdict only (verdictOnly)', () => {
  const wall = aPiece('wall', point(20, 24), 2, 3, ['blocking']);
  const verdictOnly = { verdictOnly: true };

  it('rulebook p.17 Check Armaments: no row for the target, refused before a single Line of Sight is drawn', () => {
    const result = acquireTarget(aTable([V, T]), 'V', 'T', undefined, verdictOnly);
    assert.equal(result.failed, 'armaments');
    assert.deepEqual(result.sightLines, []);
  });

  it('rulebook p.17 Check Visibility before Check Range: beyond Long Range behind a wall, refused by Visibility as the full check refuses it, no sight line kept', () => {
    // The full answer checks Visibility first: the wall Blocks it. The verdict names the same check.
    const table = aTable([V, T], [wall]);
    const beyond = { short: 5, long: 18.9 };
    assert.equal(acquireTarget(table, 'V', 'T', beyond).failed, 'visibility');
    const quick = acquireTarget(table, 'V', 'T', beyond, verdictOnly);
    assert.equal(quick.confirmed, false);
    assert.equal(quick.failed, 'visibility');
    assert.deepEqual(quick.sightLines, []);
    assert.ok(Math.abs(quick.distance - 19) < 1e-9);
  });

  it('rulebook p.17 Check Range: beyond Long Range in plain sight, refused by Range as the full check refuses it, no sight line kept', () => {
    const beyond = { short: 5, long: 18.9 };
    assert.equal(acquireTarget(aTable([V, T]), 'V', 'T', beyond).failed, 'range');
    const quick = acquireTarget(aTable([V, T]), 'V', 'T', beyond, verdictOnly);
    assert.equal(quick.failed, 'range');
    assert.deepEqual(quick.sightLines, []);
  });

  it('rulebook p.17: the verdict names the same failed check as the full answer, for each range and wall', () => {
    const ranges = [undefined, { short: 5, long: 10 }, { short: 5, long: 18.9 }, rifles];
    for (const table of [aTable([V, T]), aTable([V, T], [wall])]) {
      for (const range of ranges) {
        const full = acquireTarget(table, 'V', 'T', range);
        const quick = acquireTarget(table, 'V', 'T', range, verdictOnly);
        assert.equal(quick.confirmed, full.confirmed);
        assert.equal(quick.failed, full.failed);
      }
    }
  });

  it('rulebook p.17 Check Visibility: within Long Range, the wall refuses it as before, its sight line drawn', () => {
    const quick = acquireTarget(
      aTable([V, T], [wall]),
      'V',
      'T',
      { short: 5, long: 19 },
      verdictOnly,
    );
    assert.equal(quick.failed, 'visibility');
    assert.equal(quick.sightLines[0]?.line.visibility, 'blocked');
  });

  it('rulebook p.17: a confirmed target gets the full answer (Exposed, Concealed, Short Range)', () => {
    const squad = { ...T, more: [point(30, 28), point(30, 32)] };
    const table = aTable([V, squad], [aPiece('wall', point(20, 28), 1, 3, ['blocking'])]);
    const quick = acquireTarget(table, 'V', 'T', rifles, verdictOnly);
    assert.deepEqual(quick, acquireTarget(table, 'V', 'T', rifles));
    assert.equal(quick.confirmed, true);
    assert.deepEqual(quick.exposed, ['T-1', 'T-2']);
  });

  it("rulebook p.44 Dug In: the range is measured to the Garrisoned building's centre point", () => {
    // From the attacker's base edge (x = 10.5) to the house's centre (x = 20): 9.5"; its near wall is 2" closer.
    const house = aPiece('house', point(20, 24), 4, 2, ['blocking']);
    const G = { id: 'G', side: 'b', at: point(40, 40), facing: 0, type: 'infantry' } as const;
    const base = aTable([V, G], [house]);
    const units = new Map(base.units);
    const g = units.get('G');
    if (g !== undefined) units.set('G', { ...g, garrisoning: 'house' });
    const table = { ...base, units, models: base.models.filter((m) => m.unit !== 'G') };
    const short = acquireTarget(table, 'V', 'G', { short: 5, long: 9.4 }, verdictOnly);
    assert.equal(short.failed, 'range');
    assert.ok(Math.abs(short.distance - 9.5) < 1e-9);
    assert.equal(
      acquireTarget(table, 'V', 'G', { short: 5, long: 9.5 }, verdictOnly).confirmed,
      true,
    );
  });
});
