import type { GameSetup } from './army.js';
import { rowAgainst } from './entrenched.js';
import type { TableState } from './table-of.js';
import { weaponUseOf } from './weapon-use-of.js';

/**
 * glossary: Coruscating — why a unit the line touches is not attacked: the row
 * of the attacking unit's grid for its Target Category lacks the quality (or
 * there is none), "the attack cannot target its Target Category"; undefined
 * when the line's attack may be made against it (its Target Acquisition is
 * checked as its turn comes).
 */
export function notAttackedAlongLine(
  setup: GameSetup,
  state: TableState,
  attackerId: string,
  targetId: string,
): string | undefined {
  const row = rowAgainst(setup, state, attackerId, targetId);
  return row === undefined || !weaponUseOf(row).coruscatingLine
    ? 'the attack cannot target its Target Category'
    : undefined;
}
