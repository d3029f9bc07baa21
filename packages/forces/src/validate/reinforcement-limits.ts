import type { Problem } from '../problem.js';
import { FORCE_SCALE_NAMES, LEVELS_ALLOWED } from '../force-list/force-scale.js';
import type { Force } from '../force-list/resolve-force.js';
import { REINFORCEMENT_LEVEL_NAMES } from '../orbat/vocabulary.js';

/**
 * rulebook p.55 Reinforcement Level Limits: Basic only in a Skirmish, Basic or
 * Reinforced in a Battle, any level in a Cataclysm — unless a unit or
 * Battlegroup rule of the ORBAT allows more.
 */
export function checkReinforcementLimits(force: Force): Problem[] {
  const scale = force.list.forceScale;
  const allowed = LEVELS_ALLOWED[scale];
  const errors: Problem[] = [];
  for (const battlegroup of force.battlegroups) {
    for (const unit of battlegroup.units) {
      if (allowed.includes(unit.listed.level)) continue;
      if (unit.profile?.anyReinforcementLevel === true) continue;
      if (battlegroup.definition?.anyReinforcementLevel === true) continue;
      errors.push({
        path: [...unit.path, 'level'],
        message: `${unit.label}: a ${FORCE_SCALE_NAMES[scale]} allows ${allowed.map((l) => REINFORCEMENT_LEVEL_NAMES[l]).join(' or ')} units only (rulebook p.55 Reinforcement Level Limits)`,
      });
    }
  }
  return errors;
}
