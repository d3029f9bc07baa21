import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  type At,
  type Decision,
  type GameState,
  type PlayerView,
  plannedFreeAdvance,
  plannedManoeuvre,
  playerView,
  tableOf,
} from '@warroom/armoured-clash';
import { skirmish } from '@warroom/armoured-clash/testing';
import { advanceAllowed, freeAdvanceVerdict } from './advance-allowed.js';
import { officerAt, tryIt } from './heuristic-odds.js';
import { playedStates } from './seeded-games-fixture.js';

/** Seeded games between random bots whose states the Advances are tried at. */
const GAMES = 2;
const RUNS = 400;
/** Places tried reach a little beyond a tank's Advance (6") and its double (rulebook p.24). */
const REACH = 14;
const FULL_TURN = 360;
/** glossary: Vanguard (X"), Hit & Run (X"): the free Advance's X tried, in inches. */
const MOST_FREE_INCHES = 12;

const offset = fc.double({ min: -REACH, max: REACH, noNaN: true });

/**
 * The move drawn at a seeded game's state: the `u`-th unit on the table (of
 * those standing) of the General deciding, its Officer moved by `offset`,
 * through a waypoint `leg` away from it when one is drawn.
 */
function moveAt(
  played: { readonly state: GameState; readonly decision: Decision } | undefined,
  u: number,
  offset: At,
  leg: At | undefined,
): { view: PlayerView; unit: string; at: At; via: readonly At[] | undefined } | undefined {
  if (played === undefined) return undefined;
  const view = playerView(played.state, played.decision.player);
  const standing = Object.values(view.units).filter((x) => x.deployed && !x.annihilated);
  const unit = standing[u % Math.max(1, standing.length)]?.id;
  const from = unit === undefined ? undefined : officerAt(view.units, unit);
  if (unit === undefined || from === undefined) return undefined;
  const at: At = [from[0] + offset[0], from[1] + offset[1]];
  const via = leg === undefined ? undefined : [[from[0] + leg[0], from[1] + leg[1]] as At];
  return { view, unit, at, via };
}

describe('the verdict on an Advance the heuristic asks is plannedManoeuvre’s', () => {
  const setup = skirmish();
  const states = Array.from({ length: GAMES }, (_, game) => [
    ...playedStates(setup, `advance ${game}`),
  ]).flat();

  it('rulebook p.24 Advance, p.16 Moving a Unit: allowed exactly where plannedManoeuvre plans it, in one leg or through a waypoint, at seeded places of seeded games', () => {
    const seen = new Map<string, number>();
    fc.assert(
      fc.property(
        fc.nat(states.length - 1),
        fc.nat(),
        offset,
        offset,
        fc.double({ min: 0, max: FULL_TURN, noNaN: true }),
        fc.option(fc.tuple(offset, offset), { nil: undefined }),
        (s, u, dx, dy, facing, leg) => {
          const drawn = moveAt(states[s], u, [dx, dy], leg);
          if (drawn === undefined) return;
          const { view, unit, at, via } = drawn;
          const long =
            tryIt(() =>
              plannedManoeuvre(setup, view, unit, 'advance', at, facing, 0, undefined, via),
            ) !== undefined;
          assert.equal(advanceAllowed(setup, view, unit, at, facing, via), long);
          // The table drawn once by the caller (heuristic-cover.ts, heuristic-activation.ts) gives the same verdict.
          const table = tableOf(setup, view);
          assert.equal(advanceAllowed(setup, view, unit, at, facing, via, table), long);
          const kind = `${via === undefined ? 'one leg' : 'waypoint'} ${long ? 'allowed' : 'refused'}`;
          seen.set(kind, (seen.get(kind) ?? 0) + 1);
        },
      ),
      { numRuns: RUNS, seed: 24 },
    );
    assert.equal(seen.size, 4, JSON.stringify([...seen]));
  });

  it('glossary: Vanguard (X"), Hit & Run (X"): a free Advance is allowed exactly where plannedFreeAdvance plans it, at seeded places of seeded games', () => {
    const seen = { allowed: 0, refused: 0 };
    fc.assert(
      fc.property(
        fc.nat(states.length - 1),
        fc.nat(),
        offset,
        offset,
        fc.double({ min: 0, max: FULL_TURN, noNaN: true }),
        fc.integer({ min: 1, max: MOST_FREE_INCHES }),
        fc.option(fc.tuple(offset, offset), { nil: undefined }),
        (s, u, dx, dy, facing, limit, leg) => {
          const drawn = moveAt(states[s], u, [dx, dy], leg);
          if (drawn === undefined) return;
          const { view, unit, at, via } = drawn;
          const long =
            tryIt(() => plannedFreeAdvance(setup, view, unit, at, facing, limit, via)) !==
            undefined;
          assert.equal(freeAdvanceVerdict(setup, view, unit, at, facing, limit, via), long);
          seen[long ? 'allowed' : 'refused'] += 1;
        },
      ),
      { numRuns: RUNS, seed: 25 },
    );
    assert.ok(seen.allowed > 0 && seen.refused > 0, JSON.stringify(seen));
  });

  it('rulebook p.16 Moving a Unit: a place geometry cannot make is refused as plannedManoeuvre refuses it, never a crash', () => {
    const { state, decision } = states.find(({ state: s }) =>
      Object.values(s.units).some((x) => x.deployed),
    ) ?? { state: undefined, decision: undefined };
    assert.ok(state !== undefined && decision !== undefined);
    const view = playerView(state, decision.player);
    const unit = Object.values(view.units).find((x) => x.deployed)?.id ?? '';
    assert.equal(advanceAllowed(setup, view, unit, [Number.NaN, 1], 0), false);
    assert.equal(advanceAllowed(setup, view, unit, [1, 1], Number.POSITIVE_INFINITY), false);
    assert.equal(freeAdvanceVerdict(setup, view, unit, [1, Number.NaN], 0, 1), false);
    assert.equal(advanceAllowed(setup, view, unit, [1, 1], 0, [[Number.NaN, 1]]), false);
  });
});
