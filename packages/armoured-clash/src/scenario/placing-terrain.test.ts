import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pieceAt } from './piece-at.js';
import { COMMON_CLASHES, drawClash } from './select-clash.js';
import { TERRAIN_PIECES, terrainCount } from './terrain-count.js';
import { exemptFromGuidelines, terrainGuidelineProblem } from './terrain-guidelines.js';

describe('rulebook p.56 Preparing to Play: Select a Clash and Placing Terrain', () => {
  it('rulebook p.56 Placing Terrain: the minimum and maximum number of pieces by Force Scale (5-15, 10-20, 15-30)', () => {
    assert.deepEqual(TERRAIN_PIECES, {
      skirmish: { min: 5, max: 15 },
      battle: { min: 10, max: 20 },
      cataclysm: { min: 15, max: 30 },
    });
    assert.deepEqual(terrainCount('battle', 12), { min: 10, max: 12 });
    assert.deepEqual(terrainCount('battle', 40), { min: 10, max: 20 });
  });

  it('rulebook p.56 Placing Terrain: a piece is set down by its centre point and turned with everything on it', () => {
    const building = pieceAt(
      {
        id: 'mill',
        size: 3,
        features: ['blocking'],
        area: {
          polygon: [
            [0, 0],
            [4, 0],
            [4, 2],
            [0, 2],
          ],
        },
        defensible: { centre: [1, 1] },
      },
      [10, 10],
      90,
    );
    assert.deepEqual(building.area, {
      polygon: [
        [11, 8],
        [11, 12],
        [9, 12],
        [9, 8],
      ],
    });
    assert.deepEqual(building.defensible, { centre: [10, 9] });
    const block = pieceAt(
      {
        id: 'b',
        size: 1,
        features: [],
        area: { rectangle: { centre: [3, 3], width: 2, depth: 1, facing: 30 } },
      },
      [20, 5],
      45,
    );
    assert.deepEqual(block.area, {
      rectangle: { centre: [20, 5], width: 2, depth: 1, facing: 75 },
    });
  });

  it('rulebook p.56 Placing Terrain: Obstacles, Roads and Water are exempt from the guidelines; a Road may run to the edge', () => {
    const road = {
      id: 'road',
      size: 0,
      features: ['road'],
      area: {
        rectangle: { centre: [18, 18] as [number, number], width: 3, depth: 36, facing: 90 },
      },
    };
    assert.equal(exemptFromGuidelines(road), true);
    assert.equal(exemptFromGuidelines({ ...road, features: ['dense'] }), false);
    assert.equal(terrainGuidelineProblem({ width: 36, depth: 36 }, [], road), undefined);
    assert.equal(
      terrainGuidelineProblem({ width: 36, depth: 36 }, [], { ...road, features: ['difficult'] }),
      'road would be 0" from the south battlefield edge: no piece may be placed within 4" of an edge, unless it is an Obstacle, Road or Water (rulebook p.56 Placing Terrain)',
    );
  });

  it('rulebook p.56 Select a Clash: determined randomly, each common Clash as likely, the same seed always the same Clash', () => {
    assert.deepEqual(COMMON_CLASHES, [
      'pitchedBattle',
      'supplyDrop',
      'lordOfTheManor',
      'findTheLady',
      'flankingManoeuvres',
    ]);
    assert.equal(drawClash(1), 'findTheLady');
    assert.equal(drawClash('1'), 'lordOfTheManor');
    assert.equal(drawClash(2), 'supplyDrop');
    const counts = new Map<string, number>();
    for (let seed = 0; seed < 500; seed++) {
      const clash = drawClash(seed);
      counts.set(clash, (counts.get(clash) ?? 0) + 1);
    }
    assert.deepEqual(Object.fromEntries(counts), {
      findTheLady: 105,
      supplyDrop: 107,
      pitchedBattle: 94,
      flankingManoeuvres: 95,
      lordOfTheManor: 99,
    });
  });
});
