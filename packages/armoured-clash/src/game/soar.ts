import type { Soaring } from '../rules/soaring.js';
import type { ArmyUnit, GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import { isAircraft } from './aircraft/aircraft.js';
import type { Choice } from './choice.js';
import { type GameEvent, event } from './events.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState, UnitState } from './state.js';
import { unitStep } from './unit-rules.js';
import { commandedActivations } from './commands/command-decisions.js';
import { incomingInterceptors } from './aircraft/interceptors.js';

const RULE = 'glossary: Soar (X")';

/** What the unit would become by Soaring (game step soarDeclared), when it has the rule. */
function soaringOf(setup: GameSetup, unitId: string): Soaring | undefined {
  return unitStep(setup, unitId, 'soarDeclared', undefined);
}

/**
 * The units a General may declare will Soar as their Activation starts: each
 * Ready unit with the rule that stands on the battlefield (an Embarked unit
 * could only Disembark, which a Soaring unit cannot; an Aircraft unit makes an
 * Air Support Sortie instead of the standard steps, rulebook p.50).
 */
function soaringUnits(setup: GameSetup, state: GameState, units: readonly string[]): string[] {
  return units.filter(
    (unit) =>
      state.units[unit]?.deployed === true &&
      !isAircraft(setup, unit) &&
      soaringOf(setup, unit) !== undefined,
  );
}

/** The Activations a General may start by declaring that the unit will Soar (soaringUnits). */
export function soarActivations(
  setup: GameSetup,
  state: GameState,
  units: readonly string[],
): Choice[] {
  return soaringUnits(setup, state, units).map((unit): Choice => ({
    kind: 'activate',
    unit,
    soar: true,
  }));
}

/** The same Activations with a Command issued as each starts (rulebook p.22), one per card the General may issue. */
export function commandedSoarActivations(
  setup: GameSetup,
  state: GameState,
  units: readonly string[],
): Choice[] {
  return commandedActivations(setup, state, soaringUnits(setup, state, units)).flatMap(
    (choice): Choice[] => (choice.kind === 'activate' ? [{ ...choice, soar: true }] : []),
  );
}

/** Refuses a declaration to Soar for a unit that cannot (before its Activation starts). */
export function refuseSoar(setup: GameSetup, state: GameState, unitId: string): void {
  if (soaringUnits(setup, state, [unitId]).length === 0)
    throw new IllegalChoice(RULE, `${unitId} cannot Soar`);
}

/**
 * glossary: Soar (X") — declared at the start of the unit's Activation (the
 * caller has just Activated it): until that Activation ends it is what the
 * rule makes it (`UnitState.soaring`: Speed X", Target Category Aerial, Size 10).
 */
export function declareSoar(setup: GameSetup, state: GameState): GameEvent[] {
  const unitId = state.activation?.unit;
  const unit = unitId === undefined ? undefined : state.units[unitId];
  const soaring = unitId === undefined ? undefined : soaringOf(setup, unitId);
  if (unit === undefined || soaring === undefined || !unit.deployed) {
    throw new IllegalChoice(RULE, `${unitId ?? 'the unit'} cannot Soar`);
  }
  unit.soaring = soaring;
  // glossary: Interceptor: the first Reaction Step of an Aerial unit's Activation may hold an Intercept.
  const activation = state.activation;
  const interceptable = incomingInterceptors(setup, state, unit.side).length > 0;
  if (activation?.reaction === undefined && activation?.moved === false && interceptable)
    activation.reaction = 'first';
  const name = armyUnit(setup, unit.id).name;
  return [
    event(
      'soar',
      `${name} Soars: Speed ${soaring.speed}", Target Category Aerial, Size ${soaring.size} until the end of its Activation (${RULE})`,
      { unit: unit.id, side: unit.side },
    ),
  ];
}

/** A profile as the unit stands now: a Soaring unit's Speed, Target Category and Size are the rule's. */
export function withSoaring(unit: ArmyUnit, soaring: Soaring | undefined): ArmyUnit {
  return soaring === undefined
    ? unit
    : { ...unit, speed: soaring.speed, category: soaring.category, size: soaring.size };
}

/** The unit's profile as it stands now (withSoaring). */
export function profileNow(
  setup: GameSetup,
  state: Pick<GameState, 'units'>,
  unitId: string,
): ArmyUnit {
  return withSoaring(armyUnit(setup, unitId), state.units[unitId]?.soaring);
}

/** glossary: Soar (X"): a Soaring unit cannot make Aim, Exit or Disembark manoeuvres. */
export function refuseWhileSoaring(
  setup: GameSetup,
  unit: UnitState,
  manoeuvre: 'Aim' | 'Exit' | 'Disembark',
): void {
  if (unit.soaring === undefined) return;
  throw new IllegalChoice(
    RULE,
    `${armyUnit(setup, unit.id).name} is Soaring: it cannot make the ${manoeuvre} manoeuvre`,
  );
}
