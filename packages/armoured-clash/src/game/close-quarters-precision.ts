import type { Attack } from '../attack/attack.js';
import { prepareAttack } from '../attack/prepare.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import type { GameSetup } from './army.js';
import { closeQuartersAttack } from './close-quarters-attack.js';
import { type CloseQuartersStrike, closeQuartersSides } from './close-quarters-sides.js';
import { closeQuartersPrecisionPicks } from './precision-picks.js';
import type { GameState } from './state.js';
import { tableOf } from './table-of.js';

/** The charging unit's Close Quarters Attack after its Charge, as it would be made now. */
function chargingAttack(
  setup: GameSetup,
  state: GameState,
): { readonly made: CloseQuartersStrike; readonly attack: Attack } | undefined {
  const made = closeQuartersSides(setup, state).strikes.find((strike) => strike.charged);
  const attack = made === undefined ? undefined : closeQuartersAttack(setup, state, made);
  return made === undefined || attack === undefined ? undefined : { made, attack };
}

/** glossary: Precision — whether the charging unit's Close Quarters Attack has it (and the target no Bodyguard). */
export function closeQuartersPrecise(setup: GameSetup, state: GameState): boolean {
  const charging = chargingAttack(setup, state);
  return (
    charging !== undefined &&
    prepareAttack(charging.attack, ARMOURED_CLASH_RULES).removalChosenBy === 'attackingGeneral'
  );
}

/**
 * glossary: Precision for the charging unit's Close Quarters Attack: the
 * target's models its General chose, in order (closeQuartersAttack with
 * `precision`), checked as they are declared (game/precision-picks.ts: refused
 * with the reason when the row has no Precision or a model is not the
 * target's) and kept until the attack is made (`activation.closeQuartersPrecision`,
 * hidden from the other General: game/precision-seen.ts); a model Destroyed
 * before then is passed over (game/close-quarters-strike.ts).
 */
export function declareCloseQuartersPrecision(
  setup: GameSetup,
  state: GameState,
  chosen: readonly string[],
): void {
  const charging = chargingAttack(setup, state);
  if (charging !== undefined) {
    const parties = { attacker: charging.made.striker.id, target: charging.made.struck };
    closeQuartersPrecisionPicks(setup, tableOf(setup, state), charging.attack, parties, chosen);
  }
  if (state.activation !== undefined) state.activation.closeQuartersPrecision = chosen;
}
