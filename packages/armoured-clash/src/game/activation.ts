import type { DisciplineModifier } from '../cards/discipline.js';
import { mustChargeAfterFailedRally } from './berserk.js';
import { compelledCharge } from './run-amok.js';
import { recordTrapCover } from './trap-cover.js';
import { guideAtActivation } from './pathfinders.js';
import type { GameSetup } from './army.js';
import { unitDisciplineTest } from './discipline-test.js';
import { type GameEvent, event } from './events.js';
import { startOfActivation } from './portals/activation-start.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState, UnitState } from './state.js';
import { dropStatuses } from './statuses.js';
import { takeSupportOffer } from './support.js';
import { takeCoordinatedOffer } from './coordinated.js';
import { armyUnit } from './army-unit.js';
import { unitStep } from './unit-rules.js';
import { aboardInPlay } from './transport/aboard.js';
import { generalCalled } from './generals/generals-draw.js';
import { copyActivation } from './copy-activation.js';

/** Units of a General that can still be Activated this Round (rulebook p.22: Ready). */
export function readyUnits(state: GameState, side: 'a' | 'b'): UnitState[] {
  return Object.values(state.units).filter((u) => isReady(state, side, u));
}

/** Whether a General has a Ready unit (readyUnits, stopping at the first: no list made). */
export function hasReadyUnit(state: GameState, side: 'a' | 'b'): boolean {
  for (const id in state.units) {
    const unit = state.units[id];
    if (unit !== undefined && isReady(state, side, unit)) return true;
  }
  return false;
}

function isReady(state: GameState, side: 'a' | 'b', u: UnitState): boolean {
  return (
    u.side === side &&
    (u.deployed || aboardInPlay(state, u)) &&
    !u.annihilated &&
    !u.statuses.includes('activated')
  );
}

/** The unit being Activated (rulebook p.24); throws IllegalChoice when there is none. */
export function activeUnit(state: GameState): UnitState {
  const unit = state.activation === undefined ? undefined : state.units[state.activation.unit];
  if (unit === undefined)
    throw new IllegalChoice('rulebook p.24 Activating a Unit', 'no unit is being Activated');
  return unit;
}

/**
 * The unit a General Activates now (rulebook p.22 The Activation Phase): one
 * of their Ready units, while no other unit is being Activated (p.24);
 * otherwise an IllegalChoice.
 */
export function unitToActivate(state: GameState, unitId: string): UnitState {
  const unit = state.units[unitId];
  if (state.activation !== undefined) {
    throw new IllegalChoice('rulebook p.24 Activating a Unit', 'another unit is being Activated');
  }
  // Whether the unit is one of readyUnits, asked of it alone (no list made of the others).
  if (unit === undefined || !isReady(state, state.turn, unit)) {
    throw new IllegalChoice(
      'rulebook p.22 The Activation Phase',
      `${unitId} is not a Ready unit of yours`,
    );
  }
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
  const unit = unitToActivate(state, unitId);
  takeSupportOffer(state, unitId);
  takeCoordinatedOffer(state, unitId);
  const name = armyUnit(setup, unitId).name;
  dropStatuses(unit, ...unitStep(setup, unitId, 'activationStarts', ['onLookout', 'takingCover']));
  const events = [
    event('activate', `${generalCalled(state, unit.side)} Activates ${name}`, {
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
  // glossary: Run Amok: it must Charge whenever it is able to.
  const compelled = compelledCharge(setup, state, unitId, rallyFailed);
  if (compelled?.able === true) {
    mustCharge = true;
    events.push(event('runAmok', `${name} Runs Amok: it must Charge`, { unit: unitId }));
  }
  // Every field listed in the copies' order: a new Activation has the shape of its copies (copy-activation.ts).
  state.activation = copyActivation({
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
    ...(compelled === undefined ? {} : { compelled }),
  });
  // glossary: Trap: where the unit stands as its Movement Step starts.
  recordTrapCover(setup, state, unitId, 'start');
  // glossary: Pathfinders: guided through its Movement Step if it starts within 6" of one.
  guideAtActivation(setup, state, unitId);
  // glossary: Immortal, Portal Mastery (X): the start of the Activation is resolved first;
  // then rulebook p.24 A. Reaction Step: the other General may declare Opportunity Fire.
  startOfActivation(setup, state);
  return events;
}
