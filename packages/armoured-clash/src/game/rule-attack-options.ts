import { allOutAttackOptions } from './all-out-attack.js';
import type { GameSetup } from './army.js';
import type { Choice } from './choice.js';
import { coruscatingOptions } from './coruscating.js';
import { entrenchOptions } from './entrench.js';
import { fieldsOfFireOptions } from './fields-of-fire.js';
import { overchargeOptions } from './overcharge.js';
import { repairOptions } from './repair.js';
import type { GameState } from './state.js';
import { portalBlastOptions } from './portals/portal-blast.js';

/**
 * The Attack Step choices the active unit's special rules and weapon qualities
 * give it (rulebook p.26, p.30 Special Actions): All-Out Attack (X), Fields of
 * Fire, Coruscating, Repair (X), Construction Team's Entrench, Overcharge, Portal Blast. `targets`: the
 * enemy units it may fire at now.
 */
export function ruleAttackStepOptions(
  setup: GameSetup,
  state: GameState,
  unitId: string,
  targets: readonly string[],
): Choice[] {
  const unit = state.units[unitId];
  if (unit === undefined) return [];
  return [
    ...allOutAttackOptions(setup, state, unit, targets),
    ...fieldsOfFireOptions(setup, state, unit, targets),
    ...coruscatingOptions(setup, state, unitId),
    ...repairOptions(setup, state, unitId),
    ...entrenchOptions(setup, state, unitId),
    ...overchargeOptions(setup, state, unitId, targets),
    ...portalBlastOptions(setup, state, unitId),
  ];
}
