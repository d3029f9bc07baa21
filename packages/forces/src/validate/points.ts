import type { Problem } from '../problem.js';
import { FORCE_SCALE_NAMES, POINTS_LIMIT } from '../force-list/force-scale.js';
import { type Force, forcePoints, forceUnits } from '../force-list/resolve-force.js';

/** rulebook p.55: the total Points Values of the Force cannot exceed the Points Limit. */
export function checkPointsLimit(force: Force): Problem[] {
  const points = forcePoints(force);
  if (points <= force.pointsLimit) return [];
  return [
    {
      path: force.list.pointsLimit === undefined ? [] : ['pointsLimit'],
      message: `the Force costs ${points} points, ${points - force.pointsLimit} over its Points Limit of ${force.pointsLimit} (rulebook p.55)`,
    },
  ];
}

/**
 * Doubtful points: a Points Limit outside the Force Scale's suggested range
 * (rulebook p.53: Generals may agree on one), and unit Points Values written in
 * the list that differ from the ORBAT's (the ORBAT's count).
 */
export function pointsWarnings(force: Force): Problem[] {
  const warnings: Problem[] = [];
  const scale = force.list.forceScale;
  const range = POINTS_LIMIT[scale];
  if (force.pointsLimit < range.from || force.pointsLimit > range.to) {
    warnings.push({
      path: ['pointsLimit'],
      message: `a Points Limit of ${force.pointsLimit} is outside the ${range.from}-${range.to} suggested for a ${FORCE_SCALE_NAMES[scale]} (rulebook p.53)`,
    });
  }
  for (const unit of forceUnits(force)) {
    const written = unit.listed.points;
    if (written !== undefined && unit.level !== undefined && written !== unit.level.points) {
      warnings.push({
        path: [...unit.path, 'points'],
        message: `${unit.label}: the list says ${written} points, the ${force.orbat?.faction ?? ''} ORBAT ${unit.level.points}; the ORBAT's value counts`,
      });
    }
  }
  return warnings;
}
