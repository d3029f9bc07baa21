import type { GameSetup } from '../army.js';
import type { CloseQuartersStrike } from '../close-quarters-sides.js';
import type { Face } from '../../dice/faces.js';
import type { GameState } from '../state.js';
import type { PendingCommand } from './pending-command.js';
import { rerollsWait } from './rerolls-due.js';

/**
 * rulebook p.33 Bonus Re-Rolls, in a Close Quarters Combat (rulebook pp.28-29):
 * one side's attack (the charging unit's, a Retaliation, a Secondary
 * Combatant's) has made its first roll (`rolled`). Each side's Attack Roll is
 * its own, so the General of the striking unit is asked after it: when no
 * Command was issued with the attack (`declaredWith`) and that General might
 * issue one now (commandPossible: judged from what both Generals know, so the
 * wait tells nothing of the hand; one Command per General per Activation,
 * p.38), the game waits (`state.rerollsDue`, answered by choice
 * attackRerolls): true. The combat keeps the dice (game/close-quarters.ts).
 */
export function strikeRerollsWait(
  setup: GameSetup,
  state: GameState,
  made: CloseQuartersStrike,
  declaredWith: PendingCommand | undefined,
  rolled: readonly Face[],
): boolean {
  if (declaredWith !== undefined) return false;
  return rerollsWait(setup, state, made.striker.id, made.struck.id, rolled);
}
