import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MARKER_RADIUS, holdThroughTheRound, opened, touch } from '../../testing/clash-fixture.js';
import { HEROIC_SEED, ladySkirmish, scour } from '../../testing/find-the-lady-fixture.js';
import { type GameState } from '../state.js';
import { copyState } from '../copy-state.js';
import { tableOf } from '../table-of.js';
import { FIND_THE_LADY, disposition, findTheLadyMap, scoreFindTheLady } from './find-the-lady.js';

const setup = ladySkirmish();

/** A's Rifles Escorting the Vital Objective, found at the west marker in Round 1. */
function escorting(): GameState {
  const state = opened(setup);
  touch(setup, state, 'a-rifles', [9, 18 - MARKER_RADIUS], 'south');
  return scour(setup, state, 'a-rifles', 'west', HEROIC_SEED).state;
}

describe('rulebook p.62 Clash 4: Find the Lady', () => {
  it('three markers on the midway line, in the centre and halfway to each neutral edge; zones to 12" from the midway line', () => {
    const map = findTheLadyMap({ width: 48, depth: 48 }, 'south');
    assert.deepEqual(
      map.objectives.map((o) => [o.id, o.at]),
      [
        ['west', [12, 24]],
        ['centre', [24, 24]],
        ['east', [36, 24]],
      ],
    );
    assert.deepEqual(map.zones.a, [
      [0, 0],
      [48, 0],
      [48, 12],
      [0, 12],
    ]);
    assert.deepEqual(map.zones.b, [
      [0, 36],
      [48, 36],
      [48, 48],
      [0, 48],
    ]);
    assert.deepEqual(map.rearEdges, { a: 'south', b: 'north' });
  });
});

describe('rulebook pp.62-63 Find the Lady: Clash Objective (Disposition)', () => {
  it('VP by Force Scale and Disposition', () => {
    assert.deepEqual(FIND_THE_LADY.skirmish, { secure: 30, threatened: 25, imperilled: 15 });
    assert.deepEqual(FIND_THE_LADY.battle, { secure: 50, threatened: 40, imperilled: 25 });
    assert.deepEqual(FIND_THE_LADY.cataclysm, { secure: 70, threatened: 55, imperilled: 35 });
  });

  it('Imperilled outside its own zone; Secure fully within it; Threatened with an enemy within 6"', () => {
    const state = escorting();
    assert.equal(disposition(setup, tableOf(setup, state), 'a-rifles'), 'imperilled');
    // A's zone runs to y = 10: the Rifles' front edge at y = 9.
    touch(setup, state, 'a-rifles', [9, 9], 'south');
    assert.equal(disposition(setup, tableOf(setup, state), 'a-rifles'), 'secure');
    // B's Rifles 6" beyond them (their rear edge at y = 15) Threaten it; a little more is Secure.
    touch(setup, state, 'b-rifles', [9, 15], 'north');
    assert.equal(disposition(setup, tableOf(setup, state), 'a-rifles'), 'threatened');
    touch(setup, state, 'b-rifles', [9, 15.1], 'north');
    assert.equal(disposition(setup, tableOf(setup, state), 'a-rifles'), 'secure');
    // Partly outside the zone is not fully within it.
    touch(setup, state, 'a-rifles', [9, 10.5], 'south');
    assert.equal(disposition(setup, tableOf(setup, state), 'a-rifles'), 'imperilled');
  });

  it('scored at the end of the Battle only: nothing in an earlier End Phase, then the Disposition', () => {
    const state = escorting();
    touch(setup, state, 'a-rifles', [9, 9], 'south');
    assert.deepEqual(scoreFindTheLady(setup, { ...state, round: 1 }), []);
    const round2 = holdThroughTheRound(setup, copyState(state));
    assert.equal(round2.round, 2);
    assert.equal(round2.players.a.vp, 0);
    // The skirmish lasts 2 Rounds: its second End Phase is the end of the Battle.
    const over = holdThroughTheRound(setup, { ...state, round: setup.rounds });
    assert.equal(over.stage, 'over');
    assert.equal(over.players.a.vp, 30);
    assert.equal(over.players.b.vp, 0);
    assert.equal(over.result?.winner, 'a');
  });

  it('the log says who scored, and how the Vital Objective is held', () => {
    const state = { ...escorting(), round: setup.rounds };
    const events = scoreFindTheLady(setup, state);
    assert.deepEqual(
      events.map((e) => e.text),
      ['General A Escorts the Vital Objective, Imperilled: 15 VP'],
    );
  });
});
