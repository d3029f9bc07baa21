import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { supplyDropMarkerProblem, supplyDropZones } from './supply-drop.js';
import { supplyDropMarkerRefusal } from './supply-drop-room.js';

/** The Skirmish battlefield (36" by 48"), Rear Edges south and north: an 8"-deep strip is left for the markers. */
const BATTLEFIELD = { width: 36, depth: 48 };
const { zones } = supplyDropZones(BATTLEFIELD, 'south');

describe('rulebook p.60 Supply Drop: a marker must leave room for the markers still to place', () => {
  it('rulebook p.60 Supply Drop: with a marker at (9.33, 22.16), one at (26.92, 26.31) is allowed by the spacing but leaves no room for two more: refused, naming why (fuzz seed scale1:468)', () => {
    const placed = [[9.33, 22.16]] as const;
    assert.equal(supplyDropMarkerProblem(BATTLEFIELD, zones, placed, [26.92, 26.31]), undefined);
    assert.equal(
      supplyDropMarkerRefusal(BATTLEFIELD, zones, placed, [26.92, 26.31]),
      'a marker at (26.92, 26.31) would leave no room for the 2 markers still to place, each more than 8" from the Deployment Zones and the other markers (rulebook p.60 Supply Drop; room looked for on a 1" grid)',
    );
  });

  it('rulebook p.60 Supply Drop: markers zigzagging along the strip leave room for all four, and the last needs none after it', () => {
    const spots = [
      [1, 21],
      [9, 27],
      [17, 21],
      [25, 27],
    ] as const;
    for (let i = 0; i < spots.length; i++) {
      const at = spots[i];
      if (at === undefined) continue;
      assert.equal(supplyDropMarkerRefusal(BATTLEFIELD, zones, spots.slice(0, i), at), undefined);
    }
  });

  it('rulebook p.60 Supply Drop: the rules\' own reasons come first (within 8" of a zone)', () => {
    assert.match(
      supplyDropMarkerRefusal(BATTLEFIELD, zones, [], [18, 14]) ?? '',
      /within 8" of General A's Deployment Zone/,
    );
  });
});
