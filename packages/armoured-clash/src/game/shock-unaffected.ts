import type { GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import { unitStep } from './unit-rules.js';

/**
 * glossary: Shockwave and glossary: Dynamic Entry (X") name the same units as
 * unaffected: Aircraft, Rotorcraft and units whose rules say so (game step
 * shockUnaffected: Large).
 */
export function shockUnaffected(setup: GameSetup, unitId: string): boolean {
  const unit = armyUnit(setup, unitId);
  return (
    unit.type === 'aircraft' ||
    unit.type === 'rotorcraft' ||
    unitStep(setup, unitId, 'shockUnaffected', undefined) !== undefined
  );
}
