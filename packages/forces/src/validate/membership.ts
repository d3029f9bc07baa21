import type { Problem } from '../problem.js';
import { type Force, type ForceUnit, forceUnits } from '../force-list/resolve-force.js';

/**
 * rulebook p.56: each unit belongs to exactly one Battlegroup. A list places
 * every unit inside one battlegroup; a tag names one unit, so a tag written on
 * two entries would be one unit in two places.
 */
export function checkMembership(force: Force): Problem[] {
  const errors: Problem[] = [];
  const first = new Map<string, ForceUnit>();
  for (const unit of forceUnits(force)) {
    const tag = unit.listed.tag;
    if (tag === undefined) continue;
    const earlier = first.get(tag);
    if (earlier === undefined) {
      first.set(tag, unit);
      continue;
    }
    errors.push({
      path: [...unit.path, 'tag'],
      message: `${unit.label}: the tag "${tag}" is already used by ${earlier.label}: a unit belongs to exactly one Battlegroup (rulebook p.56); give each unit its own tag`,
    });
  }
  return errors;
}

/** The units of the force by tag (the first of each tag). */
export function unitsByTag(force: Force): Map<string, ForceUnit> {
  const byTag = new Map<string, ForceUnit>();
  for (const unit of forceUnits(force)) {
    const tag = unit.listed.tag;
    if (tag !== undefined && !byTag.has(tag)) byTag.set(tag, unit);
  }
  return byTag;
}
