import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { OFFICER_ACQUISITION, takesFullRoute } from '../rules/acquisition-route.js';
import { indirect } from '../rules/entries/indirect.js';
import { trail } from '../rules/entries/trail.js';
import { trap } from '../rules/entries/trap.js';
import { turret } from '../rules/entries/turret.js';
import { acquisitionRoute } from './acquisition-route.js';

const row = (...names: string[]) => ({ qualities: names.map((name) => ({ name })) });

describe('game step targetAcquisition (game/acquisition-route.ts)', () => {
  it("glossary: Turret: Visibility confirmed outside the Officer's Front Arc", () => {
    const route = acquisitionRoute(row('Turret'));
    assert.deepEqual(route, { ...OFFICER_ACQUISITION, anyArc: true });
    assert.deepEqual(turret.inGame?.targetAcquisition?.(OFFICER_ACQUISITION, 0), route);
    assert.equal(takesFullRoute(route), false);
  });

  it('glossary: Trail: a unit moved through acquired without Line of Sight or Range', () => {
    const route = acquisitionRoute(row('Trail'));
    assert.deepEqual(route, { ...OFFICER_ACQUISITION, movedThrough: true });
    assert.deepEqual(trail.inGame?.targetAcquisition?.(OFFICER_ACQUISITION, 0), route);
    assert.equal(takesFullRoute(route), true);
  });

  it('glossary: Trap: only a unit exposed to it, without Line of Sight', () => {
    const route = acquisitionRoute(row('Trap'));
    assert.deepEqual(route, { ...OFFICER_ACQUISITION, trapExposedOnly: true });
    assert.deepEqual(trap.inGame?.targetAcquisition?.(OFFICER_ACQUISITION, 0), route);
    assert.equal(takesFullRoute(route), true);
  });

  it("glossary: Indirect: Visibility through a friendly unit's eyes", () => {
    const route = acquisitionRoute(row('Indirect'));
    assert.deepEqual(route, { ...OFFICER_ACQUISITION, friendlyVisibility: true });
    assert.deepEqual(indirect.inGame?.targetAcquisition?.(OFFICER_ACQUISITION, 0), route);
    // Its own short route (game/indirect-confirmed.ts), not the full one.
    assert.equal(takesFullRoute(route), false);
  });

  it("rulebook p.17 Target Acquisition: other qualities, or no row, leave the Officer's own", () => {
    assert.deepEqual(acquisitionRoute(row('Devastating', 'Torrent')), OFFICER_ACQUISITION);
    assert.equal(acquisitionRoute(undefined), OFFICER_ACQUISITION);
    assert.equal(takesFullRoute(OFFICER_ACQUISITION), false);
  });

  it("folds every quality of the row, once per row's qualities", () => {
    const both = row('Turret', 'Indirect');
    assert.deepEqual(acquisitionRoute(both), {
      ...OFFICER_ACQUISITION,
      anyArc: true,
      friendlyVisibility: true,
    });
    assert.equal(acquisitionRoute({ ...both }), acquisitionRoute(both));
  });
});
