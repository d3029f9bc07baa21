import { type Side, distanceBetweenUnits } from '../../battlefield/table.js';
import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import type { Choice, Decision } from '../choice.js';
import { type GameEvent, event } from '../events.js';
import { type GameState, other } from '../state.js';
import { tableOf } from '../table-of.js';
import { commandPossible, handCommandCards } from './test-command-cards.js';

const MOMENT = 'enemyEndsMove';

/**
 * The other General's units on the battlefield that a Command might reach as
 * the active unit ends its move, closest first (ties by id).
 */
function coveringUnits(setup: GameSetup, state: GameState, side: Side): string[] {
  const mover = state.activation?.unit;
  if (mover === undefined) return [];
  const table = tableOf(setup, state);
  if (!table.units.has(mover)) return [];
  return Object.values(state.units)
    .filter((u) => u.side === side && !u.annihilated && table.units.has(u.id))
    .map((u) => ({ id: u.id, distance: distanceBetweenUnits(table, mover, u.id) }))
    .sort((p, q) => p.distance - q.distance || p.id.localeCompare(q.id))
    .map((u) => u.id);
}

/**
 * rulebook pp.24, 37: the active unit ended an Advance or a Double Time in its
 * Movement Step, a Charge, or a free Advance after its attack (`freeAdvance`:
 * glossary: Hit & Run (X")). When the other General might issue a Command to
 * one of their units now (Covering Fire), judged from what both Generals know
 * (commandPossible: the hand's size, the rules refusing a Command, the deck's
 * contents and the distance the card names), the Activation waits for that
 * General (`state.enemyEndedMove`) before its Reaction Step (or, after a free
 * Advance, its end): the events of the wait, or undefined when the game does
 * not wait. `endsActivation`: the Movement Step used up the Attack Step.
 */
export function awaitsEnemyEndsMove(
  setup: GameSetup,
  state: GameState,
  endsActivation: boolean,
  freeAdvance = false,
): GameEvent[] | undefined {
  const activation = state.activation;
  if (activation === undefined || (!freeAdvance && activation.moved !== true)) return undefined;
  const side = other(state.units[activation.unit]?.side ?? state.turn);
  // Whether any unit may take the Command: no order needed (coveringUnits sorts for the decision).
  const table = tableOf(setup, state);
  const units = Object.values(state.units).filter(
    (u) => u.side === side && !u.annihilated && table.units.has(u.id),
  );
  if (!units.some((unit) => commandPossible(setup, state, unit.id, MOMENT, table)))
    return undefined;
  state.enemyEndedMove = { endsActivation, ...(freeAdvance ? { freeAdvance: true } : {}) };
  return [
    event(
      MOMENT,
      `${armyUnit(setup, activation.unit).name} ends its move: General ${side.toUpperCase()} may issue a Command to one of their units (rulebook p.37)`,
      { unit: activation.unit, side },
    ),
  ];
}

/** The other General's decision as the active unit ends its move: no Command, or one of their units with each card that may be issued to it. */
export function enemyEndsMoveDecision(setup: GameSetup, state: GameState): Decision | undefined {
  const mover = state.activation?.unit;
  if (state.enemyEndedMove === undefined || mover === undefined) return undefined;
  const side = other(state.units[mover]?.side ?? state.turn);
  const options: Choice[] = [{ kind: MOMENT }];
  for (const unit of coveringUnits(setup, state, side)) {
    for (const command of handCommandCards(setup, state, unit, MOMENT)) {
      options.push({ kind: MOMENT, unit, command });
    }
  }
  return {
    player: side,
    prompt: `${armyUnit(setup, mover).name} ends its move: issue a Command to one of your units, or let the Activation go on (rulebook p.37)`,
    options,
  };
}
