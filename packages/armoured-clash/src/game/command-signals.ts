import type { GameSetup } from './army.js';
import { COMMANDER } from '../rules/held-rule-values.js';
import { hasTrait } from './held-rules.js';
import type { GameState } from './state.js';
import { unitStep } from './unit-rules.js';

/**
 * Whether a unit counts as a Commander unit (rulebook p.49): it has the
 * Commander Trait, or (glossary: Command Signals) a unit with Command Signals
 * is Embarked on it (game step traitsLentToTransport).
 */
export function countsAsCommander(
  setup: GameSetup,
  units: GameState['units'],
  unitId: string,
): boolean {
  if (hasTrait(setup, unitId, COMMANDER)) return true;
  return Object.values(units).some(
    (passenger) =>
      passenger.embarked?.transport === unitId &&
      !passenger.annihilated &&
      unitStep(setup, passenger.id, 'traitsLentToTransport', []).includes(COMMANDER),
  );
}
