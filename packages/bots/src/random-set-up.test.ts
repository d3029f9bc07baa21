import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  applyChoice,
  nextDecision,
  playerView,
  setupInPlay,
  tableOf,
} from '@warroom/armoured-clash';
import { seedRng } from '@warroom/engine';
import { oneHull, transportOpened, transportSetup } from './heuristic-transport-fixture.js';
import { MOVE_TRIES } from './random-draws.js';
import { trySetUp } from './try-set-up.js';

/** Capacity (X) of A's Tank: one hull carries all six of A's Rifles. */
const CAPACITY = 6;
/** The Reichsfaust Landship's hull (inches): far longer than the 3" Disembark reach. */
const LANDSHIP_HULL = { kind: 'hull', width: 3.54, depth: 6.3 } as const;
/** Where the hull stands, facing north: its centre. */
const HULL_X = 24;
const HULL_Y = 5;
/** Seeds the random bot is tried with. */
const SEEDS = 12;

describe('the random bot sets up Disembarking units clear of their Transport', () => {
  it('rulebook p.46 Disembark, p.10 Footprints: around a Landship-long hull, 9 of 12 seeds set the Rifles up beyond its edge, each accepted by the engine', () => {
    const setup = transportSetup(CAPACITY, { hull: LANDSHIP_HULL });
    const opened = oneHull(transportOpened(setup));
    const state = applyChoice(setup, opened, { kind: 'activate', unit: 'a-rifles' }).state;
    const disembark = nextDecision(setup, state)?.constraints?.find((c) => c.kind === 'disembark');
    assert.ok(disembark?.kind === 'disembark');
    const view = playerView(state, 'a');
    const table = tableOf(setupInPlay(setup, view), view);
    let made = 0;
    for (let seed = 0; seed < SEEDS; seed++) {
      const choice = trySetUp(setup, view, seedRng(seed), disembark, MOVE_TRIES, table);
      if (choice?.kind !== 'disembark') continue;
      made++;
      const [x, y] = choice.at;
      // The hull faces north: its width across x, its depth along y.
      const beyond =
        Math.abs(x - HULL_X) > LANDSHIP_HULL.width / 2 ||
        Math.abs(y - HULL_Y) > LANDSHIP_HULL.depth / 2;
      assert.ok(beyond, `seed ${seed}: (${x}, ${y})`);
      const after = applyChoice(setup, state, choice).state;
      assert.equal(after.units['a-rifles']?.embarked, undefined);
    }
    // Placed around the hull's centre instead (out 1" to 3"), 2 of these 12 seeds found a place.
    assert.equal(made, 9);
  });
});
