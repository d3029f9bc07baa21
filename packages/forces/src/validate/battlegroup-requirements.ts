import type { Problem } from '../problem.js';
import type { Force, ForceBattlegroup, ForceUnit } from '../force-list/resolve-force.js';
import type { BattlegroupRequirement, Orbat, UnitProfile } from '../orbat/orbat.js';
import { countsTowards, describeRequirement, requirementSubject } from '../orbat/requirements.js';
import { isCommanderRequirement } from '../orbat/to-orbat.js';
import { UNIT_TYPE_NAMES } from '../orbat/vocabulary.js';

type Profiled = ForceUnit & { readonly profile: UnitProfile };

function profiled(units: readonly ForceUnit[]): Profiled[] {
  return units.filter((u): u is Profiled => u.profile !== undefined);
}

/** A unit may join a Battlegroup that has a place for it, and that its ORBAT entry allows. */
function checkAdmission(battlegroup: ForceBattlegroup, orbat: Orbat, errors: Problem[]): void {
  const definition = battlegroup.definition;
  if (definition === undefined) return;
  for (const unit of profiled(battlegroup.units)) {
    const only = unit.profile.onlyInBattlegroups;
    if (only !== undefined && !only.includes(definition.id)) {
      const names = only.map((id) => orbat.battlegroups.find((b) => b.id === id)?.name ?? id);
      errors.push({
        path: [...unit.path, 'unit'],
        message: `${unit.label}: ${unit.profile.name} may only join ${names.join(' or ')}`,
      });
    } else if (!definition.requirements.some((r) => countsTowards(r, unit.profile))) {
      errors.push({
        path: [...unit.path, 'unit'],
        message: `${unit.label}: the ${definition.name} has no place for ${UNIT_TYPE_NAMES[unit.profile.type]} units (it takes ${definition.requirements.map((r) => describeRequirement(r, orbat)).join(', ')})`,
      });
    }
  }
}

function checkRequirement(
  battlegroup: ForceBattlegroup,
  requirement: BattlegroupRequirement,
  orbat: Orbat,
  errors: Problem[],
): void {
  const counted = profiled(battlegroup.units).filter((u) => countsTowards(requirement, u.profile));
  const subject = requirementSubject(requirement, orbat);
  const commander = isCommanderRequirement(requirement);
  if (counted.length < requirement.min) {
    errors.push({
      path: battlegroup.path,
      message:
        commander && counted.length === 0
          ? `${battlegroup.label}: has no ${subject} unit: each Battlegroup is led by a Commander unit (rulebook p.49)`
          : `${battlegroup.label}: needs at least ${requirement.min} ${subject} unit${requirement.min === 1 ? '' : 's'}, has ${counted.length} (${describeRequirement(requirement, orbat)}; rulebook p.56)`,
    });
  }
  const over = requirement.max === undefined ? undefined : counted[requirement.max];
  if (requirement.max !== undefined && over !== undefined) {
    errors.push({
      path: over.path,
      message: `${over.label}: one ${subject} unit too many: the ${battlegroup.definition?.name ?? 'Battlegroup'} may have at most ${requirement.max}, has ${counted.length} (${describeRequirement(requirement, orbat)}; rulebook p.56)`,
    });
  }
}

/**
 * rulebook p.56: the Minimum and Maximum requirements of each Battlegroup are
 * met, and each is led by a Commander unit (p.49, p.54).
 */
export function checkBattlegroupRequirements(force: Force): Problem[] {
  const errors: Problem[] = [];
  const orbat = force.orbat;
  if (orbat === undefined) return errors;
  for (const battlegroup of force.battlegroups) {
    checkAdmission(battlegroup, orbat, errors);
    for (const requirement of battlegroup.definition?.requirements ?? []) {
      checkRequirement(battlegroup, requirement, orbat, errors);
    }
  }
  return errors;
}
