import type { GameSetup } from '../army.js';
import type { AttacksDeclared, DeclaredRangedAttack } from '../attacks-declared.js';
import type { Face } from '../../dice/faces.js';
import type { GameState, UnitState } from '../state.js';
import { commandPossible } from './test-command-cards.js';

/** The occasion, and the moment (command-moments.ts), of a Command issued after the first roll. */
export const MOMENT = 'attackRerolls';

/**
 * rulebook p.33 Bonus Re-Rolls: "Before re-rolling any dice, a General may
 * declare that they are ... issuing a Command that allows them to re-roll
 * dice". An attack by `unit` has made its first roll (`rolled`, with the dice
 * its Heroic Strikes added): when no Command was issued with it and its
 * General might issue one at this moment (judged from what both Generals
 * know: commandPossible, so the wait tells nothing of the hand; one Command
 * per General per Activation, p.38), the attack goes back, with its dice, to
 * the front of the attacks declared and the game waits (`state.rerollsDue`):
 * true. The attacks declared are the Attack Step's (a Ranged Attack, an
 * All-Out Attack's, Fields of Fire, a Coruscating line), an Air Support
 * Sortie's Engage Step, a Throw, an Open Top attack; Opportunity Fire
 * (`declared.by`, in a Reaction Step, none declared there) is kept alone as
 * `opportunityFire` and resumes in its step (commands/rerolls-go-on.ts).
 */
export function awaitRerolls(
  setup: GameSetup,
  state: GameState,
  unit: UnitState,
  declared: DeclaredRangedAttack,
  rolled: readonly Face[],
): boolean {
  const activation = state.activation;
  const inStep = activation?.attacksDeclared;
  const attacks: AttacksDeclared | undefined =
    declared.by === undefined
      ? inStep
      : inStep === undefined
        ? { of: 'opportunityFire', attacks: [] }
        : undefined;
  if (activation === undefined || attacks === undefined || declared.boostedBy !== undefined) {
    return false;
  }
  if (!rerollsWait(setup, state, unit.id, declared.target, rolled)) return false;
  activation.attacksDeclared = {
    ...attacks,
    attacks: [{ ...declared, rolled }, ...attacks.attacks],
  };
  return true;
}

/**
 * rulebook p.33 Bonus Re-Rolls: an Attack Roll of `unit` against `target` has
 * made its first roll (`rolled`): the game waits (`state.rerollsDue`, answered
 * by choice attackRerolls) when it rolled dice (an attack of none, a Throw's
 * card of Value 0, has none to re-roll) and the unit's General might issue a
 * Command now (commandPossible): true. Where the attack and its dice are kept
 * is the caller's (awaitRerolls: the attacks declared; a Close Quarters strike,
 * Sponsons (X), a Demolition: their own state); a copy of the dice waits with
 * them (`state.rerollsDue.rolled`), for the decision to show.
 */
export function rerollsWait(
  setup: GameSetup,
  state: GameState,
  unit: string,
  target: string,
  rolled: readonly Face[],
): boolean {
  if (rolled.length === 0 || !commandPossible(setup, state, unit, MOMENT)) return false;
  state.rerollsDue = { unit, target, rolled };
  return true;
}
