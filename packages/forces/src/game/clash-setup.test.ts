import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type ClashId,
  type ForceScale,
  objectiveMarker,
  supplyDropMap,
  terrainPiece,
} from '@warroom/armoured-clash';
import { distanceBetween, point } from '@warroom/engine';
import {
  BOTH_SAMPLE_FORCES,
  sampleClashSetup as setupOf,
} from '../testing/sample-forces-fixture.js';
import { clashSetup } from './clash-setup.js';
import { BATTLEFIELD, sampleSupplies } from './sample-battlefield.js';

const CLASHES: readonly ClashId[] = [
  'pitchedBattle',
  'supplyDrop',
  'lordOfTheManor',
  'findTheLady',
  'flankingManoeuvres',
];
const SCALES = Object.keys(BATTLEFIELD) as ForceScale[];

describe('rulebook pp.58-64: a game of each Clash between two forces', () => {
  it('five Rounds, the Clash, its zones along the south and north Rear Edges, its markers', () => {
    const counts: Record<ClashId, number> = {
      pitchedBattle: 3,
      supplyDrop: 4,
      lordOfTheManor: 3,
      findTheLady: 3,
      flankingManoeuvres: 3,
    };
    for (const clash of CLASHES) {
      const setup = setupOf(clash);
      assert.equal(setup.clash, clash);
      assert.equal(setup.rounds, 5);
      assert.equal(setup.generals.a.rearEdge, 'south');
      assert.equal(setup.generals.b.rearEdge, 'north');
      assert.equal(setup.objectives?.length, counts[clash], clash);
    }
  });

  it('rulebook p.61 Lord of the Manor: the manor stands in the centre, a Defensible Building under the Primary', () => {
    const setup = setupOf('lordOfTheManor');
    const manor = setup.terrain.find((piece) => piece.id === 'manor');
    if (manor?.defensible === undefined) assert.fail('no Defensible Building');
    for (const piece of setup.terrain.filter((p) => p !== manor)) {
      assert.ok(distanceBetween(terrainPiece(manor).area, terrainPiece(piece).area) > 0, piece.id);
    }
    assert.deepEqual(
      setup.objectives?.find((o) => o.role === 'primary'),
      { id: 'primary', at: [24, 24], role: 'primary', building: 'manor' },
    );
  });

  it('rulebook p.60 Supply Drop: the sample placement is legal on every Force Scale; any other legal one may be given', () => {
    for (const scale of SCALES) {
      const battlefield = BATTLEFIELD[scale];
      assert.doesNotThrow(() => supplyDropMap(battlefield, 'south', sampleSupplies(battlefield)));
    }
    const supplies: [number, number][] = [
      [6, 24],
      [18, 24],
      [30, 24],
      [42, 24],
    ];
    const { setup } = clashSetup({ ...BOTH_SAMPLE_FORCES, clash: 'supplyDrop', supplies });
    assert.deepEqual(
      setup.objectives?.map((o) => o.at),
      supplies,
    );
  });

  it('no Strategic Objective Marker of any Clash stands on the sample terrain, on every Force Scale', () => {
    for (const clash of CLASHES) {
      for (const scale of SCALES) {
        const setup = setupOf(clash, scale);
        for (const marker of setup.objectives ?? []) {
          if (marker.building !== undefined) continue;
          const area = objectiveMarker(point(marker.at[0], marker.at[1]));
          for (const piece of setup.terrain) {
            assert.ok(
              distanceBetween(area, terrainPiece(piece).area) > 0,
              `${clash} ${scale}: ${marker.id} on ${piece.id}`,
            );
          }
        }
      }
    }
  });
});
