import type { GameSetup } from '../army.js';
import { ACCEPTS } from '../choices-by-stage.js';
import type { GameEvent } from '../events.js';
import type { GameState } from '../state.js';
import { tableOf } from '../table-of.js';
import type { CoveringGoesOn } from './enemy-ended-move.js';
import { awaitsCoveringFire } from './enemy-ends-move.js';

/**
 * rulebook p.37 (Covering Fire: "when an enemy unit ends a move"): `unit`
 * ended a Fall Back (p.36), a Withdraw (p.29), or the Exit a Garrison makes
 * instead of either (pp.44-45); the other General is offered the Command once
 * the game reaches a point where it can stop and go on (awaitsMovesEnded):
 * during an Activation (an Air Support or Interception Sortie's too), or
 * outside one (`state.movesEnded`) while Suppression Tests are taken in turn
 * (glossary: Dynamic Entry (X")) or a demise's blasts are made
 * (awaitsMovesBetweenActivations).
 */
export function moveEnded(state: GameState, unit: string): void {
  const activation = state.activation;
  const ended = (activation === undefined ? state.movesEnded : activation.movesEnded) ?? [];
  if (ended.includes(unit)) return;
  if (activation === undefined) state.movesEnded = [...ended, unit];
  else activation.movesEnded = [...ended, unit];
}

/** The moves recorded (moveEnded), taken off the record; `left` put back. */
function takeMovesEnded(state: GameState): readonly string[] | undefined {
  const activation = state.activation;
  const ended = activation === undefined ? state.movesEnded : activation.movesEnded;
  if (ended === undefined) return undefined;
  if (activation === undefined) state.movesEnded = undefined;
  else activation.movesEnded = undefined;
  return ended;
}

/** The moves of another General still to offer, kept on the record. */
function keepMovesEnded(state: GameState, left: readonly string[]): void {
  if (state.activation === undefined) state.movesEnded = left;
  else state.activation.movesEnded = left;
}

/**
 * The moves recorded by moveEnded, offered now: the units still on the
 * battlefield, by General (the first recorded first), each General's units
 * together, measured where they stand now. When the other General may issue a
 * Command then, the game waits (`goesOn`: where it goes on; the units of
 * another General still to offer stay recorded): the events of the wait, or
 * undefined when nothing waits. Costs one property read when nothing moved.
 */
export function awaitsMovesEnded(
  setup: GameSetup,
  state: GameState,
  goesOn: CoveringGoesOn,
  endsActivation = false,
): GameEvent[] | undefined {
  const ended = takeMovesEnded(state);
  if (ended === undefined) return undefined;
  const table = tableOf(setup, state);
  let left = ended.filter((id) => state.units[id]?.annihilated === false && table.units.has(id));
  while (left.length > 0) {
    const side = state.units[left[0] ?? '']?.side;
    const movers = left.filter((id) => state.units[id]?.side === side);
    left = left.filter((id) => state.units[id]?.side !== side);
    const wait = awaitsCoveringFire(setup, state, { endsActivation, movers, goesOn }, table);
    if (wait === undefined) continue;
    if (left.length > 0) keepMovesEnded(state, left);
    return wait;
  }
  return undefined;
}

/**
 * rulebook pp.37-38 ("Some Commands can be issued outside of a unit's
 * Activation"): outside an Activation and outside tests taken in turn (which
 * offer them before their next test: game/tests-go-on.ts), the moves recorded
 * (moveEnded: a Fall Back after a test of a demise's blast, glossary:
 * Spectacular Demise (X), Fiery Demise (X)) are offered once nothing else
 * waits, before the next unit of the blasts (`goesOn: demiseBlasts`,
 * game/demise-blasts-made.ts). No Activation is under way, so "one Command per
 * Activation" binds nothing here: each offer is its own moment, at which a
 * General issues at most one Command ("A General cannot issue more than one
 * Command at the same time"), as Dynamic Entry's tests and Vanguard have it.
 * Where the stage takes no Command as a move ends (Deployment: no General
 * holds a card yet, rulebook p.21) the record is dropped.
 */
export function awaitsMovesBetweenActivations(
  setup: GameSetup,
  state: GameState,
): GameEvent[] | undefined {
  if (state.activation !== undefined || state.testsInTurn !== undefined) return undefined;
  if (state.movesEnded === undefined) return undefined;
  if (!ACCEPTS[state.stage].includes('enemyEndsMove')) {
    state.movesEnded = undefined;
    return undefined;
  }
  return awaitsMovesEnded(setup, state, 'demiseBlasts');
}

/**
 * rulebook pp.24, 37: the active unit ended an Advance or a Double Time in its
 * Movement Step, a Charge, or a free Advance after its attack (`freeAdvance`:
 * glossary: Hit & Run (X")). Moves that ended in the Movement Step before it
 * (a Fall Back: Shockwave) are offered first (awaitsMovesEnded).
 * When the other General might issue a Command to one of their units now, the
 * Activation waits for that General before its Reaction Step (or, after a free
 * Advance, its end): the events of the wait, or undefined when the game does
 * not wait. `endsActivation`: the Movement Step used up the Attack Step.
 */
export function awaitsEnemyEndsMove(
  setup: GameSetup,
  state: GameState,
  endsActivation: boolean,
  freeAdvance = false,
): GameEvent[] | undefined {
  // Moves ended in the Movement Step before the unit's own (a Fall Back through Shockwave).
  const before = freeAdvance
    ? undefined
    : awaitsMovesEnded(setup, state, 'movementStep', endsActivation);
  if (before !== undefined) return before;
  const activation = state.activation;
  if (activation === undefined || (!freeAdvance && activation.moved !== true)) return undefined;
  return awaitsCoveringFire(setup, state, {
    endsActivation,
    ...(freeAdvance ? { freeAdvance: true } : {}),
  });
}
