import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { containsPoint, overlaps, point, rectangle } from '@warroom/engine';
import {
  distanceToEdge,
  entirelyWithin,
  midwayLine,
  quadrants,
  touchesEdge,
} from './battlefield.js';

const battle = { width: 48, depth: 48 };
const cataclysm = { width: 72, depth: 48 };

describe('rulebook p.8 The Battlefield', () => {
  it('four quadrants that cover it without overlapping', () => {
    const parts = quadrants(cataclysm);
    assert.equal(parts.length, 4);
    assert.ok(containsPoint(parts[0]!, point(1, 1)));
    assert.ok(containsPoint(parts[3]!, point(71, 47)));
    for (let i = 0; i < 4; i++) {
      for (let j = i + 1; j < 4; j++) assert.ok(!overlaps(parts[i]!, parts[j]!));
    }
  });

  it('the midway line runs halfway between the Rear Edges', () => {
    assert.deepEqual(midwayLine(cataclysm, 'south'), { a: point(0, 24), b: point(72, 24) });
    assert.deepEqual(midwayLine(cataclysm, 'west'), { a: point(36, 0), b: point(36, 48) });
  });

  it('a footprint touching an edge is in contact with it', () => {
    const tank = rectangle(point(10, 1.5), 2, 3, Math.PI / 2);
    assert.ok(touchesEdge(battle, tank, 'south'));
    assert.ok(!touchesEdge(battle, tank, 'north'));
    assert.equal(distanceToEdge(battle, tank, 'west'), 9);
  });
});

describe('rulebook p.8 Deployment Zones', () => {
  it('a unit is entirely within a zone only if every Footprint is wholly inside it', () => {
    // A triangular zone in the south-west corner.
    const zone = {
      side: 'a' as const,
      area: { kind: 'polygon' as const, points: [point(0, 0), point(24, 0), point(0, 24)] },
    };
    assert.ok(entirelyWithin([rectangle(point(4, 4), 2, 2, 0)], zone));
    assert.ok(
      !entirelyWithin(
        [rectangle(point(4, 4), 2, 2, 0), rectangle(point(11.5, 11.5), 2, 2, 0)],
        zone,
      ),
    );
  });
});
