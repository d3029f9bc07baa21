import { point, radians } from '@warroom/engine';
import type { Attack } from '../attack/attack.js';
import { coherencyProblems } from '../battlefield/coherency.js';
import type { Table } from '../battlefield/table.js';
import { type UnitMove, checkMove } from '../battlefield/movement/check-move.js';
import { reformMove } from '../battlefield/movement/unit-moves.js';
import type { DisciplineModifier } from '../cards/discipline.js';
import { allOutAttack } from './all-out-attack.js';
import { constructsRejoin } from './construct.js';
import type { GameSetup } from './army.js';
import type { At } from './choice.js';
import { endPhase } from './end-phase.js';
import { mustChargeAfterFailedRally } from './berserk.js';
import { unitDisciplineTest } from './discipline-test.js';
import { type GameEvent, event } from './events.js';
import { geometryOrIllegal } from './geometry-or-illegal.js';
import { holdInsteadOfOffer, refuseWhileOffered } from './after-attack-offers.js';
import { makeFreeAdvance, waitsForFreeAdvance } from './hit-and-run.js';
import { waitsForOverrun } from './overrun.js';
import { waitsForEndAttack } from './throw.js';
import { endOfMovementStep } from './movement-step-end.js';
import { destroyModels } from './losses.js';
import { movementLimit } from './manoeuvre-limits.js';
import { moveModels } from './move-models.js';
import { rangedAttack } from './ranged-attack.js';
import { reactors } from './reaction.js';
import { IllegalChoice } from './rule-error.js';
import { type ActivationState, type GameState, type UnitState, other } from './state.js';
import { gainStatuses } from './rule-statuses.js';
import { dropStatuses } from './statuses.js';
import { movedThroughForShockwave, shockwave } from './shockwave.js';
import { enemiesMovedThroughForTrail } from './trail.js';
import { offerSupport, takeSupportOffer } from './support.js';
import { offerCoordinated, takeCoordinatedOffer } from './coordinated.js';
import { armyUnit, tableOf } from './table-of.js';
import { unitStep } from './unit-rules.js';
import { attackWithSpotter } from './spotting.js';
import { aboardInPlay } from './transport/aboard.js';

/** Units of a General that can still be Activated this Round (rulebook p.22: Ready). */
export function readyUnits(state: GameState, side: 'a' | 'b'): UnitState[] {
  return Object.values(state.units).filter(
    (u) =>
      u.side === side &&
      (u.deployed || aboardInPlay(state, u)) &&
      !u.annihilated &&
      !u.statuses.includes('activated'),
  );
}

function activeUnit(state: GameState): UnitState {
  const unit = state.activation === undefined ? undefined : state.units[state.activation.unit];
  if (unit === undefined)
    throw new IllegalChoice('rulebook p.24 Activating a Unit', 'no unit is being Activated');
  return unit;
}

/**
 * rulebook p.22: the General whose turn it is Activates a Ready unit. A
 * Suppressed unit first takes a Rally Test (p.24; game/discipline-test.ts):
 * failed, it may use its Movement Step or its Attack Step, not both (a Berserk
 * unit must Charge instead, game step rallyTestFailed). On Lookout and Taking
 * Cover end as it starts its Activation (p.30; game step activationStarts,
 * where Pavises keeps Taking Cover).
 */
export function activate(
  setup: GameSetup,
  state: GameState,
  unitId: string,
  rallyModifiers: readonly DisciplineModifier[] = [],
): GameEvent[] {
  const unit = state.units[unitId];
  if (state.activation !== undefined) {
    throw new IllegalChoice('rulebook p.24 Activating a Unit', 'another unit is being Activated');
  }
  if (unit === undefined || !readyUnits(state, state.turn).includes(unit)) {
    throw new IllegalChoice(
      'rulebook p.22 The Activation Phase',
      `${unitId} is not a Ready unit of yours`,
    );
  }
  takeSupportOffer(state, unitId);
  takeCoordinatedOffer(state, unitId);
  const name = armyUnit(setup, unitId).name;
  dropStatuses(unit, ...unitStep(setup, unitId, 'activationStarts', ['onLookout', 'takingCover']));
  const events = [
    event('activate', `General ${unit.side.toUpperCase()} Activates ${name}`, {
      unit: unitId,
      side: unit.side,
    }),
  ];
  let rallyFailed = false;
  let mustCharge = false;
  if (unit.statuses.includes('suppressed')) {
    // A Command received for the Rally Test adds its modifiers (game/commands).
    const test = unitDisciplineTest(setup, state, unitId, 'rallyTest', rallyModifiers);
    events.push(test.event);
    mustCharge = !test.passed && mustChargeAfterFailedRally(setup, state, unitId);
    rallyFailed = !test.passed && !mustCharge;
    if (mustCharge) {
      events.push(event('berserk', `${name} is Berserk: it must Charge`, { unit: unitId }));
    }
  }
  state.activation = {
    unit: unitId,
    step: 'movement',
    rallyFailed,
    moved: false,
    aimed: false,
    // Game step statusesEndWithActivation: Construct keeps Disordered.
    expiring: unitStep(setup, unitId, 'statusesEndWithActivation', [
      'suppressed',
      'disordered',
    ]).filter((s) => unit.statuses.includes(s)),
    ...(mustCharge ? { mustCharge } : {}),
  };
  // rulebook p.24 A. Reaction Step: the other General may declare Opportunity Fire.
  if (reactors(setup, state).length > 0) state.activation.reaction = 'first';
  return events;
}

/**
 * The move a manoeuvre makes: the Officer to `at`, the unit re-formed around it
 * facing `facing` degrees, each model in a straight line; throws IllegalChoice
 * with the first rule it breaks. Reads only what is on the table.
 */
export function plannedManoeuvre(
  setup: GameSetup,
  units: GameState['units'],
  unitId: string,
  kind: 'advance' | 'doubleTime',
  at: At,
  facing: number,
  bonus = 0,
  table: Table = tableOf(setup, { units }),
): UnitMove {
  // `bonus`: inches a Command received adds to the Movement Limit (Forced March, game/commands).
  // `table`: the table of `units`, when the caller has it already (a bot trying many moves).
  const limit = movementLimit(setup, unitId, kind) + bonus;
  const move = geometryOrIllegal('rulebook p.14 Unit Coherency', () =>
    reformMove(table, unitId, point(at[0], at[1]), radians(facing), limit),
  );
  const result = checkMove(table, move);
  if (!result.legal) throw new IllegalChoice(result.rule, result.message);
  return move;
}

/** glossary: Berserk — a unit that must Charge makes no other Manoeuvre. */
function refuseUnlessCharge(activation: ActivationState): void {
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
): GameEvent[] {
  if (kind === 'advance' && state.activation?.freeAdvance !== undefined)
    return makeFreeAdvance(setup, state, at, facing);
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
  const move = plannedManoeuvre(setup, state.units, unit.id, kind, at, facing, bonus);
  const through = kind === 'doubleTime' ? movedThroughForShockwave(setup, state, move) : [];
  const trailed = enemiesMovedThroughForTrail(setup, state, move);
  if (trailed.length > 0) activation.movedThrough = trailed;
  moveModels(unit, move);
  delete activation.doubleTimeOwed;
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
    ...constructsRejoin(setup, state, unit.id),
    ...shockwave(setup, state, unit.id, through),
  ];
  return [
    ...events,
    ...finishMovement(setup, state, kind === 'doubleTime' || activation.rallyFailed),
  ];
}

/**
 * The end of the Movement Step: the rules acting there first (Corrosive Fumes,
 * Inspiring's choice: game/movement-step-end.ts), the second Reaction Step if
 * Opportunity Fire is still possible (rulebook p.24 C), then the Attack Step,
 * or the end of the Activation when the Movement Step used it up.
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
  if (activation.opportunityFireUsed !== true && reactors(setup, state).length > 0) {
    activation.reaction = 'second';
    activation.endsAfterReaction = endsActivation;
    return events;
  }
  if (endsActivation) return [...events, ...endActivation(setup, state)];
  activation.step = 'attack';
  return events;
}

/**
 * rulebook p.25 Opportunity Fire, in a Reaction Step: a unit On Lookout makes a
 * Ranged Attack against the active unit (with the Opportunity Fire penalty; the
 * target cannot be Suppressed by it) and loses On Lookout; or the step passes.
 * Once per Activation: after the first Reaction Step, the second is skipped.
 */
export function react(
  setup: GameSetup,
  state: GameState,
  choice: { kind: 'opportunityFire'; unit: string } | { kind: 'noReaction' },
  boost?: (attack: Attack) => Attack,
): GameEvent[] {
  const activation = state.activation;
  const which = activation?.reaction;
  if (activation === undefined || which === undefined) {
    throw new IllegalChoice('rulebook p.24 The Reaction Steps', 'no Reaction Step is open');
  }
  const events: GameEvent[] = [];
  if (choice.kind === 'opportunityFire') {
    const reactor = state.units[choice.unit];
    if (reactor === undefined || !reactors(setup, state).includes(choice.unit)) {
      throw new IllegalChoice(
        'rulebook p.25 Opportunity Fire Conditions',
        `${choice.unit} is not On Lookout with the active unit in its sights`,
      );
    }
    events.push(
      event('opportunityFire', `${armyUnit(setup, reactor.id).name} declares Opportunity Fire`, {
        unit: reactor.id,
      }),
    );
    events.push(...rangedAttack(setup, state, reactor, activation.unit, false, true, boost));
    dropStatuses(reactor, 'onLookout');
    activation.opportunityFireUsed = true;
  }
  delete activation.reaction;
  if (state.units[activation.unit]?.annihilated === true)
    return [...events, ...endActivation(setup, state)];
  if (which === 'first') return events;
  if (activation.endsAfterReaction === true) return [...events, ...endActivation(setup, state)];
  activation.step = 'attack';
  return events;
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
  activation.aimed = aim;
  const name = armyUnit(setup, activation.unit).name;
  return [
    ...(aim ? [event('aim', `${name} Aims`, { unit: activation.unit })] : []),
    ...finishMovement(setup, state, false),
  ];
}

/**
 * The Activation, when it is in its Attack Step and free to choose an attack
 * (a unit that charged into contact must make its Close Quarters Attack).
 */
export function attackStepNow(state: GameState): NonNullable<GameState['activation']> {
  const activation = state.activation;
  if (activation === undefined || activation.step !== 'attack') {
    throw new IllegalChoice('rulebook p.26 The Attack Step', 'it is not the Attack Step');
  }
  refuseWhileOffered(activation);
  if (
    activation.charge !== undefined &&
    state.units[activation.charge.target]?.annihilated !== true
  ) {
    throw new IllegalChoice(
      'rulebook p.26 The Attack Step',
      'a unit in contact with an enemy unit must make a Close Quarters Attack',
    );
  }
  return activation;
}

/** rulebook p.26 The Attack Step: a Ranged Attack, a Special Action (p.30), or nothing. */
export function attackStep(
  setup: GameSetup,
  state: GameState,
  choice:
    | { kind: 'rangedAttack'; target: string; spotter?: string }
    | { kind: 'allOutAttack'; targets: readonly string[] }
    | { kind: 'takeCover' | 'goOnLookout' | 'reArm' | 'hold' },
): GameEvent[] {
  const held = choice.kind === 'hold' ? holdInsteadOfOffer(setup, state) : undefined;
  if (held !== undefined) return held;
  const unit = activeUnit(state);
  const activation = attackStepNow(state);
  const name = armyUnit(setup, unit.id).name;
  const events: GameEvent[] = [];
  if (choice.kind === 'rangedAttack') {
    events.push(...attackWithSpotter(setup, state, unit, choice, activation.aimed));
  } else if (choice.kind === 'allOutAttack') {
    events.push(...allOutAttack(setup, state, unit, activation, choice.targets));
  } else if (choice.kind === 'takeCover') {
    if (!unit.statuses.includes('takingCover')) unit.statuses.push('takingCover');
    events.push(event('takeCover', `${name} Takes Cover`, { unit: unit.id }));
  } else if (choice.kind === 'goOnLookout') {
    unit.statuses.push('onLookout');
    events.push(event('onLookout', `${name} Goes On Lookout`, { unit: unit.id }));
  } else if (choice.kind === 'reArm') {
    if (!unit.statuses.includes('reloading'))
      throw new IllegalChoice('rulebook p.30 Re-Arm', `${name} is not Reloading`);
    dropStatuses(unit, 'reloading');
    events.push(event('reArm', `${name} Re-Arms`, { unit: unit.id }));
  }
  return [...events, ...endActivation(setup, state)];
}

/**
 * The end of an Activation: models out of Unit Coherency are Abandoned
 * (rulebook p.22); the unit is Activated. Suppressed (p.36) and Disordered
 * (p.34) are lost "at the end of its next Activation": only those the unit had
 * as this Activation began end now; one gained during it lasts until the end
 * of the unit's next Activation. Then the other General takes a turn if they
 * have Ready units; when nobody has, the End Phase.
 */
export function endActivation(setup: GameSetup, state: GameState): GameEvent[] {
  // Offered once the unit's attack is resolved: an Overrun, a free Advance; then at its end a Throw.
  const waits = [waitsForOverrun, waitsForFreeAdvance, waitsForEndAttack];
  if (waits.some((offer) => offer(setup, state))) return [];
  const unit = activeUnit(state);
  const events: GameEvent[] = [];
  if (!unit.annihilated) {
    // An Embarked unit has no models on the table (rulebook p.46).
    const strays = new Set(
      unit.deployed ? coherencyProblems(tableOf(setup, state), unit.id).map((p) => p.model) : [],
    );
    strays.delete(unit.officer);
    if (strays.size > 0) {
      events.push(
        event(
          'abandoned',
          `${strays.size} models of ${armyUnit(setup, unit.id).name} are Abandoned`,
          { unit: unit.id },
        ),
      );
      unit.models = unit.models.filter((m) => !strays.has(m.id));
      events.push(...destroyModels(setup, state, unit, 0, undefined));
    }
    dropStatuses(unit, ...(state.activation?.expiring ?? []));
    const attacked = state.activation?.attacked === true;
    const end = unitStep(setup, unit.id, 'activationEnds', { attacked, gains: [] });
    events.push(...gainStatuses(setup, unit, end.gains));
    unit.statuses.push('activated');
  }
  delete state.activation;
  // glossary: Support (X): its General may first Activate a friendly unit within 3".
  const support = offerSupport(setup, state, unit);
  if (support !== undefined) return [...events, ...support];
  // rulebook p.22 Coordinated Units: an Embarked unit and its Transport may Activate in the same turn.
  const coordinated = offerCoordinated(setup, state, unit);
  if (coordinated !== undefined) return [...events, ...coordinated];
  if (readyUnits(state, other(state.turn)).length > 0) state.turn = other(state.turn);
  else if (readyUnits(state, state.turn).length === 0) events.push(...endPhase(setup, state));
  return events;
}
