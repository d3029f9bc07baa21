import type { GameSetup } from '../army.js';
import type { DeclaredRangedAttack } from '../attacks-declared.js';
import type { Face } from '../../dice/faces.js';
import type { GameState, UnitState } from '../state.js';
import { commandPossible } from './test-command-cards.js';

/** The occasion, and the moment (command-moments.ts), of a Command issued after the first roll. */
export const MOMENT = 'attackRerolls';

/**
 * rulebook p.33 Bonus Re-Rolls: "Before re-rolling any dice, a General may
 * declare that they are ... issuing a Command that allows them to re-roll
 * dice". An Attack Step Ranged Attack by `unit` has made its first roll
 * (`rolled`, with the dice its Heroic Strikes added): when no Command was
 * issued with it and its General might issue one at this moment (judged from
 * what both Generals know: commandPossible, so the wait tells nothing of the
 * hand), the attack goes back, with its dice, to the front of the attacks
 * declared and the game waits (`state.rerollsDue`): true. Not in an Air
 * Support Sortie (its Engage Step does not wait).
 */
export function awaitRerolls(
  setup: GameSetup,
  state: GameState,
  unit: UnitState,
  declared: DeclaredRangedAttack,
  rolled: readonly Face[],
): boolean {
  const activation = state.activation;
  const attacks = activation?.attacksDeclared;
  if (activation === undefined || attacks === undefined || activation.sortie !== undefined) {
    return false;
  }
  if (declared.boostedBy !== undefined || !commandPossible(setup, state, unit.id, MOMENT)) {
    return false;
  }
  activation.attacksDeclared = {
    ...attacks,
    attacks: [{ ...declared, rolled }, ...attacks.attacks],
  };
  state.rerollsDue = { unit: unit.id, target: declared.target };
  return true;
}
