import type { GameSetup } from './army.js';
import type { Choice } from './choice.js';
import { commandedActivations } from './commands/command-decisions.js';
import { hasLocomotorBoosters } from './locomotor-boosters.js';
import { commandedSoarActivations } from './soar.js';
import type { GameState } from './state.js';

/**
 * glossary: Locomotor Boosters, declared as the Activation starts with a
 * Command issued to it (rulebook p.37; neither text bars the other,
 * game/start-declarations.ts): each Activation with a Command (and with Soar
 * (X") declared too, when the unit may Soar) of a Ready unit with the rule,
 * its Boosters declared as well. The card is revealed once the Command is settled.
 */
export function commandedBoosterActivations(
  setup: GameSetup,
  state: GameState,
  units: readonly string[],
): Choice[] {
  const boosted = units.filter((unit) => hasLocomotorBoosters(setup, unit));
  if (boosted.length === 0) return [];
  return [
    ...commandedActivations(setup, state, boosted),
    ...commandedSoarActivations(setup, state, boosted),
  ].flatMap((choice): Choice[] =>
    choice.kind === 'activate' ? [{ ...choice, locomotorBoosters: true }] : [],
  );
}
