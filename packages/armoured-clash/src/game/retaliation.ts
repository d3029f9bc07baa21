import type { GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import { closeQuartersAttack } from './close-quarters-attack.js';
import { type GameEvent, event } from './events.js';
import { closeQuartersPrecisionPicks } from './precision-picks.js';
import type { RetaliateChoice, RetaliationDeclared } from './retaliation-declared.js';
import { retaliationsToDeclare } from './retaliation-decision.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState } from './state.js';
import { tableOf } from './table-of.js';
import { generalCalled } from './generals/generals-draw.js';

const RULE = 'glossary: Precision, Overcharge';

/**
 * glossary: Precision, Overcharge for a Retaliation (rulebook p.28 step 3):
 * the defending General declares, before the Close Quarters Combat, the
 * charging unit's models its Retaliation Destroys, in order (checked as the
 * charging unit's are: game/precision-picks.ts), and whether it Overcharges
 * (the card revealed as the Retaliation is about to be rolled:
 * game/close-quarters-overcharge.ts). Kept in `activation.retaliations`,
 * hidden from the charging General (game/precision-seen.ts), for this
 * Activation's combats (our reading: a second combat after an Overrun keeps the
 * declaration; an Overcharge is spent by the first Retaliation made with it).
 * Refused when no such declaration is due for `unit`, or when its row lacks the
 * quality declared.
 */
export function declareRetaliation(
  setup: GameSetup,
  state: GameState,
  choice: RetaliateChoice,
): GameEvent[] {
  const activation = state.activation;
  const due = retaliationsToDeclare(setup, state).find((r) => r.made.striker.id === choice.unit);
  if (activation === undefined || due === undefined) {
    throw new IllegalChoice(RULE, `no Retaliation of ${choice.unit} waits for a declaration now`);
  }
  if (choice.overcharge === true && !due.overcharge) {
    throw new IllegalChoice(
      'glossary: Overcharge',
      `${choice.unit}'s Close Quarters row has no Overcharge quality`,
    );
  }
  const attack = closeQuartersAttack(setup, state, due.made);
  if (choice.precision !== undefined && attack !== undefined) {
    // Refused with the reason when the row has no Precision or a model is not the charging unit's.
    closeQuartersPrecisionPicks(
      setup,
      tableOf(setup, state),
      attack,
      { attacker: choice.unit, target: due.made.struck },
      choice.precision,
    );
  }
  const declared: RetaliationDeclared = {
    ...(choice.precision === undefined ? {} : { precision: choice.precision }),
    ...(choice.overcharge === true ? { overcharge: true } : {}),
  };
  activation.retaliations = { ...activation.retaliations, [choice.unit]: declared };
  const name = armyUnit(setup, choice.unit).name;
  return [
    event(
      'retaliationDeclared',
      `${generalCalled(state, due.made.striker.side)} declares how ${name} will Retaliate`,
      {
        side: due.made.striker.side,
        unit: choice.unit,
      },
    ),
  ];
}
