import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type GameSetup,
  type GameState,
  IllegalChoice,
  applyChoice,
  placeFromReserveOrRefusal,
  playerView,
  setupInPlay,
  tableOf,
} from '@warroom/armoured-clash';
import {
  atDeployReserves,
  momentFiller,
  momentsSkirmish,
  notLarge,
} from '@warroom/armoured-clash/testing';
import { seedRng } from '@warroom/engine';
import { drawnAlong, sampledFlankAttack, sampledReserve } from './random-reserve.js';
import { edgeRuns } from './random-reserve-edges.js';

/** The skirmish's tanks without Large (glossary: Large bars a Flank Attack). */
const setup: GameSetup = { ...momentsSkirmish(notLarge), rounds: 3 };
/** Seeds the random bot is tried with. */
const SEEDS = 12;
/** Half the Tanks' 3" depth: their centre stands this far in when their rank touches the edge. */
const TANKS_REAR = 1.5;
/** How far the two Tanks reach along an edge from their Officer's centre: half its 2" base, a 0.25" gap, the other's base. */
const TANKS_ASIDE = 3.25;
/** How far in from the south edge A's Rifles stand, in a line across it. */
const RIFLES_IN = 2.5;
/** The Rifles' spacing along the south edge: gaps too narrow for the two Tanks side by side. */
const RIFLES_APART = 5;
/** The first Rifle's place along the south edge. */
const FIRST_RIFLE = 4;
/**
 * Engine checks the ordered search (reservePlacement, shuffled spots, each at
 * every distance out) made for the 12 seeds on the crowded layout, measured
 * before the random bot drew its places: 1111 of them refused.
 */
const ORDERED_SEARCH_CHECKS = 1123;

/** A's Rifles moved into a line across the south edge of A's zone, leaving gaps too narrow for the Tanks. */
function crowded(state: GameState): GameState {
  const rifles = state.units['a-rifles'];
  assert.ok(rifles !== undefined);
  const models = rifles.models.map((m, i) => ({
    ...m,
    x: FIRST_RIFLE + RIFLES_APART * i,
    y: RIFLES_IN,
  }));
  return { ...state, units: { ...state.units, 'a-rifles': { ...rifles, models } } };
}

describe('the random bot brings units on from Reserve where the rules can take them', () => {
  const state = atDeployReserves(setup, [momentFiller(1)], []);
  const view = playerView(state, 'a');
  const table = tableOf(setupInPlay(setup, view), view);
  const zone = setup.generals.a.zone;
  const enemyFrom = Math.min(...setup.generals.b.zone.map(([, y]) => y));

  it('rulebook p.21 Deploying a Unit from Reserve: the Tanks touch the edge within A’s Deployment Zone, and the engine accepts them', () => {
    for (let seed = 0; seed < SEEDS; seed++) {
      const spot = sampledReserve(setup, view, 'a-tanks', zone, seedRng(seed), table);
      assert.ok(spot !== undefined, `seed ${seed}`);
      const { state: after } = applyChoice(setup, state, {
        kind: 'deployReserve',
        unit: 'a-tanks',
        ...spot,
      });
      assert.equal(after.units['a-tanks']?.inReserve, false);
      // Facing into the battlefield from the edge it touches, the Officer's centre set back by half its depth.
      const [x, y] = spot.at;
      const set = {
        0: x,
        90: y,
        180: setup.battlefield.width - x,
        270: setup.battlefield.depth - y,
      };
      assert.equal(set[spot.facing as keyof typeof set], TANKS_REAR, `seed ${seed}`);
    }
    const first = sampledReserve(setup, view, 'a-tanks', zone, seedRng(0), table);
    assert.deepEqual(first, { at: [4.53, TANKS_REAR], facing: 90 });
  });

  it('rulebook p.21 Special Command: Flank Attack: the Tanks drawn along a side edge, short of the enemy Deployment Zone, and the engine accepts them', () => {
    for (let seed = 0; seed < SEEDS; seed++) {
      const spot = sampledFlankAttack(setup, view, 'a-tanks', setup.generals.b.zone, seedRng(seed));
      assert.ok(spot !== undefined, `seed ${seed}`);
      assert.ok(spot.facing === 0 || spot.facing === 180, `seed ${seed}: ${spot.facing}`);
      // Side by side, the Tanks reach TANKS_ASIDE to either side of the Officer along the edge.
      assert.ok(spot.at[1] + TANKS_ASIDE <= enemyFrom, `seed ${seed}: ${spot.at[1]}`);
      const { events } = applyChoice(setup, state, {
        kind: 'flankAttack',
        unit: 'a-tanks',
        ...spot,
        card: momentFiller(1),
      });
      assert.ok(
        events.some((e) => e.kind === 'deployReserve'),
        `seed ${seed}`,
      );
    }
    const first = sampledFlankAttack(setup, view, 'a-tanks', setup.generals.b.zone, seedRng(0));
    assert.deepEqual(first, { at: [setup.battlefield.width - TANKS_REAR, 19.03], facing: 180 });
  });

  it('rulebook p.21: on a fixed, crowded layout, the places drawn along the edges are refused fewer times than the ordered search', () => {
    const state = crowded(atDeployReserves(setup, [momentFiller(1)], []));
    const view = playerView(state, 'a');
    const table = tableOf(setupInPlay(setup, view), view);
    let checks = 0;
    let placed = 0;
    for (let seed = 0; seed < SEEDS; seed++) {
      const spot = drawnAlong(
        setup,
        view,
        'a-tanks',
        edgeRuns(setup.battlefield, zone),
        seedRng(seed),
        ({ at, facing }) => {
          checks++;
          return !(
            placeFromReserveOrRefusal(setup, view, 'a-tanks', at, facing, table) instanceof
            IllegalChoice
          );
        },
      );
      if (spot !== undefined) placed++;
    }
    assert.equal(placed, SEEDS);
    assert.equal(checks, 35);
    assert.ok(checks < ORDERED_SEARCH_CHECKS);
  });
});
