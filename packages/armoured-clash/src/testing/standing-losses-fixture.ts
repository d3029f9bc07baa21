import assert from 'node:assert/strict';
import type { GameSetup } from '../game/army.js';
import type { GameEvent } from '../game/events.js';
import type { GameState } from '../game/state.js';

/** How thick the Obstacle walls these set-ups Emplace a unit behind are, in inches. */
const WALL_THICKNESS = 0.4;

/** A Size 1 Obstacle wall WALL_THICKNESS" deep and `length`" long east to west, centred at (x, y). */
export function obstacleWall(x: number, y: number, length: number): GameSetup['terrain'][number] {
  return {
    id: 'wall',
    name: 'Wall',
    size: 1,
    features: ['obstacle'],
    area: { rectangle: { centre: [x, y], width: WALL_THICKNESS, depth: length, facing: 0 } },
  };
}

/** `player`'s standing order of losses for `unit` set to `order` (rulebook pp.34-35), left unset when undefined. */
export function withStandingOrder(
  state: GameState,
  player: keyof GameState['players'],
  unit: string,
  order: readonly string[] | undefined,
): void {
  if (order !== undefined) state.players[player].lossOrders = { [unit]: order };
}

/** The text of the attack's ranged attack event. */
export const attackText = (events: readonly GameEvent[]): string | undefined =>
  events.find((e) => e.kind === 'rangedAttack')?.text;

/** The ids of `unit`'s models left after the attack. */
export const modelsLeft = (state: GameState, unit: string): string[] | undefined =>
  state.units[unit]?.models.map((m) => m.id);

/** B's order of losses for its rifles: the east end first, then the next east (the models clear of the wall). */
export const EAST_FIRST = ['b-rifles#5', 'b-rifles#3'];

/** B's six rifles (one rank: #6, #4, #2, the Officer #1, #3, #5 west to east) left once the losses took #6. */
export const RIFLES_BUT_6 = ['b-rifles#1', 'b-rifles#2', 'b-rifles#3', 'b-rifles#4', 'b-rifles#5'];

/** B's six rifles left once the losses took #6 and #5. */
export const RIFLES_BUT_6_AND_5 = ['b-rifles#1', 'b-rifles#2', 'b-rifles#3', 'b-rifles#4'];

/** An attack made: its events and the state after it. */
interface Made {
  readonly events: readonly GameEvent[];
  readonly state: GameState;
}

/** rulebook pp.34-35: an order of losses given for the attack and the same standing order make the same attack (same dice, same units). */
export function assertSameAttack(given: Made, standing: Made): void {
  assert.deepEqual(
    given.events.map((e) => e.text),
    standing.events.map((e) => e.text),
  );
  assert.deepEqual(given.state.units, standing.state.units);
}
