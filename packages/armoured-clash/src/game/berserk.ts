import type { GameSetup } from './army.js';
import { ableToCharge } from './charge-reach.js';
import { chargeTargets } from './charge-targets.js';
import type { GameState } from './state.js';
import { unitStep } from './unit-rules.js';

/**
 * glossary: Berserk — after a failed Rally Test the unit must Charge if it is
 * able to (game step rallyTestFailed; game/charge-reach.ts reads "able to").
 * Otherwise the normal rules for failing a Rally Test apply.
 */
export function mustChargeAfterFailedRally(
  setup: GameSetup,
  state: GameState,
  unitId: string,
): boolean {
  if (unitStep(setup, unitId, 'rallyTestFailed', 'reducedCapability') !== 'mustCharge')
    return false;
  return ableToCharge(setup, state, unitId, chargeTargets(setup, state.units, unitId));
}
