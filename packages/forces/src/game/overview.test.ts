import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  COMMON_CLASHES,
  type ForceScale,
  OPPOSITE_EDGE,
  distanceToEdge,
  zoneArea,
} from '@warroom/armoured-clash';
import { EPSILON } from '@warroom/engine';
import { sampleClashSetup } from '../testing/sample-forces-fixture.js';
import { BATTLEFIELD } from './sample-battlefield.js';

const SCALES = Object.keys(BATTLEFIELD) as ForceScale[];

describe('rulebook p.8 Overview of a Game', () => {
  it('rulebook p.8 The Battlefield: each General claims one edge of the rectangular battlefield as their Rear Edge, the opposite edges, on every Clash and Force Scale', () => {
    for (const clash of COMMON_CLASHES) {
      for (const scale of SCALES) {
        const setup = sampleClashSetup(clash, scale);
        const { a: generalA, b: generalB } = setup.generals;
        assert.equal(generalA.rearEdge, 'south', `${clash} ${scale}`);
        assert.equal(generalB.rearEdge, OPPOSITE_EDGE[generalA.rearEdge], `${clash} ${scale}`);
        assert.ok(Math.min(setup.battlefield.width, setup.battlefield.depth) >= 36);
      }
    }
  });

  it('rulebook p.8 Deployment Zones: each General has a Deployment Zone protruding from their Rear Edge, on every Clash and Force Scale', () => {
    for (const clash of COMMON_CLASHES) {
      for (const scale of SCALES) {
        const setup = sampleClashSetup(clash, scale);
        for (const side of ['a', 'b'] as const) {
          const general = setup.generals[side];
          const gap = distanceToEdge(setup.battlefield, zoneArea(general.zone), general.rearEdge);
          assert.ok(gap <= EPSILON, `${clash} ${scale} ${side}: ${gap}" from the Rear Edge`);
        }
      }
    }
  });
});
