import type { Problem } from '../problem.js';
import { type Force, type ForceUnit, forceUnits } from '../force-list/resolve-force.js';
import { unitHasTrait } from '../orbat/traits.js';
import { hasSpecialRule } from '../orbat/transport-capacity.js';
import { GUN_CARRIAGE, REINFORCEMENT_LEVELS } from '../orbat/vocabulary.js';
import { type Known, carrierOf, isKnown } from './carried.js';
import { unitsByTag } from './membership.js';

const RULE = 'glossary: Tow';

/** Why `tow` cannot Tow `towed`, or undefined when it can. */
function towProblem(towed: Known, tow: Known, earlier: ForceUnit | undefined): string | undefined {
  if (!hasSpecialRule(tow.profile, 'Tow')) return `${tow.reference} has no Tow special rule`;
  if (!unitHasTrait(towed.profile, GUN_CARRIAGE)) {
    return `${towed.profile.name} is not a ${GUN_CARRIAGE} unit: a Tow unit nominates a ${GUN_CARRIAGE} unit`;
  }
  const rank = (unit: Known): number => REINFORCEMENT_LEVELS.indexOf(unit.listed.level);
  if (rank(towed) > rank(tow)) {
    return `a Towed unit cannot have a higher Reinforcement Level than ${tow.reference}`;
  }
  if (earlier !== undefined) {
    return `${tow.reference} already Tows ${earlier.reference}: a Tow unit nominates a single unit`;
  }
  return undefined;
}

/**
 * glossary: Tow — before Deployment a unit with Tow may nominate a single
 * friendly Gun Carriage unit of a Reinforcement Level no higher than its own;
 * the list names the nomination on the Towed unit (`towedBy`).
 */
export function checkTowing(force: Force): Problem[] {
  const errors: Problem[] = [];
  const byTag = unitsByTag(force);
  const nominated = new Map<ForceUnit, ForceUnit>();
  for (const towed of forceUnits(force)) {
    const tow = carrierOf(towed, 'towedBy', byTag, errors);
    if (tow === undefined || !isKnown(towed) || !isKnown(tow)) continue;
    const problem = towProblem(towed, tow, nominated.get(tow));
    if (problem !== undefined) {
      errors.push({
        path: [...towed.path, 'towedBy'],
        message: `${towed.label}: ${problem} (${RULE})`,
      });
    } else nominated.set(tow, towed);
  }
  return errors;
}
