import { EPSILON, distanceBetween } from '@warroom/engine';
import { standingModels } from '../battlefield/garrison.js';
import type { GameSetup } from './army.js';
import { chargeTargets } from './charge-targets.js';
import { manoeuvreLimits } from './manoeuvre-limits.js';
import type { GameState } from './state.js';
import { tableOf } from './table-of.js';

/**
 * Whether the unit is able to Charge one of `targets`, read as: one it may
 * Charge (chargeTargets) has a model within its Charge's Movement Limit of its
 * Officer. Whether a legal path reaches it is left to the General's move,
 * which is checked like every Charge (glossary: Berserk, Overrun).
 */
export function ableToCharge(
  setup: GameSetup,
  state: GameState,
  unitId: string,
  targets: readonly string[],
): boolean {
  const table = tableOf(setup, state);
  const officer = table.models.find((m) => m.id === state.units[unitId]?.officer);
  if (officer === undefined) return false;
  const reach = manoeuvreLimits(setup, unitId, state.units).charge + EPSILON;
  return chargeTargets(setup, state, unitId)
    .filter((target) => targets.includes(target))
    .some((target) =>
      standingModels(table, target).some(
        (m) => distanceBetween(officer.footprint, m.footprint) <= reach,
      ),
    );
}
