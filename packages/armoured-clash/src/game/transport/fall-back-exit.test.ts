import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameSetup } from '../army.js';
import { fallBack } from '../fall-back.js';
import type { GameState } from '../state.js';
import { skirmish } from '../../testing/game-fixture.js';
import { defensibleHouse, openedWithRiflesAt, withHouse } from '../../testing/house-fixture.js';

/** A's rifles (Rear Edge south) Garrisoning the House, deployed `y - 4`" from the south edge. */
function garrisoned(setup: GameSetup, y: number): GameState {
  return openedWithRiflesAt(setup, y - 4, [
    { kind: 'activate', unit: 'a-rifles' },
    { kind: 'hold' },
    { kind: 'garrison', building: 'house' },
  ]);
}

describe('rulebook p.44 Garrisoned Units: Falling Back', () => {
  it('rulebook p.44 Garrisoned Units: a Garrisoned unit that would Fall Back Exits instead of a 3" move, placed as close as possible to its Rear Edge', () => {
    const setup = withHouse(skirmish(), defensibleHouse({ centre: [10, 12] }));
    const state = garrisoned(setup, 12);
    const rifles = state.units['a-rifles']!;
    const events = fallBack(setup, state, rifles);
    assert.equal(rifles.garrisoning, undefined);
    assert.ok(events.some((e) => e.kind === 'exit'));
    assert.equal(rifles.models.length, 6);
    // The House spans y 10.5-13.5: one rank at y 7.5 is the nearest to the south edge that keeps every model within 3" of it.
    assert.deepEqual(
      rifles.models.map((m) => [m.x, m.y]),
      [
        [10, 7.5],
        [11, 7.5],
        [9, 7.5],
        [12, 7.5],
        [8, 7.5],
        [13, 7.5],
      ],
    );
    assert.ok(rifles.models.every((m) => m.facing === Math.PI / 2));
  });

  it('rulebook p.44 Garrisoned Units: "all other rules for Falling Back still apply": placed against its own Rear Edge, the unit Flees the Field (p.36) and counts as Annihilated', () => {
    const setup = withHouse(skirmish(), defensibleHouse({ centre: [10, 5] }));
    const state = garrisoned(setup, 5);
    const rifles = state.units['a-rifles']!;
    const events = fallBack(setup, state, rifles);
    assert.deepEqual(
      events.map((e) => e.kind),
      ['fallBack', 'exit', 'flees', 'annihilated'],
    );
    assert.ok(rifles.annihilated);
  });
});
