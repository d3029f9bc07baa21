import type { Problem } from '../problem.js';
import { type Findings, checkUnit } from './check-unit.js';
import type { Orbat } from './orbat.js';
import { isCommanderRequirement } from './to-orbat.js';

/** Errors for any id or name used by two entries of a list. */
function checkUnique(
  entries: readonly { readonly id: string; readonly name: string }[],
  list: 'units' | 'battlegroups',
  errors: Problem[],
): void {
  const ids = new Map<string, number>();
  const names = new Map<string, number>();
  entries.forEach((entry, i) => {
    const first = ids.get(entry.id);
    if (first !== undefined) {
      errors.push({
        path: [list, i, 'id'],
        message: `id "${entry.id}" is already used by ${list}[${first}]`,
      });
    } else ids.set(entry.id, i);
    const name = entry.name.toLowerCase();
    const firstNamed = names.get(name);
    if (firstNamed !== undefined) {
      errors.push({
        path: [list, i, 'name'],
        message: `name "${entry.name}" is already used by ${list}[${firstNamed}] (force lists may name units and battlegroups by name)`,
      });
    } else names.set(name, i);
  });
}

function checkReferences(orbat: Orbat, errors: Problem[]): void {
  const unitIds = new Set(orbat.units.map((u) => u.id));
  const battlegroupIds = new Set(orbat.battlegroups.map((b) => b.id));
  orbat.units.forEach((unit, i) => {
    unit.onlyInBattlegroups?.forEach((id, j) => {
      if (!battlegroupIds.has(id)) {
        errors.push({
          path: ['units', i, 'onlyInBattlegroups', j],
          message: `no battlegroup has the id "${id}"`,
        });
      }
    });
  });
  orbat.battlegroups.forEach((battlegroup, i) => {
    battlegroup.requirements.forEach((requirement, j) => {
      requirement.units.forEach((id, k) => {
        if (!unitIds.has(id)) {
          errors.push({
            path: ['battlegroups', i, 'requirements', j, 'units', k],
            message: `no unit has the id "${id}"`,
          });
        }
      });
      if (isCommanderRequirement(requirement) && requirement.min < 1) {
        errors.push({
          path: ['battlegroups', i, 'requirements', j, 'min'],
          message:
            'each Battlegroup is led by a Commander unit (rulebook p.49): the minimum is at least 1',
        });
      }
    });
  });
}

/** What is wrong (errors) or doubtful (warnings) in an ORBAT whose file fits the format. */
export function checkOrbat(orbat: Orbat): Findings {
  const found: Findings = { errors: [], warnings: [] };
  checkUnique(orbat.units, 'units', found.errors);
  checkUnique(orbat.battlegroups, 'battlegroups', found.errors);
  checkReferences(orbat, found.errors);
  orbat.units.forEach((unit, i) => {
    const { errors, warnings } = checkUnit(unit, ['units', i]);
    found.errors.push(...errors);
    found.warnings.push(...warnings);
  });
  return found;
}
