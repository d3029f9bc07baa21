import type { Problem } from '../problem.js';
import { type Force, type ForceUnit, forceUnits } from '../force-list/resolve-force.js';
import { fireteamsAllowed, isFireteam, parentUnitValues } from '../orbat/parent-unit.js';
import { COMMANDER, hasTraitNamed } from '../orbat/vocabulary.js';
import { type Known, carrierOf, isKnown } from './carried.js';
import { unitsByTag } from './membership.js';

const RULE = 'glossary: Parent Unit (X)';

/** Why `fireteam` cannot join `parent`'s Battlefield Element, given the Fireteams attached before it. */
function attachProblem(fireteam: Known, parent: Known, before: number): string | undefined {
  if (!isFireteam(fireteam.profile)) {
    return `${fireteam.profile.name} is not a Fireteam unit: a Parent Unit takes Fireteam units (glossary: Fireteam)`;
  }
  const values = parentUnitValues(parent.profile);
  if (values === undefined) return `${parent.reference} has no Parent Unit (X) special rule`;
  if (typeof values === 'string') return `${parent.reference}: ${values}`;
  const allowed = fireteamsAllowed(parent.profile, values);
  if (before < allowed) return undefined;
  const variant = hasTraitNamed(parent.profile.traits, COMMANDER)
    ? `, the second X as a Commander Variant`
    : '';
  return `${parent.reference} already has ${before} Fireteam units attached: Parent Unit (${allowed}) allows up to ${allowed}${variant}`;
}

/**
 * glossary: Parent Unit (X) — a General can include up to X Fireteam units in
 * the same Battlefield Element as the unit (the second X when it is taken as a
 * Commander Variant); the list names the Parent Unit on each Fireteam
 * (`attachedTo`).
 */
export function checkParentUnits(force: Force): Problem[] {
  const errors: Problem[] = [];
  const byTag = unitsByTag(force);
  const attached = new Map<ForceUnit, number>();
  for (const fireteam of forceUnits(force)) {
    const parent = carrierOf(fireteam, 'attachedTo', byTag, errors);
    if (parent === undefined || !isKnown(fireteam) || !isKnown(parent)) continue;
    const before = attached.get(parent) ?? 0;
    const problem = attachProblem(fireteam, parent, before);
    if (problem !== undefined) {
      const message = `${fireteam.label}: ${problem} (${RULE})`;
      errors.push({ path: [...fireteam.path, 'attachedTo'], message });
    } else attached.set(parent, before + 1);
  }
  return errors;
}
