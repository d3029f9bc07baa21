import type { Attack } from '../attack/attack.js';
import { lookUpName } from '../rules/rule-ref.js';
import type { GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import { closeRow } from './close-quarters-rows.js';
import type { CloseQuartersStrike } from './close-quarters-sides.js';
import type { GameEvent } from './events.js';
import { overcharged, revealOverchargeCard } from './overcharge.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState } from './state.js';

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
  if (row === undefined || !lookUpName(row.qualities, 'Overcharge')) {
    throw new IllegalChoice(
      RULE,
      `${activation.unit}'s Close Quarters row has no Overcharge quality`,
    );
  }
  activation.closeQuartersOvercharge = true;
}

/**
 * The charging unit's Close Quarters Attack, Overcharged as declared: before
 * any die is rolled its General reveals and discards the top card (event
 * overcharge, pushed on `events`) and the attack gains its Value in dice; the
 * declaration is spent. The Blanks' Damage to the attacker follows the Apply
 * Damage step (game/close-quarters-strike.ts); the models it Destroys do not
 * count towards the models lost in the combat (the glossary, rulebook p.29).
 */
export function closeQuartersOvercharged(
  setup: GameSetup,
  state: GameState,
  made: CloseQuartersStrike,
  events: GameEvent[],
): ((attack: Attack) => Attack) | undefined {
  const activation = state.activation;
  if (!made.charged || activation?.closeQuartersOvercharge !== true) return undefined;
  delete activation.closeQuartersOvercharge;
  const { value, revealed } = revealOverchargeCard(setup, state, made.striker);
  events.push(revealed);
  return overcharged(value);
}
