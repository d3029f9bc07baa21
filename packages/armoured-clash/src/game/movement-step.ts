import { refuseWhileSoaring } from './soar.js';
import { boosterBonus } from './locomotor-boosters.js';
import { checkGuidedEnd } from './pathfinders.js';
import type { Table } from '../battlefield/table.js';
import type { UnitMove } from '../battlefield/movement/check-move.js';
import { activeUnit } from './activation.js';
import { endActivation } from './activation-end.js';
import type { GameSetup } from './army.js';
import type { At } from './choice.js';
import { type GameEvent, event } from './events.js';
import { makeFreeAdvance } from './hit-and-run.js';
import { endOfMovementStep } from './movement-step-end.js';
import { awaitsEnemyEndsMove } from './commands/moves-ended.js';
import { movementLimit } from './manoeuvre-limits.js';
import { moveModels } from './move-models.js';
import { mayReact } from './reaction.js';
import { IllegalChoice } from './rule-error.js';
import type { ActivationState, GameState } from './state.js';
import { gainStatuses } from './rule-statuses.js';
import { dropStatuses } from './statuses.js';
import { movedThroughForShockwave, shockwave } from './shockwave.js';
import { enemiesMovedThroughForTrail } from './trail.js';
import { armyUnit } from './army-unit.js';
import { type TableState, tableOf } from './table-of.js';
import { checkedReform } from './reform-checked.js';
import { unitStep } from './unit-rules.js';

/**
 * The move a manoeuvre makes: the Officer to `at` (through the points `via`, a
 * move broken into legs: rulebook p.16), the unit re-formed around it facing
 * `facing` degrees, each model in straight lines; throws IllegalChoice
 * with the first rule it breaks. Reads only what is on the table. Its verdict
 * alone, for bots: manoeuvreAllowed (game/manoeuvre-allowed.ts), kept in step.
 */
export function plannedManoeuvre(
  setup: GameSetup,
  state: TableState,
  unitId: string,
  kind: 'advance' | 'doubleTime',
  at: At,
  facing: number,
  bonus = 0,
  table: Table = tableOf(setup, state),
  via?: readonly At[],
): UnitMove {
  const { units } = state;
  // `bonus`: inches a Command received adds to the Movement Limit (Forced March, game/commands).
  // `table`: the table of `units`, when the caller has it already (a bot trying many moves).
  const limit = movementLimit(setup, unitId, kind, units) + bonus;
  return checkedReform(table, unitId, at, facing, limit, via);
}

/** glossary: Berserk — a unit that must Charge makes no other Manoeuvre. */
function refuseUnlessCharge(activation: ActivationState): void {
  if (activation.compelled?.able === true) {
    throw new IllegalChoice(activation.compelled.rule, 'the unit must Charge');
  }
  if (activation.mustCharge === true) {
    throw new IllegalChoice('glossary: Berserk', 'the unit failed its Rally Test and must Charge');
  }
  if (activation.overrun?.declared === true) {
    throw new IllegalChoice('glossary: Overrun', 'the unit declared an Overrun and must Charge');
  }
}

/** rulebook p.24 Advance (up to Speed) and Double Time (up to twice Speed, no Attack Step after). */
export function manoeuvre(
  setup: GameSetup,
  state: GameState,
  kind: 'advance' | 'doubleTime',
  at: At,
  facing: number,
  bonus = 0,
  via?: readonly At[],
): GameEvent[] {
  if (kind === 'advance' && state.activation?.freeAdvance !== undefined) {
    return makeFreeAdvance(setup, state, at, facing, via);
  }
  const unit = activeUnit(state);
  const profile = armyUnit(setup, unit.id);
  const activation = state.activation;
  if (activation === undefined || activation.step !== 'movement') {
    throw new IllegalChoice('rulebook p.24 The Movement Step', 'it is not the Movement Step');
  }
  refuseUnlessCharge(activation);
  if (kind === 'doubleTime' && activation.rallyFailed) {
    throw new IllegalChoice(
      'rulebook p.24 Reduced Capability',
      'a unit that failed its Rally Test cannot make a Double Time manoeuvre',
    );
  }
  // glossary: Locomotor Boosters: a Double Time moves up to the Speed plus the card's Value.
  const boost = kind === 'doubleTime' ? boosterBonus(setup, state, unit.id, 'doubleTime') : 0;
  const move = plannedManoeuvre(
    setup,
    state,
    unit.id,
    kind,
    at,
    facing,
    bonus + boost,
    undefined,
    via,
  );
  const through = kind === 'doubleTime' ? movedThroughForShockwave(setup, state, move) : [];
  const trailed = enemiesMovedThroughForTrail(setup, state, move);
  if (trailed.length > 0) activation.movedThrough = trailed;
  moveModels(setup, unit, move);
  // glossary: Pathfinders: a guided unit ends its Movement Step within 6" of its guide.
  checkGuidedEnd(setup, state, unit.id);
  activation.doubleTimeOwed = undefined;
  dropStatuses(unit, 'takingCover', 'onLookout', 'entrenched');
  activation.moved = true;
  if (kind === 'advance') activation.advanced = true;
  const events = [
    event(kind, `${profile.name} ${kind === 'advance' ? 'Advances' : 'moves at Double Time'}`, {
      unit: unit.id,
    }),
    // Game step doubleTimeMade: Cumbersome.
    ...(kind === 'doubleTime'
      ? gainStatuses(setup, unit, unitStep(setup, unit.id, 'doubleTimeMade', []))
      : []),
  ];
  // glossary: Shockwave: its tests may wait for a Command; then the end of the Movement Step.
  const endsActivation = kind === 'doubleTime' || activation.rallyFailed;
  return [
    ...events,
    ...shockwave(setup, state, unit.id, through, { kind: 'movementStep', endsActivation }),
  ];
}

/**
 * The end of the Movement Step: the rules acting there first (Corrosive Fumes,
 * Inspiring's choice: game/movement-step-end.ts), the other General's Command
 * as the unit ends its move (game/commands/enemy-ends-move.ts), then on
 * (reactOrAttack).
 */
export function finishMovement(
  setup: GameSetup,
  state: GameState,
  endsActivation: boolean,
): GameEvent[] {
  const activation = state.activation;
  if (activation === undefined) return [];
  const { events, waits } = endOfMovementStep(setup, state, endsActivation);
  if (waits) return events;
  // rulebook p.37: the other General may first issue a Command as the unit ends its move (Covering Fire).
  const covering = awaitsEnemyEndsMove(setup, state, endsActivation);
  if (covering !== undefined) return [...events, ...covering];
  return [...events, ...reactOrAttack(setup, state, endsActivation)];
}

/**
 * After the rules acting at the end of the Movement Step: the second Reaction
 * Step if Opportunity Fire is still possible (rulebook p.24 C), then the Attack
 * Step, or the end of the Activation when the Movement Step used it up.
 */
export function reactOrAttack(
  setup: GameSetup,
  state: GameState,
  endsActivation: boolean,
): GameEvent[] {
  const activation = state.activation;
  if (activation === undefined) return [];
  if (activation.opportunityFireUsed !== true && mayReact(setup, state)) {
    activation.reaction = 'second';
    activation.endsAfterReaction = endsActivation;
    return [];
  }
  if (endsActivation) return endActivation(setup, state);
  activation.step = 'attack';
  return [];
}

/** rulebook p.25 Aim, or no Manoeuvre: on to the Attack Step. */
export function stayPut(setup: GameSetup, state: GameState, aim: boolean): GameEvent[] {
  const activation = state.activation;
  if (activation === undefined || activation.step !== 'movement') {
    throw new IllegalChoice('rulebook p.24 The Movement Step', 'it is not the Movement Step');
  }
  refuseUnlessCharge(activation);
  if (aim && activation.rallyFailed) {
    throw new IllegalChoice(
      'rulebook p.24 Reduced Capability',
      'Aim is a Manoeuvre: a unit that failed its Rally Test would lose its Attack Step',
    );
  }
  const unit = state.units[activation.unit];
  if (aim && unit !== undefined) refuseWhileSoaring(setup, unit, 'Aim');
  activation.aimed = aim;
  const name = armyUnit(setup, activation.unit).name;
  return [
    ...(aim ? [event('aim', `${name} Aims`, { unit: activation.unit })] : []),
    ...finishMovement(setup, state, false),
  ];
}
