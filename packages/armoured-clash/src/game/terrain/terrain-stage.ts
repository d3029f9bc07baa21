import type { Side } from '../../battlefield/table.js';
import { terrainCount } from '../../scenario/terrain-count.js';
import {
  EXEMPT_FEATURES,
  PLACING_TERRAIN,
  TERRAIN_GAP,
} from '../../scenario/terrain-guidelines.js';
import { placedPiece } from './terrain-check.js';
import type { GameSetup } from '../army.js';
import type { At, Choice, Decision } from '../choice.js';
import { type GameEvent, event } from '../events.js';
import { IllegalChoice } from '../rule-error.js';
import { type GameState, other } from '../state.js';
import { deployForces } from '../generals/deploy-forces.js';

function general(side: Side): string {
  return `General ${side.toUpperCase()}`;
}

/** The pieces to place, those placed, and how many may be. */
function placing(setup: GameSetup, state: GameState) {
  const pool = setup.terrainPlacement?.pieces ?? [];
  const placed = state.placedTerrain ?? [];
  const count = terrainCount(setup.scale, pool.length);
  const left = pool.filter((piece) => !placed.some((done) => done.id === piece.id));
  return { placed, left, ...count };
}

/**
 * rulebook p.56 Placing Terrain: the General whose turn it is places a piece
 * of the terrain left (the `placeTerrain` constraint: which pieces, the 4" gap,
 * the features exempt from it), or, once the minimum is placed, places no
 * more (`stopTerrain`). After one General stops, the other may place one more
 * piece, or none.
 */
export function terrainDecision(setup: GameSetup, state: GameState): Decision {
  const { placed, left, min, max } = placing(setup, state);
  const stopped = state.terrainStopped;
  const prompt =
    stopped !== undefined
      ? `${general(stopped)} places no more terrain: place one more piece, or none (${PLACING_TERRAIN})`
      : placed.length < min
        ? `Place a piece of terrain: ${placed.length} placed, at least ${min} to place (${PLACING_TERRAIN})`
        : `Place a piece of terrain (${placed.length} placed, at most ${max}), or place no more (${PLACING_TERRAIN})`;
  return {
    player: state.turn,
    prompt,
    options: placed.length >= min ? [{ kind: 'stopTerrain' }] : [],
    constraints: [
      {
        kind: 'placeTerrain',
        pieces: left.map((piece) => piece.id),
        gap: TERRAIN_GAP,
        exempt: EXEMPT_FEATURES,
      },
    ],
  };
}

/** rulebook p.56: once all terrain is placed, the Generals move on to deploying their forces (p.57 Deploy Forces). */
function terrainPlaced(setup: GameSetup, state: GameState): GameEvent[] {
  state.terrainStopped = undefined;
  const count = state.placedTerrain?.length ?? 0;
  return [
    event(
      'terrainPlaced',
      `${count} pieces of terrain placed: the Generals deploy their forces (${PLACING_TERRAIN})`,
    ),
    ...deployForces(setup, state),
  ];
}

/**
 * rulebook p.56 Placing Terrain: a piece of the terrain left, its centre point
 * at `at`, turned `facing` degrees, where the guidelines allow it
 * (`placedPiece`). Ends the placing once the most pieces are
 * placed, or with the one more piece after the other General stopped.
 */
export function placeTerrain(
  setup: GameSetup,
  state: GameState,
  choice: Extract<Choice, { kind: 'placeTerrain' }>,
): GameEvent[] {
  const { placed, max } = placing(setup, state);
  const set = placedPiece(setup, state, choice);
  state.placedTerrain = [...placed, set];
  const events = [
    event(
      'placeTerrain',
      `${general(state.turn)} places ${set.name ?? set.id} at ${where(choice.at)}`,
      { side: state.turn },
    ),
  ];
  if (state.placedTerrain.length >= max || state.terrainStopped !== undefined) {
    events.push(...terrainPlaced(setup, state));
  } else state.turn = other(state.turn);
  return events;
}

function where(at: At): string {
  return `(${at[0]}, ${at[1]})`;
}

/**
 * rulebook p.56: once the minimum number of pieces is placed, a General states
 * they place no more; the other may then place one more piece. When the other
 * General had stopped already, the placing ends.
 */
export function stopTerrain(setup: GameSetup, state: GameState): GameEvent[] {
  const { placed, min } = placing(setup, state);
  if (placed.length < min) {
    throw new IllegalChoice(
      PLACING_TERRAIN,
      `at least ${min} pieces of terrain must be placed before a General may stop (${placed.length} are)`,
    );
  }
  const events = [
    event('stopTerrain', `${general(state.turn)} places no more terrain`, { side: state.turn }),
  ];
  if (state.terrainStopped !== undefined) {
    events.push(...terrainPlaced(setup, state));
    return events;
  }
  state.terrainStopped = state.turn;
  state.turn = other(state.turn);
  return events;
}
