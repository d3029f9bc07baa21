import type { GameSetup } from './army.js';
import { hasTrait, heldRules } from './held-rules.js';
import type { GameState } from './state.js';

/**
 * Whether a unit counts as a Commander unit (rulebook p.49): it has the
 * Commander Trait, or (glossary: Command Signals) a unit with Command Signals
 * is Embarked on it.
 */
export function countsAsCommander(
  setup: GameSetup,
  units: GameState['units'],
  unitId: string,
): boolean {
  if (hasTrait(setup, unitId, 'Commander')) return true;
  return Object.values(units).some(
    (passenger) =>
      passenger.embarked?.transport === unitId &&
      !passenger.annihilated &&
      heldRules(setup, passenger.id, 'Command Signals').length > 0,
  );
}
