import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HAND_LIMIT } from '../cards/command-deck.js';
import { FORCE_SCALE } from './force-scale.js';

describe('rulebook pp.52-56 Establish Parameters: the Force Scale table', () => {
  it('rulebook p.52 Establish Parameters: Points Limit, Hand Limit and Battlefield of Skirmish, Battle and Cataclysm; p.55 Reinforcement Level Limits; p.56 terrain pieces', () => {
    assert.deepEqual(FORCE_SCALE, {
      skirmish: {
        pointsLimit: { standard: 1000, from: 500, to: 1500 },
        handLimit: 4,
        battlefield: { width: 36, depth: 48 },
        reinforcementLevels: ['basic'],
        terrainPieces: { min: 5, max: 15 },
      },
      battle: {
        pointsLimit: { standard: 2000, from: 1500, to: 2500 },
        handLimit: 5,
        battlefield: { width: 48, depth: 48 },
        reinforcementLevels: ['basic', 'reinforced'],
        terrainPieces: { min: 10, max: 20 },
      },
      cataclysm: {
        pointsLimit: { standard: 3000, from: 2500, to: 4000 },
        handLimit: 6,
        battlefield: { width: 72, depth: 48 },
        reinforcementLevels: ['basic', 'reinforced', 'fullStrength'],
        terrainPieces: { min: 15, max: 30 },
      },
    });
    assert.deepEqual(
      Object.fromEntries(Object.entries(FORCE_SCALE).map(([scale, p]) => [scale, p.handLimit])),
      HAND_LIMIT,
    );
  });

  it('rulebook p.53 Battlefield: every recommended battlefield is at least 36" on each edge', () => {
    for (const { battlefield } of Object.values(FORCE_SCALE)) {
      assert.ok(Math.min(battlefield.width, battlefield.depth) >= 36);
    }
  });
});
