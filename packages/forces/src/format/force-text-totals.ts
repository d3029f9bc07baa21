import type { FactionLine, ForceTextProblem, Numbered, TotalLine } from './force-text-lines.js';

/** What the totals are checked against: each battlegroup's heading and its units. */
export interface TextBattlegroupTotals {
  readonly line: number;
  /** The points its heading says. */
  readonly points: number;
  /** Each unit's points column (undefined for `?`). */
  readonly units: readonly { readonly points?: number }[];
}

const sumOf = (values: readonly number[]): number => values.reduce((sum, v) => sum + v, 0);

/**
 * The totals the text prints, checked against its units' lines: a second
 * Points Limit that differs is an error (which one would the list keep?); sums
 * and counts that differ are warnings (the list keeps the units).
 */
export function checkTotals(
  faction: Numbered<FactionLine>,
  battlegroups: readonly TextBattlegroupTotals[],
  total: Numbered<TotalLine>,
  /** The Victory Points Rating of the units by the ORBAT; undefined without one. */
  rating: number | undefined,
): { errors: ForceTextProblem[]; warnings: ForceTextProblem[] } {
  const errors: ForceTextProblem[] = [];
  const warnings: ForceTextProblem[] = [];
  const doubt = (line: number, what: string, says: number, is: number): void => {
    if (says !== is) warnings.push({ line, message: `${what} is ${is}, the text says ${says}` });
  };
  if (total.value.pointsLimit !== faction.value.pointsLimit) {
    errors.push({
      line: total.line,
      message: `the Total line's Points Limit (${total.value.pointsLimit}) differs from the faction line's (${faction.value.pointsLimit}, line ${faction.line})`,
    });
  }
  for (const battlegroup of battlegroups) {
    const points = sumOf(battlegroup.units.map((u) => u.points ?? 0));
    doubt(battlegroup.line, "the sum of the battlegroup's unit points", battlegroup.points, points);
  }
  const units = battlegroups.flatMap((b) => b.units);
  const points = sumOf(units.map((u) => u.points ?? 0));
  doubt(faction.line, 'the sum of the unit points', faction.value.points, points);
  doubt(total.line, 'the sum of the unit points', total.value.points, points);
  doubt(total.line, 'the number of units', total.value.units, units.length);
  doubt(total.line, 'the number of battlegroups', total.value.battlegroups, battlegroups.length);
  if (rating !== undefined) {
    doubt(
      total.line,
      'the Victory Points Rating of the units by the ORBAT',
      total.value.rating,
      rating,
    );
  }
  return { errors, warnings };
}
