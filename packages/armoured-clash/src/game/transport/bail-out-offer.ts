import type { GameSetup } from '../army.js';
import type { GameState, UnitState } from '../state.js';
import { unitStep } from '../unit-rules.js';
import { passengerOf } from './aboard.js';

/**
 * glossary: Bail Out — models of an Occupied Transport unit were Destroyed:
 * when it has the rule (game step transportModelsDestroyed), some of its models
 * still stand to Disembark by, and its Embarked unit is not Suppressed, its
 * General is offered an immediate Disembark (`state.bailOut`), resolved before
 * Embarked models are Destroyed by the reduced Transport Capacity. Returns
 * whether the offer stands (made now or already open for this Transport).
 */
export function bailOutOffered(setup: GameSetup, state: GameState, transport: UnitState): boolean {
  const passenger = passengerOf(state, transport.id);
  const open = state.bailOut?.transport === transport.id;
  // One offer at a time: another Transport's losses in the same choice are resolved as usual.
  if (state.bailOut !== undefined && !open) return false;
  if (
    passenger === undefined ||
    transport.models.length === 0 ||
    passenger.statuses.includes('suppressed') ||
    unitStep(setup, transport.id, 'transportModelsDestroyed', 'stayAboard') !== 'mayBailOut'
  ) {
    if (open) state.bailOut = undefined;
    return false;
  }
  if (!open) state.bailOut = { transport: transport.id, unit: passenger.id };
  return true;
}
