import type { GameSetup } from './army.js';
import type { At } from './choice.js';
import { endActivation } from './activation.js';
import { plannedFreeAdvance } from './free-advance.js';
import { type GameEvent, event } from './events.js';
import { moveModels } from './move-models.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState } from './state.js';
import { dropStatuses } from './statuses.js';
import { armyUnit } from './table-of.js';
import { unitStep } from './unit-rules.js';

/**
 * Immediately after the active unit resolved its own attack, before its
 * Activation ends: the free Advance its rules give it (game step
 * ownAttackResolved: Hit & Run (X")). When there is one, the Activation waits
 * for its General to make it or to hold (`activation.freeAdvance`) and this
 * returns true; it is offered once per Activation.
 */
export function waitsForFreeAdvance(setup: GameSetup, state: GameState): boolean {
  const activation = state.activation;
  const unit = activation === undefined ? undefined : state.units[activation.unit];
  if (activation?.attacked !== true || activation.freeAdvanceOffered === true) return false;
  if (unit === undefined || unit.annihilated) return false;
  activation.freeAdvanceOffered = true;
  const suppressed = unit.statuses.includes('suppressed');
  const aboard = unit.embarked !== undefined || unit.garrisoning !== undefined;
  const { freeAdvance } = unitStep(setup, unit.id, 'ownAttackResolved', { suppressed, aboard });
  if (freeAdvance === undefined) return false;
  activation.freeAdvance = freeAdvance;
  return true;
}

/**
 * The free Advance: the Officer to `at`, the unit re-formed facing `facing`,
 * within the rule's Movement Limit instead of the Speed (throws IllegalChoice
 * with the rule broken); like any move it ends On Lookout and Taking Cover
 * (rulebook p.30). Then the Activation ends.
 */
export function makeFreeAdvance(
  setup: GameSetup,
  state: GameState,
  at: At,
  facing: number,
): GameEvent[] {
  const activation = state.activation;
  const unit = activation === undefined ? undefined : state.units[activation.unit];
  const offered = activation?.freeAdvance;
  if (unit === undefined || offered === undefined) {
    throw new IllegalChoice('rulebook p.24 The Movement Step', 'no free Advance is offered');
  }
  moveModels(unit, plannedFreeAdvance(setup, state.units, unit.id, at, facing, offered.limit));
  dropStatuses(unit, 'takingCover', 'onLookout', 'entrenched');
  delete activation?.freeAdvance;
  const text = `${armyUnit(setup, unit.id).name} makes a free Advance of up to ${offered.limit}" (${offered.rule})`;
  return [event('freeAdvance', text, { unit: unit.id }), ...endActivation(setup, state)];
}
