import type { GameSetup } from './army.js';
import type { UnitState } from './state.js';
import { unitStep } from './unit-rules.js';
import type { RowRefusal } from './weapon-use.js';

/**
 * rulebook p.30 Reloading stops the attacks of the weapons that Reload (the
 * rows' own qualities: game/weapon-use.ts); a unit whose rules make it stop
 * every Ranged Attack (game step reloadingStops: Cumbersome) cannot make one,
 * Opportunity Fire included. The refusal, or undefined when the unit may fire.
 */
export function reloadingRefusal(setup: GameSetup, unit: UnitState): RowRefusal | undefined {
  if (!unit.statuses.includes('reloading')) return undefined;
  const stops = unitStep(setup, unit.id, 'reloadingStops', { everyRangedAttack: false });
  return stops.everyRangedAttack
    ? { rule: stops.rule, message: 'the unit cannot make Ranged Attacks while Reloading' }
    : undefined;
}
