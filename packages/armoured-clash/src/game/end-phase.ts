import { scoreClash } from './clashes/score-clash.js';
import type { GameSetup } from './army.js';
import { type GameEvent, event } from './events.js';
import { hasGroundPresence } from './ground-presence.js';
import { type GameResult, type GameState, other } from './state.js';
import { generalCalled } from './generals/generals-draw.js';

/** rulebook p.22 Zero Ground Presence: the opponent scores 5 VP and the game ends. */
export const ZERO_GROUND_PRESENCE_VP = 5;

/**
 * rulebook p.22 The End Phase: every unit is Ready again; a General with no
 * units on the battlefield gives the opponent 5 VP and ends the game; at the
 * Round Limit the game ends; otherwise the next Round begins with the Ready Phase.
 */
export function endPhase(setup: GameSetup, state: GameState): GameEvent[] {
  for (const unit of Object.values(state.units))
    unit.statuses = unit.statuses.filter((s) => s !== 'activated');
  const events = [event('endPhase', `End of Round ${state.round}`), ...scoreClash(setup, state)];
  const absent = (['a', 'b'] as const).filter((side) => !hasGroundPresence(state, side));
  for (const side of absent) {
    state.players[other(side)].vp += ZERO_GROUND_PRESENCE_VP;
    events.push(
      event('zeroGroundPresence', `${generalCalled(state, side)} has Zero Ground Presence`, {
        side,
      }),
    );
  }
  if (absent.length > 0 || state.round >= setup.rounds) {
    state.stage = 'over';
    state.result = result(state);
    const { winner, devastating } = state.result;
    events.push(
      event(
        'gameOver',
        winner === 'draw'
          ? 'The game is a Draw'
          : `${generalCalled(state, winner)} wins${devastating ? ' a Devastating Victory' : ''}`,
      ),
    );
    return events;
  }
  state.round += 1;
  state.stage = 'initiative';
  state.turn = state.initiative;
  return events;
}

/**
 * rulebook p.22 Victory and Defeat: the most VP wins; at least twice the
 * opponent's is a Devastating Victory; equal totals are a Draw.
 */
export function result(state: GameState): GameResult {
  const vp = { a: state.players.a.vp, b: state.players.b.vp };
  if (vp.a === vp.b) return { winner: 'draw', devastating: false, vp };
  const winner = vp.a > vp.b ? 'a' : 'b';
  const loser = other(winner);
  return { winner, devastating: vp[winner] >= 2 * vp[loser], vp };
}
