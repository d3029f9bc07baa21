import { EPSILON, distanceBetween } from '@warroom/engine';
import { modelsOf } from '../battlefield/table.js';
import type { GameSetup } from './army.js';
import { chargeTargets } from './close-quarters.js';
import type { GameState } from './state.js';
import { armyUnit, tableOf } from './table-of.js';
import { unitStep } from './unit-rules.js';

/**
 * glossary: Berserk — after a failed Rally Test the unit must Charge if it is
 * able to (game step rallyTestFailed). Read: able to means a unit it may Charge
 * (chargeTargets) has a model within twice its Speed of its Officer; whether a
 * legal path reaches it is left to the General's move, which is checked as any
 * Charge. Otherwise the normal rules for failing a Rally Test apply.
 */
export function mustChargeAfterFailedRally(
  setup: GameSetup,
  state: GameState,
  unitId: string,
): boolean {
  if (unitStep(setup, unitId, 'rallyTestFailed', 'reducedCapability') !== 'mustCharge')
    return false;
  const table = tableOf(setup, state);
  const officer = table.models.find((m) => m.id === state.units[unitId]?.officer);
  if (officer === undefined) return false;
  const reach = 2 * armyUnit(setup, unitId).speed + EPSILON;
  return chargeTargets(setup, state.units, unitId).some((target) =>
    modelsOf(table, target).some((m) => distanceBetween(officer.footprint, m.footprint) <= reach),
  );
}
