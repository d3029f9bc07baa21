import type { GameSetup } from './army.js';
import { ableToChargeAlongAPath } from './charge-able.js';
import { chargeTargets } from './charge-targets.js';
import type { GameState } from './state.js';
import { unitStep } from './unit-rules.js';

/**
 * glossary: Berserk — after a failed Rally Test the unit must Charge if it is
 * able to (game step rallyTestFailed): a Charge target has a model within its
 * Charge's reach (game/charge-reach.ts) and a legal Charge at one of them
 * exists (game/charge-search.ts: the engine's own check of a Charge, so the
 * General is never left without a legal choice). Otherwise the normal rules
 * for failing a Rally Test apply.
 */
export function mustChargeAfterFailedRally(
  setup: GameSetup,
  state: GameState,
  unitId: string,
): boolean {
  if (unitStep(setup, unitId, 'rallyTestFailed', 'reducedCapability') !== 'mustCharge')
    return false;
  const targets = chargeTargets(setup, state, unitId);
  return ableToChargeAlongAPath(setup, state, unitId, targets);
}
