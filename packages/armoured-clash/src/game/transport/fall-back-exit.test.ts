import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyChoice } from '../apply-choice.js';
import type { GameSetup } from '../army.js';
import { fallBack } from '../fall-back.js';
import { RECORD_FORMAT, replay } from '../record.js';
import type { GameState } from '../state.js';
import { skirmish } from '../../testing/game-fixture.js';

/** The skirmish with a 3" x 3" Defensible House centred on (10, `y`). */
function withHouse(y: number): GameSetup {
  const base = skirmish();
  return {
    ...base,
    terrain: [
      ...base.terrain,
      {
        id: 'house',
        name: 'House',
        size: 2,
        features: ['blocking'],
        area: { rectangle: { centre: [10, y], width: 3, depth: 3, facing: 0 } },
        defensible: {},
      },
    ],
  };
}

/** A's rifles (Rear Edge south) Garrisoning the House, deployed `y - 4`" from the south edge. */
function garrisoned(setup: GameSetup, y: number): GameState {
  const opening = replay({
    format: RECORD_FORMAT,
    setup,
    seed: 1,
    choices: [
      { kind: 'deploy', unit: 'a-rifles', at: [10, y - 4], facing: 90 },
      { kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 },
      { kind: 'deploy', unit: 'a-tanks', at: [24, 5], facing: 90 },
      { kind: 'deploy', unit: 'b-tanks', at: [24, 31], facing: 270 },
      { kind: 'giveInitiative', to: 'a' },
      { kind: 'discard', cards: [] },
      { kind: 'discard', cards: [] },
      { kind: 'activate', unit: 'a-rifles' },
      { kind: 'hold' },
    ],
  });
  return applyChoice(setup, opening.state, { kind: 'garrison', building: 'house' }).state;
}

describe('rulebook p.44 Garrisoned Units: Falling Back', () => {
  it('rulebook p.44 Garrisoned Units: a Garrisoned unit that would Fall Back Exits instead of a 3" move, placed as close as possible to its Rear Edge', () => {
    const setup = withHouse(12);
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
    const setup = withHouse(5);
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
