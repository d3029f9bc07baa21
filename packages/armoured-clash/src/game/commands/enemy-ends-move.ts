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
 * The other General's units on the battlefield to which a Command of the hand
 * may be issued as the units `movers` end their move, each with those cards,
 * closest first (ties by id). Units without a card are dropped before they are
 * measured: the order of the rest is the same (distance then id orders every
 * unit, ids being unique), so only the measuring is saved.
 */
function coveringCards(
  setup: GameSetup,
  state: GameState,
  side: Side,
  movers: readonly string[],
): { readonly unit: string; readonly commands: readonly number[] }[] {
  const table = tableOf(setup, state);
  const on = movers.filter((mover) => table.units.has(mover));
  if (on.length === 0) return [];
  const distance = (unit: string): number => {
    let closest = Infinity;
    for (const mover of on) closest = Math.min(closest, distanceBetweenUnits(table, mover, unit));
    return closest;
  };
  const covering: { unit: string; commands: number[]; distance: number }[] = [];
  for (const u of Object.values(state.units)) {
    if (u.side !== side || u.annihilated || !table.units.has(u.id)) continue;
    const commands = handCommandCards(setup, state, u.id, MOMENT, table);
    if (commands.length > 0) covering.push({ unit: u.id, commands, distance: distance(u.id) });
  }
  return covering.sort((p, q) => p.distance - q.distance || p.unit.localeCompare(q.unit));
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
  // Whether some unit may take the Command: no order needed (coveringCards sorts for the decision).
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
  for (const { unit, commands } of coveringCards(setup, state, side, movers)) {
    for (const command of commands) options.push({ kind: MOMENT, unit, command });
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
