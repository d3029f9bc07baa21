import { convexPolygon, point } from '@warroom/engine';
import type { JsonPath } from '../problem.js';
import type { Findings } from './check-unit.js';
import type { UnitProfile } from './orbat.js';
import { hasSpecialRule } from './transport-capacity.js';

/** glossary: Extended Footprint — its name on a profile. */
export const EXTENDED_FOOTPRINT = 'Extended Footprint';

/**
 * glossary: Extended Footprint: a hull outline extends a base, for a unit with
 * the rule, and is a convex polygon (the table measures convex footprints).
 */
export function checkFootprint(unit: UnitProfile, at: JsonPath, found: Findings): void {
  const { hull, kind } = unit.footprint;
  const hullAt = [...at, 'footprint', 'hull'];
  const extended = hasSpecialRule(unit, EXTENDED_FOOTPRINT);
  if (hull === undefined) {
    if (extended) {
      found.warnings.push({
        path: [...at, 'footprint'],
        message: `${EXTENDED_FOOTPRINT} without a hull outline (footprint.hull): its Footprint is its base alone`,
      });
    }
    return;
  }
  const fail = (message: string): void => {
    found.errors.push({ path: hullAt, message: `${message} (glossary: ${EXTENDED_FOOTPRINT})` });
  };
  if (kind !== 'base') {
    return fail('a hull outline extends a base: this footprint is the hull already (kind "hull")');
  }
  if (!extended) {
    return fail(
      `a hull outline counts towards the Footprint only for a unit with ${EXTENDED_FOOTPRINT}`,
    );
  }
  try {
    convexPolygon(hull.map(([x, y]) => point(x, y)));
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    fail(`the hull outline is not a convex polygon: ${error.message}`);
  }
}
