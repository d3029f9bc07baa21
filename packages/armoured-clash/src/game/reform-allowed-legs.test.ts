import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { opened } from '../testing/clash-fixture.js';
import { skirmish } from '../testing/game-fixture.js';
import type { At } from './choice.js';
import { freeAdvanceAllowed } from './free-advance-allowed.js';
import { plannedFreeAdvance } from './free-advance.js';
import { manoeuvreAllowed } from './manoeuvre-allowed.js';
import { plannedManoeuvre } from './movement-step.js';
import { IllegalChoice } from './rule-error.js';

/** Places tried reach a little beyond a tank's Double Time (rulebook p.24: twice its 6" Speed). */
const REACH = 14;
const FULL_TURN = 360;
const RUNS = 300;
/** glossary: Vanguard (X"), Hit & Run (X"): the free Advance's X tried, in inches. */
const MOST_FREE_INCHES = 12;

const offset = fc.double({ min: -REACH, max: REACH, noNaN: true });

/** Whether `make` plans the move rather than refusing it. */
function planned(make: () => unknown): boolean {
  try {
    make();
    return true;
  } catch (error) {
    if (error instanceof IllegalChoice) return false;
    throw error;
  }
}

describe('the verdict-only move checks through waypoints', () => {
  const setup = skirmish();
  const state = opened(setup);
  const units = Object.keys(state.units);

  it('rulebook p.24 Advance, Double Time; p.16 Moving a Unit: manoeuvreAllowed through a waypoint or two is plannedManoeuvre’s verdict', () => {
    const seen = { allowed: 0, refused: 0 };
    fc.assert(
      fc.property(
        fc.constantFrom(...units),
        fc.constantFrom('advance', 'doubleTime' as const),
        offset,
        offset,
        fc.double({ min: 0, max: FULL_TURN, noNaN: true }),
        fc.array(fc.tuple(offset, offset), { minLength: 1, maxLength: 2 }),
        (unit, kind, dx, dy, facing, legs) => {
          const officer = state.units[unit]?.models[0];
          if (officer === undefined) return;
          const at: At = [officer.x + dx, officer.y + dy];
          const via = legs.map(([x, y]): At => [officer.x + x, officer.y + y]);
          const long = planned(() =>
            plannedManoeuvre(setup, state, unit, kind, at, facing, 0, undefined, via),
          );
          assert.equal(
            manoeuvreAllowed(setup, state, unit, kind, at, facing, 0, undefined, via),
            long,
          );
          seen[long ? 'allowed' : 'refused'] += 1;
        },
      ),
      { numRuns: RUNS, seed: 16 },
    );
    assert.ok(seen.allowed > 0 && seen.refused > 0, JSON.stringify(seen));
  });

  it('glossary: Vanguard (X"), Hit & Run (X"): freeAdvanceAllowed through a waypoint is plannedFreeAdvance’s verdict', () => {
    const seen = { allowed: 0, refused: 0 };
    fc.assert(
      fc.property(
        fc.constantFrom(...units),
        offset,
        offset,
        fc.double({ min: 0, max: FULL_TURN, noNaN: true }),
        fc.integer({ min: 1, max: MOST_FREE_INCHES }),
        fc.tuple(offset, offset),
        (unit, dx, dy, facing, limit, [lx, ly]) => {
          const officer = state.units[unit]?.models[0];
          if (officer === undefined) return;
          const at: At = [officer.x + dx, officer.y + dy];
          const via: At[] = [[officer.x + lx, officer.y + ly]];
          const long = planned(() =>
            plannedFreeAdvance(setup, state, unit, at, facing, limit, via),
          );
          assert.equal(
            freeAdvanceAllowed(setup, state, unit, at, facing, limit, undefined, via),
            long,
          );
          seen[long ? 'allowed' : 'refused'] += 1;
        },
      ),
      { numRuns: RUNS, seed: 42 },
    );
    assert.ok(seen.allowed > 0 && seen.refused > 0, JSON.stringify(seen));
  });
});
