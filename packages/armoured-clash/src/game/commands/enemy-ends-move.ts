import { type Side, type Table, distanceBetweenUnits } from '../../battlefield/table.js';
import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import type { Choice, Decision } from '../choice.js';
import { type GameEvent, event } from '../events.js';
import { type GameState, other } from '../state.js';
import { tableOf } from '../table-of.js';
import type { EnemyEndedMove } from './enemy-ended-move.js';
import { commandPossible, handCommandCards } from './test-command-cards.js';
import { generalCalled } from '../generals/generals-draw.js';

const MOMENT = 'enemyEndsMove';

/** The units whose move ended, waiting (`movers`), else the active unit. */
export function endedMovers(state: GameState): readonly string[] {
  const active = state.activation?.unit;
  return state.enemyEndedMove?.movers ?? (active === undefined ? [] : [active]);
}

/** The General who may issue the Command: the other General of the units that moved. */
function coveringSide(state: GameState, movers: readonly string[]): Side {
  return other(state.units[movers[0] ?? '']?.side ?? state.turn);
}

/**
 * The other General's units on the battlefield that a Command might reach as
 * the units `movers` end their move, closest first (ties by id).
 */
function coveringUnits(
  setup: GameSetup,
  state: GameState,
  side: Side,
  movers: readonly string[],
): string[] {
  const table = tableOf(setup, state);
  const on = movers.filter((mover) => table.units.has(mover));
  if (on.length === 0) return [];
  const distance = (unit: string) =>
    Math.min(...on.map((mover) => distanceBetweenUnits(table, mover, unit)));
  return Object.values(state.units)
    .filter((u) => u.side === side && !u.annihilated && table.units.has(u.id))
    .map((u) => ({ id: u.id, distance: distance(u.id) }))
    .sort((p, q) => p.distance - q.distance || p.id.localeCompare(q.id))
    .map((u) => u.id);
}

/**
 * rulebook p.37: the units `movers` (all of one General; none: the active
 * unit) ended a move. When the other General might issue a Command to one of
 * their units now (Covering Fire), judged from what both Generals know
 * (commandPossible: the hand's size, the rules refusing a Command, the deck's
 * contents and the distance the card names), the game waits for that General
 * (`state.enemyEndedMove`, with `wait`): the events of the wait, or undefined
 * when the game does not wait. The hook any move calls where the game can
 * stop and go on (`wait.goesOn`: enemy-move-goes-on.ts).
 */
export function awaitsCoveringFire(
  setup: GameSetup,
  state: GameState,
  wait: EnemyEndedMove,
  given?: Table,
): GameEvent[] | undefined {
  state.enemyEndedMove = wait;
  const movers = endedMovers(state);
  const side = coveringSide(state, movers);
  // An empty hand (known to both Generals) issues nothing: no table is needed to say so.
  if (state.players[side].deck.hand.length === 0) {
    state.enemyEndedMove = undefined;
    return undefined;
  }
  const table = given ?? tableOf(setup, state);
  // Whether any unit may take the Command: no order needed (coveringUnits sorts for the decision).
  const possible = Object.values(state.units).some(
    (u) =>
      u.side === side &&
      !u.annihilated &&
      table.units.has(u.id) &&
      commandPossible(setup, state, u.id, MOMENT, table),
  );
  if (!possible) {
    state.enemyEndedMove = undefined;
    return undefined;
  }
  const names = movers.map((mover) => armyUnit(setup, mover).name).join(', ');
  return [
    event(
      MOMENT,
      `${names} ${movers.length === 1 ? 'ends its' : 'end their'} move: ${generalCalled(state, side)} may issue a Command to one of their units (rulebook p.37)`,
      { unit: movers[0] ?? '', side },
    ),
  ];
}

/** The other General's decision as a unit ends its move: no Command, or one of their units with each card that may be issued to it. */
export function enemyEndsMoveDecision(setup: GameSetup, state: GameState): Decision | undefined {
  if (state.enemyEndedMove === undefined) return undefined;
  const movers = endedMovers(state);
  const side = coveringSide(state, movers);
  const options: Choice[] = [{ kind: MOMENT }];
  for (const unit of coveringUnits(setup, state, side, movers)) {
    for (const command of handCommandCards(setup, state, unit, MOMENT)) {
      options.push({ kind: MOMENT, unit, command });
    }
  }
  const names = movers.map((mover) => armyUnit(setup, mover).name).join(', ');
  return {
    player: side,
    prompt: `${names} ${movers.length === 1 ? 'ends its' : 'end their'} move: issue a Command to one of your units, or let the game go on (rulebook p.37)`,
    options,
  };
}

/** The General answering the end of move waiting (state.enemyEndedMove). */
export function enemyEndsMoveSide(state: GameState): Side {
  return coveringSide(state, endedMovers(state));
}
