import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type At, type GameSetup, type GameState, playerView } from '@warroom/armoured-clash';
import { aPlays, transportOpened, transportSetup } from './heuristic-transport-fixture.js';
import { exposure } from './heuristic-exposure.js';

/** Capacity (X) of each of A's Tanks: one model carries all six of A's Rifles. */
const CAPACITY = 6;
/** A Strategic Objective 17" north of A's Tanks (24, 5): after their Advance, beyond the Rifles' reach on foot. */
const FAR: At = [24, 22];
/** Damage already on A's Tanks: with it B's Tanks are expected to destroy half of the two hulls. */
const BATTERED = 1;

/** rulebook p.47: half the Rifles (Victory Points Rating 2) lost with half the hulls: what they risk aboard. */
const BATTERED_LOSS_VP = 1;

/** Impassable Terrain across the way of A's Tanks, half an inch ahead of their front edge: a Ponderous hull cannot go 1" straight ahead. */
const WALL_AHEAD: GameSetup['terrain'][number] = {
  id: 'wall',
  name: 'Wall',
  size: 3,
  features: ['impassable'],
  area: {
    polygon: [
      [18, 7],
      [32, 7],
      [32, 8],
      [18, 8],
    ],
  },
};

/** A's Tanks at (24, 5), B's units across the table, A's Tanks carrying `damage`; A to activate. */
function opened(damage: number, ponderous = false): { state: GameState; setup: GameSetup } {
  const setup = transportSetup(CAPACITY, { objective: FAR, ponderous });
  const state = transportOpened(setup);
  const tanks = state.units['a-tanks'];
  if (tanks === undefined) throw new RangeError('no a-tanks');
  tanks.damage = damage;
  return { state, setup };
}

/** Numbers to a hundredth, as a table measures them. */
const hundredths = (values: readonly number[]): number[] =>
  values.map((v) => Math.round(v * 100) / 100);

describe('the heuristic bot takes its Embarked units out of danger (rulebook pp.46-47 Transports)', () => {
  it('rulebook p.47 Attacking Transport Units: with its battered Transport expected to lose half its hulls, the Rifles Disembark though the objective is beyond a walk and no enemy is near, where they are expected to lose less', () => {
    const { setup, state } = opened(BATTERED);
    const played = aPlays(setup, state);
    const disembark = played.choices[4];
    assert.deepEqual(played.choices.slice(0, 4), [
      { kind: 'activate', unit: 'a-tanks' },
      { kind: 'advance', at: [24, 11], facing: 90 },
      { kind: 'rangedAttack', target: 'b-rifles' },
      { kind: 'activate', unit: 'a-rifles' },
    ]);
    assert.ok(disembark?.kind === 'disembark', JSON.stringify(played.choices));
    // The first spot out of sight of B's Tanks, nearest the objective (to a hundredth).
    assert.deepEqual(hundredths([...disembark.at, disembark.facing]), [24.86, 7.65, 93.44]);
    assert.equal(played.state.units['a-rifles']?.deployed, true);
    // South of the hulls, behind them from B's Tanks: not the spot nearest the objective, north of them.
    const hulls = played.state.units['a-tanks']?.models ?? [];
    assert.ok(
      hulls.every((m) => disembark.at[1] < m.y),
      `set up at ${disembark.at.join(', ')}`,
    );
    const view = playerView(played.state, 'a');
    const out = exposure(setup, view, played.state, 'a-rifles');
    assert.ok(out < BATTERED_LOSS_VP, `expected to lose ${out} VP there`);
    assert.equal(out, 0);
  });

  it('rulebook p.47 Attacking Transport Units: with the same Transport undamaged (fewer than half its hulls expected lost), the Rifles ride on', () => {
    const { setup, state } = opened(0);
    const { choices } = aPlays(setup, state);
    assert.deepEqual(choices.slice(3), [
      { kind: 'activate', unit: 'a-rifles' },
      { kind: 'hold' },
      { kind: 'hold' },
    ]);
  });

  it('rulebook p.46 Embarked Units, p.16 Ponderous Movement: Rifles aboard a sturdy Ponderous Transport stay aboard rather than walk into the open where B can shoot them', () => {
    const { setup, state } = opened(0, true);
    const { choices, state: after } = aPlays(setup, state);
    assert.deepEqual(choices.slice(3), [
      { kind: 'activate', unit: 'a-rifles' },
      { kind: 'hold' },
      { kind: 'hold' },
    ]);
    assert.equal(after.units['a-rifles']?.deployed, false);
  });

  it('rulebook p.16 Ponderous Movement, pp.41-42 Impassable Terrain: a Ponderous Transport boxed in by a wall carries its Rifles nowhere: they Disembark beyond it and walk', () => {
    const { setup: open, state } = opened(0, true);
    const setup = { ...open, terrain: [...open.terrain, WALL_AHEAD] };
    const { choices } = aPlays(setup, state);
    assert.deepEqual(choices.slice(0, 2), [
      { kind: 'activate', unit: 'a-tanks' },
      { kind: 'hold' },
    ]);
    assert.deepEqual(choices.slice(3, 5), [
      { kind: 'activate', unit: 'a-rifles' },
      { kind: 'disembark', at: [24, 9.5], facing: 90 },
    ]);
  });
});
