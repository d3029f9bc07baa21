import assert from 'node:assert/strict';

/** How close a probability served must be to the engine's. */
const EXACT_ODDS = 1e-12;

/** A distribution as `[value, probability]` pairs, in the order of the values. */
export type OddsPairs = readonly (readonly [number, number])[];

/**
 * Asserts that a distribution served has the values of the one expected, in
 * order, each with its probability within `EXACT_ODDS`; `what` names it in a
 * failure.
 */
export function assertOddsClose(shown: OddsPairs, expected: OddsPairs, what: string): void {
  assert.deepEqual(
    shown.map(([v]) => v),
    expected.map(([v]) => v),
    what,
  );
  for (const [i, [, p]] of expected.entries())
    assert.ok(Math.abs((shown[i]?.[1] ?? NaN) - p) < EXACT_ODDS, `${what} ${i}`);
}
