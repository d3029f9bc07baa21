import assert from 'node:assert/strict';
import type { GameSetup } from '../game/army.js';
import { applyChoice } from '../game/apply-choice.js';
import type { Choice } from '../game/choice.js';
import type { GameState } from '../game/state.js';
import type { RuleRef } from '../rules/rule-ref.js';
import { skirmish } from './game-fixture.js';
import { faceToFace, skirmishWith } from './melee-fixture.js';
import { chiSquare, chiSquareCritical } from './statistics.js';

// Exact Close Quarters odds cross-checked against the engine's own seeded
// combats: the rifles' Melee rows given qualities, the Charge that starts the
// combat, and the tallies of what each strike's event says it rolled.

const HITS = /, (\d+) hits, (\d+) damage, (\d+) destroyed$/;

/** The Charge that puts A's rifles in contact with B's rank (melee-fixture: faceToFace). */
export const CHARGE = { target: 'b-rifles', at: [10, 11], facing: 90 } as const;

/** The skirmish with the rifles' Melee rows given `qualities` and their Defence set. */
export function riflesWith(
  qualities: Readonly<Record<string, readonly RuleRef[]>>,
  defences: Readonly<Record<string, number>> = {},
): GameSetup {
  const plain = skirmish();
  const all = [...plain.generals.a.units, ...plain.generals.b.units];
  const changes = Object.fromEntries(
    ['a-rifles', 'b-rifles'].map((id) => {
      const unit = all.find((u) => u.id === id);
      if (unit === undefined) throw new RangeError(`the skirmish has no ${id}`);
      const rows = unit.armaments.rows.map((row) =>
        row.attack === 'melee'
          ? { ...row, qualities: [...row.qualities, ...(qualities[id] ?? [])] }
          : row,
      );
      const defence = defences[id] === undefined ? {} : { defence: defences[id] };
      return [id, { profile: { armaments: { ...unit.armaments, rows }, ...defence } }];
    }),
  );
  return skirmishWith(changes);
}

/** A's rifles Activated and their Charge made into B's rank (melee-fixture: faceToFace). */
export const A_CHARGES: readonly Choice[] = [
  { kind: 'activate', unit: 'a-rifles' },
  { kind: 'charge', ...CHARGE },
];

/** A's rifles Activated and their Charge made into B's, then `then` played. */
export function charged(setup: GameSetup, then: readonly Choice[] = []): GameState {
  let state = faceToFace(setup);
  for (const choice of [...A_CHARGES, ...then]) state = applyChoice(setup, state, choice).state;
  return state;
}

/** What a strike's event says it rolled: hits, damage, models destroyed. */
export function rolled(text: string): [number, number, number] {
  const found = HITS.exec(text);
  if (found === null) throw new RangeError(`no roll in "${text}"`);
  return [Number(found[1]), Number(found[2]), Number(found[3])];
}

/** Counts one more `value` in `into`, indexed by value. */
export function tally(into: number[], value: number): void {
  while (into.length <= value) into.push(0);
  into[value] = (into[value] ?? 0) + 1;
}

/** Asserts observed counts fit exact odds (chi-square, 1e-6 false alarm), naming `what`. */
export function assertFits(
  what: string,
  observed: readonly number[],
  exact: ArrayLike<number>,
  samples: number,
): void {
  const { statistic, degreesOfFreedom } = chiSquare(observed, exact, samples);
  assert.ok(
    statistic < chiSquareCritical(degreesOfFreedom),
    `${what}: chi-square ${statistic} with ${degreesOfFreedom} degrees of freedom`,
  );
}
