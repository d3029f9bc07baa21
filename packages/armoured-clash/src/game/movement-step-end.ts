import { EPSILON } from '@warroom/engine';
import { distanceBetweenUnits } from '../battlefield/table.js';
import type { GameSetup } from './army.js';
import { type GameEvent, event } from './events.js';
import { awaitsInspiring } from './inspiring.js';
import type { ActivationState, GameState } from './state.js';
import { armyUnit } from './army-unit.js';
import { tableOf } from './table-of.js';
import { recordTrapCover } from './trap-cover.js';
import { formationAtMovementStepEnd } from './rabble-reform.js';
import { unitStep } from './unit-rules.js';
import { guidanceEnds } from './pathfinders.js';

/**
 * Whether the active unit had a Movement Step: not when it failed its Rally
 * Test and kept its Attack Step instead (rulebook p.24 Reduced Capability;
 * it then made no Manoeuvre).
 */
export function hadMovementStep(activation: ActivationState): boolean {
  return !activation.rallyFailed || activation.moved;
}

/**
 * glossary: Corrosive Fumes (X"): each enemy unit within X" of the active unit
 * (game step disordersEnemiesWithin) gains Disordered (unless its rules say it
 * is unaffected: Automata).
 */
function corrosiveFumes(setup: GameSetup, state: GameState, unitId: string): GameEvent[] {
  const unit = state.units[unitId];
  const x = unitStep(setup, unitId, 'disordersEnemiesWithin', undefined);
  if (unit === undefined || x === undefined || unit.annihilated) return [];
  const table = tableOf(setup, state);
  return Object.values(state.units).flatMap((enemy) => {
    if (enemy.side === unit.side || !enemy.deployed || enemy.annihilated) return [];
    const profile = armyUnit(setup, enemy.id);
    const within = distanceBetweenUnits(table, unitId, enemy.id) <= x + EPSILON;
    // Game step corrosiveFumesDisorders: glossary Automata is unaffected.
    if (!within || !unitStep(setup, enemy.id, 'corrosiveFumesDisorders', true)) return [];
    if (!enemy.statuses.includes('disordered')) enemy.statuses.push('disordered');
    return [
      event('statuses', `${profile.name} is Disordered (Corrosive Fumes)`, { unit: enemy.id }),
    ];
  });
}

/**
 * The rules acting at the end of the active unit's Movement Step, when it had
 * one: the Formation its rules make it reassume (Rabble: game/rabble-reform.ts),
 * Corrosive Fumes (X"), then the choice Inspiring (X) gives its General
 * (`waits` while they must make it; once made, the step ends again without
 * acting twice). `endsActivation`: the Movement Step used up the Attack Step.
 */
export function endOfMovementStep(
  setup: GameSetup,
  state: GameState,
  endsActivation: boolean,
): { readonly events: GameEvent[]; readonly waits: boolean } {
  const activation = state.activation;
  if (activation === undefined) return { events: [], waits: false };
  // glossary: Pathfinders: the guidance ends with the Movement Step.
  guidanceEnds(state, activation.unit);
  if (!hadMovementStep(activation)) return { events: [], waits: false };
  // glossary: Trap: where the unit stands as its Movement Step ends.
  recordTrapCover(setup, state, activation.unit, 'end');
  const resumed = activation.inspiring !== undefined;
  const unit = state.units[activation.unit];
  // Game step movementStepEnded: glossary Rabble reassumes Close Formation.
  const reformed =
    resumed || unit === undefined ? [] : formationAtMovementStepEnd(setup, state, unit);
  const events = resumed ? [] : [...reformed, ...corrosiveFumes(setup, state, activation.unit)];
  return { events, waits: awaitsInspiring(setup, state, endsActivation) };
}
