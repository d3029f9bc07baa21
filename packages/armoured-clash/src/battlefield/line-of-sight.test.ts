import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { aPiece, aRoundPiece, aTable, model, point } from '../testing/table-fixture.js';
import { lineOfSight } from './line-of-sight.js';
import type { Table } from './table.js';

const ranged = { rangedAttack: true };

/** Viewer V at (10, 24) facing +x toward target T at (30, 24). */
function los(table: Table, context = ranged) {
  return lineOfSight(table, model(table, 'V'), model(table, 'T'), context);
}

const V = { id: 'V', side: 'a', at: point(10, 24), facing: 0 } as const;
const T = { id: 'T', side: 'b', at: point(30, 24), facing: 180 } as const;

describe('rulebook p.17 Checking Line of Sight', () => {
  it('is Clear when the line passes through no terrain and no other model', () => {
    assert.deepEqual(los(aTable([V, T])), { visibility: 'clear', reasons: [] });
  });

  it("is Blocked when the line leaves the viewer's Front Arc", () => {
    const result = los(aTable([{ ...V, facing: 90 }, T]));
    assert.equal(result.visibility, 'blocked');
    assert.match(result.reasons[0] ?? '', /front arc/);
  });

  it('rulebook p.41 Dense Terrain and p.42 Blocking Terrain: Blocked by Blocking Terrain, Obscured by up to 3" of Dense Terrain, Blocked by more', () => {
    assert.equal(
      los(aTable([V, T], [aPiece('house', point(20, 24), 2, 3, ['blocking'])])).visibility,
      'blocked',
    );
    const wood = (side: number) => aPiece('wood', point(20, 24), side, 2, ['dense']);
    assert.equal(los(aTable([V, T], [wood(3)])).visibility, 'obscured');
    assert.equal(los(aTable([V, T], [wood(3.5)])).visibility, 'blocked');
  });

  it('adds up the Dense Terrain of every piece crossed', () => {
    const woods = [
      aPiece('wood 1', point(16, 24), 2, 2, ['dense']),
      aPiece('wood 2', point(24, 24), 2, 2, ['dense']),
    ];
    const result = los(aTable([V, T], woods));
    assert.equal(result.visibility, 'blocked');
    assert.match(result.reasons[0] ?? '', /4\.00" of dense terrain/);
  });

  it('rulebook p.41: terrain without Blocking or Dense leaves it Clear (difficult, impassable, water, roads)', () => {
    const ground = aPiece('marsh', point(20, 24), 4, 3, [
      'difficult',
      'impassable',
      'water',
      'road',
    ]);
    assert.equal(los(aTable([V, T], [ground])).visibility, 'clear');
  });

  it('is Obscured by a model of another unit, but not by the models of either unit', () => {
    const other = { id: 'X', side: 'a', at: point(20, 24) } as const;
    assert.equal(los(aTable([V, T, other])).visibility, 'obscured');
    const sameUnit = aTable([V, T]);
    const withPartner: Table = {
      ...sameUnit,
      models: [
        ...sameUnit.models,
        {
          ...model(sameUnit, 'T'),
          id: 'T-2',
          footprint: model(aTable([{ ...T, at: point(20, 24) }]), 'T').footprint,
        },
      ],
    };
    assert.equal(los(withPartner).visibility, 'clear');
  });
});

describe('rulebook p.17 Benefits of Size', () => {
  it('intervening enemy models smaller than either model are ignored; friendly ones are not', () => {
    const bigViewer = { ...V, size: 3 };
    const enemy = { id: 'E', side: 'b', at: point(20, 24), size: 2 } as const;
    const friend = { id: 'F', side: 'a', at: point(20, 24), size: 2 } as const;
    assert.equal(los(aTable([bigViewer, T, enemy])).visibility, 'clear');
    assert.equal(los(aTable([bigViewer, T, friend])).visibility, 'obscured');
    assert.equal(los(aTable([V, T, enemy])).visibility, 'obscured');
  });

  it('rulebook p.40 terrain Size and rulebook p.10 Size: terrain smaller than either model is ignored', () => {
    const wall = aPiece('ruin', point(20, 24), 2, 2, ['blocking']);
    assert.equal(los(aTable([{ ...V, size: 3 }, T], [wall])).visibility, 'clear');
    assert.equal(los(aTable([V, { ...T, size: 3 }], [wall])).visibility, 'clear');
    assert.equal(los(aTable([{ ...V, size: 2 }, T], [wall])).visibility, 'blocked');
  });

  it('rulebook p.42 Hills: a Hill blocks, but a model on it adds its Size and sees over it', () => {
    const hill = aRoundPiece('hill', point(14, 24), 5, 2, ['hill']);
    assert.equal(
      los(
        aTable(
          [{ ...V, at: point(22, 24) }, T],
          [aRoundPiece('hill', point(26, 30), 3, 2, ['hill'])],
        ),
      ).visibility,
      'clear',
    );
    assert.equal(
      los(
        aTable(
          [{ ...V, at: point(4, 24) }, T],
          [aRoundPiece('ridge', point(20, 24), 3, 2, ['hill'])],
        ),
      ).visibility,
      'blocked',
    );
    // V stands on the hill: Size 1 + 2 = 3 > 2, so the hill it stands on is ignored.
    assert.equal(los(aTable([V, T], [hill])).visibility, 'clear');
  });
});

describe('glossary: Large, Bulwark, Flying, Shrouded', () => {
  const between = { id: 'W', side: 'b', at: point(20, 24), size: 1 } as const;

  it("glossary: Large — an enemy Large model Blocks the attacker's Line of Sight instead of Obscuring it", () => {
    const large = { ...between, rules: [{ name: 'Large' }] };
    assert.equal(los(aTable([V, T, large])).visibility, 'blocked');
    assert.equal(los(aTable([V, T, large]), { rangedAttack: false }).visibility, 'obscured');
    assert.equal(los(aTable([V, T, { ...large, side: 'a' }])).visibility, 'obscured');
  });

  it('glossary: Bulwark — one Size larger and Blocking during an enemy Ranged Attack', () => {
    const bigViewer = { ...V, size: 2 };
    const plain = aTable([bigViewer, T, between]);
    assert.equal(los(plain).visibility, 'clear');
    const bulwark = aTable([bigViewer, T, { ...between, rules: [{ name: 'Bulwark' }] }]);
    assert.equal(los(bulwark).visibility, 'blocked');
  });

  it("glossary: Flying — its models never Obscure another unit's Line of Sight", () => {
    const flyer = { ...between, side: 'a', rules: [{ name: 'Flying' }] } as const;
    assert.equal(los(aTable([V, T, flyer])).visibility, 'clear');
  });

  it('glossary: Shrouded — Line of Sight to its models always counts as Obscured', () => {
    assert.equal(los(aTable([V, { ...T, rules: [{ name: 'Shrouded' }] }])).visibility, 'obscured');
  });
});

describe('glossary: Rolling Stock, Pioneers; rulebook p.42 terrain on Hills', () => {
  it('glossary: Rolling Stock — a second Front Arc behind the model', () => {
    const behind = { ...V, facing: 180 };
    assert.equal(los(aTable([behind, T])).visibility, 'blocked');
    assert.equal(
      los(aTable([{ ...behind, rules: [{ name: 'Rolling Stock' }] }, T])).visibility,
      'clear',
    );
  });

  it('glossary: Pioneers — Dense Terrain within 3" of the Officer is ignored for Visibility', () => {
    // Dense from x = 11 to x = 15: the 1" base reaches x = 10.5, so 3" from it is x = 13.5.
    const scrub = aPiece('scrub', point(13, 24), 4, 2, ['dense']);
    assert.equal(los(aTable([V, T], [scrub])).visibility, 'blocked');
    const pioneers = { ...V, rules: [{ name: 'Pioneers' }] };
    const result = los(aTable([pioneers, T], [scrub]));
    assert.equal(result.visibility, 'obscured');
    assert.match(result.reasons[0] ?? '', /1\.50" of dense terrain/);
  });

  it("rulebook p.42 Hills: terrain on a Hill adds the Hill's Size", () => {
    // A Size 2 viewer ignores a Size 1 hedge, and a Size 1 rise; but a hedge on the rise is Size 2.
    const hedge = aPiece('hedge', point(20, 24), 1, 1, ['blocking']);
    const rise = aRoundPiece('rise', point(20, 24), 2, 1, ['hill']);
    const big = { ...V, size: 2 };
    assert.equal(los(aTable([big, T], [hedge])).visibility, 'clear');
    assert.equal(los(aTable([big, T], [rise])).visibility, 'clear');
    const result = los(aTable([big, T], [hedge, rise]));
    assert.equal(result.visibility, 'blocked');
    assert.match(result.reasons[0] ?? '', /hedge \(Size 2\)/);
  });
});

describe('Line of Sight: invariants', () => {
  it('between two models facing each other, with terrain only, it is the same both ways', () => {
    const pieceArbitrary = fc.record({
      x: fc.double({ min: 0, max: 48, noNaN: true }),
      y: fc.double({ min: 0, max: 48, noNaN: true }),
      side: fc.double({ min: 0.5, max: 8, noNaN: true }),
      size: fc.integer({ min: 0, max: 4 }),
      feature: fc.constantFrom('blocking', 'dense', 'hill', 'difficult' as const),
    });
    fc.assert(
      fc.property(
        fc.array(pieceArbitrary, { maxLength: 6 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 3 }),
        (pieces, sizeA, sizeB) => {
          const terrain = pieces.map((p, i) =>
            aPiece(`p${i}`, point(p.x, p.y), p.side, p.size, [p.feature]),
          );
          const table = aTable(
            [
              { ...V, size: sizeA },
              { ...T, size: sizeB },
            ],
            terrain,
          );
          const there = lineOfSight(table, model(table, 'V'), model(table, 'T'), ranged);
          const back = lineOfSight(table, model(table, 'T'), model(table, 'V'), ranged);
          assert.equal(there.visibility, back.visibility);
        },
      ),
      { seed: 31, numRuns: 300 },
    );
  });
});
