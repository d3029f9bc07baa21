import type { GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import { nextDecision } from './next-decision.js';
import { IllegalChoice } from './rule-error.js';
import type { OrderLosses } from './standing-loss-order.js';
import type { GameState, UnitState } from './state.js';
import { generalCalled } from './generals/generals-draw.js';

const RULE = 'rulebook pp.34-35 Destroying Models, Loss of an Officer';

/** The model ids a unit has or may have: those standing, and one per model of its profile (`unit#1`...). */
function modelIdsOf(setup: GameSetup, unit: UnitState): ReadonlySet<string> {
  const ids = new Set(unit.models.map((m) => m.id));
  const { models } = armyUnit(setup, unit.id);
  for (let n = 1; n <= models; n++) ids.add(`${unit.id}#${n}`);
  return ids;
}

/**
 * The choice `orderLosses` is made by the deciding General (whoever the game
 * waits for), for one of its units. Refused, naming the unit or the model and
 * why, for a unit of the other General or one Annihilated, a model not of the
 * unit, or one named twice.
 */
export function checkLossOrderGiven(setup: GameSetup, state: GameState, choice: OrderLosses): void {
  const decision = nextDecision(setup, state);
  if (decision === undefined) throw new IllegalChoice(RULE, 'the game is over: no order to give');
  const unit = state.units[choice.unit];
  if (unit === undefined || unit.side !== decision.player) {
    throw new IllegalChoice(
      RULE,
      `orderLosses: ${choice.unit} is not a unit of ${generalCalled(state, decision.player)}, whose decision it is`,
    );
  }
  if (unit.annihilated) {
    throw new IllegalChoice(RULE, `orderLosses: ${choice.unit} is Annihilated`);
  }
  const ids = modelIdsOf(setup, unit);
  choice.losses.forEach((id, i) => {
    if (!ids.has(id)) {
      throw new IllegalChoice(
        RULE,
        `orderLosses: losses[${i}]: ${id} is not a model of ${unit.id}`,
      );
    }
    if (choice.losses.indexOf(id) !== i) {
      throw new IllegalChoice(RULE, `orderLosses: losses[${i}]: ${id} is named twice`);
    }
  });
}
