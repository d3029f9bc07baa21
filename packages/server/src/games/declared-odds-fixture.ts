import assert from 'node:assert/strict';
import { type Choice, type GameSetup, type GameState, applyChoice } from '@warroom/armoured-clash';
import {
  chiSquare,
  chiSquareCritical,
  faceToFace,
  skirmish,
  skirmishWith,
} from '@warroom/armoured-clash/testing';
import { HOT_SEAT } from '../testing/hot-seat-options.js';
import { gameOdds } from './game-odds.js';
import type { LiveGame } from './live-game.js';

/** Test support of the odds of declared attacks (declared-odds.test.ts, close-quarters-declared-odds.test.ts). */

export const CLOSE = 1e-12;
/** B's rifles' Officer, at the front of its Close Formation (melee-fixture: faceToFace). */
export const OFFICER = 'b-rifles#1';

/** Whether sampled counts fit exact probabilities (chi-square, 1e-6 false alarm). */
export function fits(
  observed: readonly number[],
  exact: readonly number[],
  samples: number,
): boolean {
  const { statistic, degreesOfFreedom } = chiSquare(observed, exact, samples);
  return statistic < chiSquareCritical(degreesOfFreedom);
}

/** A game in play at `state`, as the server holds it (the odds read the state). */
export function liveAt(setup: GameSetup, state: GameState): LiveGame {
  return {
    head: {
      id: 'declared',
      setup,
      seed: 7,
      options: HOT_SEAT,
      decisions: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
    steps: [],
    state,
  };
}

export type UnitChanges = Parameters<typeof skirmishWith>[0];

/** The change giving the rows of `attack` of a skirmish unit `qualities`. */
export function rowsWith(
  id: string,
  attack: 'ranged' | 'melee',
  qualities: readonly { readonly name: string }[],
): UnitChanges {
  const base = skirmish();
  const unit = [...base.generals.a.units, ...base.generals.b.units].find((u) => u.id === id)!;
  const rows = unit.armaments.rows.map((row) =>
    row.attack === attack ? { ...row, qualities: [...row.qualities, ...qualities] } : row,
  );
  return { [id]: { profile: { armaments: { ...unit.armaments, rows } } } };
}

/** The skirmish with A's rifles' rows of `attack` given `qualities`, and other changes. */
export function riflesWith(
  attack: 'ranged' | 'melee',
  qualities: readonly { readonly name: string }[],
  more: UnitChanges = {},
): GameSetup {
  return skirmishWith({ ...more, ...rowsWith('a-rifles', attack, qualities) });
}

/** A's rifles Activated, Held, in their Attack Step facing B's. */
export function attackStep(setup: GameSetup): GameState {
  let state = faceToFace(setup);
  for (const choice of [
    { kind: 'activate', unit: 'a-rifles' },
    { kind: 'hold' },
  ] as const satisfies readonly Choice[]) {
    state = applyChoice(setup, state, choice).state;
  }
  return state;
}

/** The odds a query gives one attack of, or a failure. */
export function oneAttack(live: LiveGame, text: string) {
  const odds = gameOdds(live, 'a', new URLSearchParams(text));
  assert.ok('hits' in odds, 'the odds of one attack');
  return odds;
}

/** A's rifles Activated and their Charge made into B's rank (melee-fixture: faceToFace). */
export function charged(setup: GameSetup): GameState {
  let state = faceToFace(setup);
  for (const choice of [
    { kind: 'activate', unit: 'a-rifles' },
    { kind: 'charge', target: 'b-rifles', at: [10, 11], facing: 90 },
  ] as const satisfies readonly Choice[]) {
    state = applyChoice(setup, state, choice).state;
  }
  return state;
}

/** A wall 0.4" deep along y = 11.3, `across` centring it: models at y = 12 touching it are behind it from the south. */
export function walled(setup: GameSetup, across: number): GameSetup {
  const wall = {
    id: 'wall',
    name: 'Wall',
    size: 1,
    features: ['obstacle' as const],
    area: {
      rectangle: {
        centre: [across, 11.3] as [number, number],
        width: 0.4,
        depth: 2.8,
        facing: 0,
      },
    },
  };
  return { ...setup, terrain: [...setup.terrain, wall] };
}
