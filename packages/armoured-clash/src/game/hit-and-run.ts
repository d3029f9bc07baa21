import type { GameSetup } from './army.js';
import type { At } from './choice.js';
import { endActivation } from './activation-end.js';
import { awaitsEnemyEndsMove } from './commands/moves-ended.js';
import { plannedFreeAdvance } from './free-advance.js';
import { type GameEvent, event } from './events.js';
import { moveModels } from './move-models.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState } from './state.js';
import { dropStatuses } from './statuses.js';
import { armyUnit } from './army-unit.js';

/**
 * The free Advance: the Officer to `at` (through the points `via`: legs, as
 * an Advance, rulebook p.16), the unit re-formed facing `facing`,
 * within the rule's Movement Limit instead of the Speed (throws IllegalChoice
 * with the rule broken); like any move it ends On Lookout and Taking Cover
 * (rulebook p.30). Then the Activation ends, once the other General had the
 * chance to issue a Command as it ended its move (game/commands/enemy-ends-move.ts).
 */
export function makeFreeAdvance(
  setup: GameSetup,
  state: GameState,
  at: At,
  facing: number,
  via?: readonly At[],
): GameEvent[] {
  const activation = state.activation;
  const unit = activation === undefined ? undefined : state.units[activation.unit];
  const offered = activation?.freeAdvance;
  if (unit === undefined || offered === undefined) {
    throw new IllegalChoice('rulebook p.24 The Movement Step', 'no free Advance is offered');
  }
  moveModels(
    setup,
    unit,
    plannedFreeAdvance(setup, state, unit.id, at, facing, offered.limit, via),
  );
  dropStatuses(unit, 'takingCover', 'onLookout', 'entrenched');
  if (activation !== undefined) activation.freeAdvance = undefined;
  const text = `${armyUnit(setup, unit.id).name} makes a free Advance of up to ${offered.limit}" (${offered.rule})`;
  const made = event('freeAdvance', text, { unit: unit.id });
  // rulebook p.37: the other General may first issue a Command as the unit ends its move (Covering Fire).
  const covering = awaitsEnemyEndsMove(setup, state, true, true);
  return [made, ...(covering ?? endActivation(setup, state))];
}
