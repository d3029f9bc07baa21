import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { circle, distanceBetween, overlaps, point, rectangle } from '@warroom/engine';
import fc from 'fast-check';
import { aPiece, aTable } from '../../testing/table-fixture.js';
import { type UnitMove, checkMove } from './check-move.js';

const straight = (
  unit: string,
  from: [number, number],
  to: [number, number],
  limit: number,
): UnitMove => ({
  unit,
  limit,
  paths: [{ model: `${unit}-1`, waypoints: [point(...from), point(...to)] }],
});

function broken(result: ReturnType<typeof checkMove>): string {
  assert.equal(result.legal, false);
  return result.legal ? '' : `${result.rule}: ${result.message}`;
}

const tank = { id: 'T', side: 'a', at: point(10, 10), facing: 90 } as const;
const foot = { id: 'I', side: 'a', at: point(10, 10), facing: 90, type: 'infantry' } as const;
const dot = {
  id: 'P',
  side: 'a',
  at: point(10, 10),
  facing: 90,
  type: 'infantry',
  footprint: circle(point(10, 10), 0.001),
} as const;

describe('rulebook p.16 Movement Limit', () => {
  it('a model moves up to its Movement Limit, in legs', () => {
    const result = checkMove(aTable([tank]), {
      unit: 'T',
      limit: 8,
      paths: [{ model: 'T-1', waypoints: [point(10, 10), point(10, 13), point(14, 16)] }],
    });
    if (result.legal) assert.equal(result.used.get('T-1'), 8);
    else assert.fail(broken(result));
    assert.match(
      broken(checkMove(aTable([tank]), straight('T', [10, 10], [10, 17], 6))),
      /Movement Limit: T-1 would move 7\.00"/,
    );
  });

  it("the path starts at the model's centre point", () => {
    assert.match(
      broken(checkMove(aTable([tank]), straight('T', [11, 10], [11, 12], 6))),
      /must start at its centre point/,
    );
  });
});

describe('rulebook p.41 Difficult Terrain', () => {
  it('moving through 3" of Difficult Terrain counts as 6"', () => {
    const marsh = aPiece('marsh', point(10, 14.5), 3, 0, ['difficult']);
    // The model is a dot 0.002" across: 9" of path, 3" of it in the marsh, counted twice.
    const result = checkMove(aTable([dot], [marsh]), straight('P', [10, 10], [10, 19], 12.01));
    if (result.legal) assert.ok(Math.abs((result.used.get('P-1') ?? 0) - 12) < 0.01);
    else assert.fail(broken(result));
    assert.match(
      broken(checkMove(aTable([dot], [marsh]), straight('P', [10, 10], [10, 19], 11.9))),
      /Movement Limit/,
    );
  });

  it('Dense Terrain slows a unit like Difficult Terrain; a footprint counts from first touch to last', () => {
    const wood = aPiece('wood', point(10, 14.5), 3, 2, ['dense']);
    const result = checkMove(aTable([tank], [wood]), straight('T', [10, 10], [10, 19], 20));
    // A 1" base overlaps the 3" wood for 4" of its path: 9" + 4" = 13".
    if (result.legal) assert.ok(Math.abs((result.used.get('T-1') ?? 0) - 13) < 1e-6);
    else assert.fail(broken(result));
  });
});

describe('rulebook p.42 Obstacles', () => {
  // The rulebook's example: Speed 4 infantry double-timing (8") over two obstacles moves 6".
  const wall = (id: string, y: number) => ({
    id,
    name: id,
    size: 1,
    features: ['obstacle'] as const,
    area: rectangle(point(10, y), 6, 0.5, Math.PI / 2),
  });
  const wide = [wall('wall 1', 12), wall('wall 2', 14)];

  it('Speed 4 Infantry double-timing across two obstacles can move 6", not more', () => {
    assert.ok(checkMove(aTable([dot], wide), straight('P', [10, 10], [10, 16], 8)).legal);
    assert.match(
      broken(checkMove(aTable([dot], wide), straight('P', [10, 10], [10, 16.5], 8))),
      /8\.50"/,
    );
  });

  it('Field Guns cannot cross Obstacles; Armour is unaffected', () => {
    const gun = { ...dot, id: 'G', type: 'fieldGun' } as const;
    assert.match(
      broken(checkMove(aTable([gun], wide), straight('G', [10, 10], [10, 16], 8))),
      /cannot cross/,
    );
    const armour = { ...dot, id: 'A', type: 'armour' } as const;
    assert.ok(checkMove(aTable([armour], wide), straight('A', [10, 10], [10, 16], 6)).legal);
  });
});

describe('rulebook pp.41-42 Impassable, Blocking Terrain and Water', () => {
  it('a model cannot move into or across Impassable or Blocking Terrain', () => {
    const cliff = aPiece('cliff', point(10, 14), 2, 4, ['impassable']);
    assert.match(
      broken(checkMove(aTable([tank], [cliff]), straight('T', [10, 10], [10, 18], 10))),
      /cliff/,
    );
    const house = aPiece('house', point(10, 14), 2, 3, ['blocking']);
    assert.match(
      broken(checkMove(aTable([tank], [house]), straight('T', [10, 10], [10, 18], 10))),
      /house/,
    );
  });

  it('rulebook p.42 Blocking Terrain: a model turned as its move ends cannot reach into it, though its path kept clear', () => {
    // The 1" square tank keeps its facing along the path, 0.15" clear of the house; turned 45° at the end, a corner reaches 0.71" out.
    const house = aPiece('house', point(11.65, 12), 2, 3, ['blocking']);
    const path = (facing: number): UnitMove => ({
      unit: 'T',
      limit: 6,
      paths: [{ model: 'T-1', waypoints: [point(10, 10), point(10, 12)], facing }],
    });
    assert.ok(checkMove(aTable([tank], [house]), path(Math.PI / 2)).legal);
    assert.equal(
      broken(checkMove(aTable([tank], [house]), path(Math.PI / 4))),
      'rulebook pp.41-42 Impassable Terrain: T-1 would end in house, which it cannot enter',
    );
  });

  it('Water: Armour cannot enter it, Infantry treats it as Difficult, glossary: Hover as Open', () => {
    const river = aPiece('river', point(10, 14), 2, 0, ['water']);
    assert.match(
      broken(checkMove(aTable([tank], [river]), straight('T', [10, 10], [10, 18], 10))),
      /river/,
    );
    const wading = checkMove(aTable([foot], [river]), straight('I', [10, 10], [10, 18], 20));
    if (wading.legal) assert.ok(Math.abs((wading.used.get('I-1') ?? 0) - 11) < 1e-6);
    else assert.fail(broken(wading));
    const hover = { ...tank, rules: [{ name: 'Hover' }] };
    assert.ok(checkMove(aTable([hover], [river]), straight('T', [10, 10], [10, 18], 8)).legal);
  });
});

describe('rulebook p.42 Roads', () => {
  const road = aPiece('road', point(10, 20), 2, 0, ['road']);
  const longRoad = {
    ...road,
    area: {
      kind: 'polygon' as const,
      points: [point(9, 0), point(11, 0), point(11, 40), point(9, 40)],
    },
  };
  it('a model whose whole move is on a road moves 2" further', () => {
    assert.ok(checkMove(aTable([tank], [longRoad]), straight('T', [10, 10], [10, 16], 4)).legal);
    assert.match(
      broken(checkMove(aTable([tank], [longRoad]), straight('T', [10, 10], [10, 16.5], 4))),
      /6\.50"/,
    );
  });
  it('no bonus for a move that leaves the road, nor when Falling Back or Withdrawing', () => {
    const offRoad: UnitMove = {
      unit: 'T',
      limit: 4,
      paths: [{ model: 'T-1', waypoints: [point(10, 10), point(10, 14), point(12, 15)] }],
    };
    assert.match(broken(checkMove(aTable([tank], [longRoad]), offRoad)), /Movement Limit/);
    const retreat = { ...straight('T', [10, 10], [10, 15], 4), noRoadBonus: true };
    assert.match(broken(checkMove(aTable([tank], [longRoad]), retreat)), /Movement Limit/);
  });
});

describe('rulebook p.16 Moving a Unit: enemies and friends', () => {
  const enemy = { id: 'E', side: 'b', at: point(11.8, 15), facing: 270 } as const;
  it('no model moves within 1" of an enemy unit', () => {
    assert.match(
      broken(checkMove(aTable([tank, enemy]), straight('T', [10, 10], [10, 20], 12))),
      /within 1" of E/,
    );
  });
  it('unless the manoeuvre allows it (the target of a Charge)', () => {
    const charge = { ...straight('T', [10, 10], [10, 13.9], 12), mayContact: 'E' };
    assert.ok(checkMove(aTable([tank, { ...enemy, at: point(10, 15) }]), charge).legal);
  });
  it('models move through friends freely but must not end overlapping them', () => {
    const friend = { id: 'F', side: 'a', at: point(10, 15), facing: 90 } as const;
    assert.ok(checkMove(aTable([tank, friend]), straight('T', [10, 10], [10, 20], 12)).legal);
    assert.match(
      broken(checkMove(aTable([tank, friend]), straight('T', [10, 10], [10, 15.5], 12))),
      /overlapping F-1/,
    );
  });
  it('glossary: Flying — moves freely through enemy models and any terrain, ending 1" away', () => {
    const flyer = { ...tank, rules: [{ name: 'Flying' }] };
    const cliff = aPiece('cliff', point(10, 13), 2, 4, ['impassable']);
    assert.ok(
      checkMove(aTable([flyer, enemy], [cliff]), straight('T', [10, 10], [10, 20], 12)).legal,
    );
    assert.match(
      broken(checkMove(aTable([flyer, enemy]), straight('T', [10, 10], [10, 15], 12))),
      /end within 1"/,
    );
  });
});

describe('rulebook p.16 Ponderous Movement (glossary: Ponderous)', () => {
  const ponderous = { ...tank, rules: [{ name: 'Ponderous' }] };
  it('moves straight along its facing, turning only at Navigation Points, by at most the template angle', () => {
    const turnAt = (along: number, angleDeg: number): UnitMove => {
      const a = (angleDeg * Math.PI) / 180;
      const bend = point(10, 10 + along);
      return {
        unit: 'T',
        limit: 10,
        paths: [
          {
            model: 'T-1',
            waypoints: [
              point(10, 10),
              bend,
              point(bend.x - 2 * Math.sin(a), bend.y + 2 * Math.cos(a)),
            ],
          },
        ],
      };
    };
    assert.ok(checkMove(aTable([ponderous]), turnAt(2, 30)).legal);
    assert.match(
      broken(checkMove(aTable([ponderous]), turnAt(2.5, 30))),
      /not at a Navigation Point/,
    );
    assert.match(
      broken(checkMove(aTable([ponderous]), turnAt(2, 60))),
      /further than the Turning Template/,
    );
    assert.match(
      broken(checkMove(aTable([ponderous]), straight('T', [10, 10], [12, 12], 10))),
      /straight forwards or backwards/,
    );
  });

  it('its models cannot rotate on the spot: a move ending turned from its last leg is refused', () => {
    // Facing north (90°), 2" straight back to (10, 8): it ends facing north, not east.
    const back = (facing: number): UnitMove => ({
      unit: 'T',
      limit: 4,
      paths: [{ model: 'T-1', waypoints: [point(10, 10), point(10, 8)], facing }],
    });
    assert.ok(checkMove(aTable([ponderous]), back(Math.PI / 2)).legal);
    assert.equal(
      broken(checkMove(aTable([ponderous]), back(0))),
      'rulebook p.16 Ponderous Movement: T-1 cannot rotate on the spot: it ends facing along its last leg',
    );
  });
});

describe('rulebook p.14 Unit Coherency after a move', () => {
  it('a model moved more than 3" from its Officer breaks coherency', () => {
    const pair = { ...foot, more: [point(11, 10)] };
    const apart: UnitMove = {
      unit: 'I',
      limit: 8,
      paths: [{ model: 'I-2', waypoints: [point(11, 10), point(16, 10)] }],
    };
    assert.match(
      broken(checkMove(aTable([pair]), apart)),
      /rulebook p\.14 Unit Coherency: I-2 is more than 3"/,
    );
  });
});

describe('moves: invariants', () => {
  it('a legal move never ends with footprints overlapping or within 1" of an enemy', () => {
    const others = [
      { id: 'F', side: 'a', at: point(16, 16), facing: 0 },
      { id: 'E', side: 'b', at: point(22, 22), facing: 180 },
    ] as const;
    fc.assert(
      fc.property(
        fc.double({ min: 2, max: 30, noNaN: true }),
        fc.double({ min: 2, max: 30, noNaN: true }),
        (x, y) => {
          const table = aTable([tank, ...others]);
          const result = checkMove(table, straight('T', [10, 10], [x, y], 30));
          if (!result.legal) return;
          const end = rectangle(point(x, y), 1, 1, Math.PI / 2);
          for (const o of others) {
            const placed = rectangle(o.at, 1, 1, (o.facing * Math.PI) / 180);
            assert.ok(!overlaps(end, placed), `ends overlapping ${o.id}`);
            if (o.side === 'b') assert.ok(distanceBetween(end, placed) >= 1 - 1e-3);
          }
        },
      ),
      { seed: 61, numRuns: 200 },
    );
  });
});
