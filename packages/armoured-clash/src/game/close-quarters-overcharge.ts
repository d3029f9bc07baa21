import type { GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import { closeRow } from './close-quarters-rows.js';
import type { CloseQuartersStrike } from './close-quarters-sides.js';
import type { GameEvent } from './events.js';
import { revealOverchargeCard } from './overcharge.js';
import { IllegalChoice } from './rule-error.js';
import type { ActivationState, GameState } from './state.js';
import { weaponUseOf } from './weapon-use-of.js';

const RULE = 'glossary: Overcharge';

/**
 * glossary: Overcharge on a Close Quarters row: declared with the charging
 * unit's Close Quarters Attack (closeQuartersAttack with overcharge: true),
 * refused when the row it attacks with (its Melee row, else its first Close
 * Quarters row) has no Overcharge quality; kept until the attack is made
 * (`activation.closeQuartersOvercharge`).
 */
export function declareCloseQuartersOvercharge(setup: GameSetup, state: GameState): void {
  const activation = state.activation;
  if (activation === undefined) {
    throw new IllegalChoice('rulebook p.24 Activating a Unit', 'no unit is being Activated');
  }
  const row = closeRow(armyUnit(setup, activation.unit));
  if (row === undefined || !weaponUseOf(row).overcharge) {
    throw new IllegalChoice(
      RULE,
      `${activation.unit}'s Close Quarters row has no Overcharge quality`,
    );
  }
  activation.closeQuartersOvercharge = true;
}

/**
 * Whether the attack was Overcharged: declared with the charging unit's Close
 * Quarters Attack, or for a Retaliation by its General (game/retaliation.ts);
 * the declaration is spent.
 */
function spendOvercharge(activation: ActivationState, made: CloseQuartersStrike): boolean {
  if (made.charged) {
    const declared = activation.closeQuartersOvercharge === true;
    activation.closeQuartersOvercharge = undefined;
    return declared;
  }
  const retaliations = activation.retaliations;
  const declared = retaliations?.[made.striker.id];
  if (retaliations === undefined || declared?.overcharge !== true) return false;
  const kept = declared.precision === undefined ? {} : { precision: declared.precision };
  activation.retaliations = { ...retaliations, [made.striker.id]: kept };
  return true;
}

/**
 * A Close Quarters Attack, Overcharged as declared (the charging unit's, or a
 * Retaliation's: glossary: Overcharge, game/retaliation.ts): before
 * any die is rolled its General reveals and discards the top card (event
 * overcharge, pushed on `events`); returns its Value, the dice the attack
 * gains (`overcharged`), or undefined when none was declared; the declaration
 * is spent. The Blanks' Damage to the attacker follows the Apply
 * Damage step (game/close-quarters-strike.ts); the models it Destroys do not
 * count towards the models lost in the combat (the glossary, rulebook p.29).
 */
export function closeQuartersOvercharged(
  setup: GameSetup,
  state: GameState,
  made: CloseQuartersStrike,
  events: GameEvent[],
): number | undefined {
  const activation = state.activation;
  if (activation === undefined || !spendOvercharge(activation, made)) return undefined;
  const { value, revealed } = revealOverchargeCard(setup, state, made.striker);
  events.push(revealed);
  return value;
}
