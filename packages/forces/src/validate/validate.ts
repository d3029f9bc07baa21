import { checkUnit } from '../orbat/check-unit.js';
import type { Orbat, UnitProfile } from '../orbat/orbat.js';
import { type Problem, formatPath } from '../problem.js';
import { type ForceList, forceListSchema } from '../force-list/force-list-schema.js';
import { type Force, forcePoints, forceUnits, resolveForce } from '../force-list/resolve-force.js';
import { checkOrbatLimits } from './battlegroup-limits.js';
import { checkBattlegroupRequirements } from './battlegroup-requirements.js';
import { checkEmbarkations } from './embarkation.js';
import { checkLoading } from './loading.js';
import { checkMembership } from './membership.js';
import { checkParentUnits } from './parent-units.js';
import { checkPointsLimit, pointsWarnings } from './points.js';
import { checkReinforcementLimits } from './reinforcement-limits.js';
import { checkTowing } from './towing.js';

/** One error or warning about a force list: where in the file, and what. */
export interface Finding {
  readonly path: string;
  readonly message: string;
}

/** What `warroom force validate --json` prints. */
export interface ForceReport {
  readonly valid: boolean;
  /** The Points Value of the units the ORBAT knows. */
  readonly points: number;
  readonly pointsLimit?: number;
  readonly errors: readonly Finding[];
  readonly warnings: readonly Finding[];
}

/** Where a problem is in the list: whole-list problems first, then by battlegroup and unit. */
function position(problem: Problem): [number, number] {
  const [first, battlegroup, second, unit] = problem.path;
  if (first !== 'battlegroups' || typeof battlegroup !== 'number') return [-1, -1];
  return [battlegroup, second === 'units' && typeof unit === 'number' ? unit : -1];
}

/** Findings in the order of the file (a stable sort keeps each place's problems in check order). */
function findings(problems: readonly Problem[]): Finding[] {
  return problems
    .map((problem) => ({ problem, at: position(problem) }))
    .sort((a, b) => a.at[0] - b.at[0] || a.at[1] - b.at[1])
    .map(({ problem }) => ({ path: formatPath(problem.path), message: problem.message }));
}

/** Doubts about the profiles of the units in the list (unknown special rules, ...), once per unit. */
function profileWarnings(force: Force): Problem[] {
  const seen = new Set<UnitProfile>();
  const warnings: Problem[] = [];
  for (const unit of forceUnits(force)) {
    if (unit.profile === undefined || seen.has(unit.profile)) continue;
    seen.add(unit.profile);
    for (const doubt of checkUnit(unit.profile, []).warnings) {
      warnings.push({
        path: unit.path,
        message: `${unit.profile.name} (ORBAT profile, ${formatPath(doubt.path)}): ${doubt.message}`,
      });
    }
  }
  return warnings;
}

/** Every rule of rulebook p.56 Writing a Force List, and the ORBAT's limits, on a resolved force. */
export function checkForce(force: Force): { errors: Problem[]; warnings: Problem[] } {
  return {
    errors: [
      ...checkMembership(force),
      ...checkBattlegroupRequirements(force),
      ...checkReinforcementLimits(force),
      ...checkPointsLimit(force),
      ...checkOrbatLimits(force),
      ...checkEmbarkations(force),
      ...checkLoading(force),
      ...checkTowing(force),
      ...checkParentUnits(force),
    ],
    warnings: [...pointsWarnings(force), ...profileWarnings(force)],
  };
}

/** Reads a force list (parsed JSON) against the ORBATs; the schema's complaints are errors. */
export function readForceList(
  input: unknown,
  orbats: readonly Orbat[],
): { force?: Force; errors: Problem[] } {
  const parsed = forceListSchema.safeParse(input);
  if (!parsed.success) {
    return {
      errors: parsed.error.issues.map((issue) => ({
        path: issue.path.map((part) => (typeof part === 'number' ? part : String(part))),
        message: issue.message,
      })),
    };
  }
  const list: ForceList = parsed.data;
  return resolveForce(list, orbats);
}

/**
 * Validates a force list: all errors at once, each with its path in the file
 * and a message naming the battlegroup and unit. Never throws on bad input.
 */
export function validateForceList(input: unknown, orbats: readonly Orbat[]): ForceReport {
  const { force, errors } = readForceList(input, orbats);
  if (force === undefined) {
    return { valid: false, points: 0, errors: findings(errors), warnings: [] };
  }
  const checked = checkForce(force);
  const all = [...errors, ...checked.errors];
  return {
    valid: all.length === 0,
    points: forcePoints(force),
    pointsLimit: force.pointsLimit,
    errors: findings(all),
    warnings: findings(checked.warnings),
  };
}
