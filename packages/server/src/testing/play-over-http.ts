import assert from 'node:assert/strict';
import type { Decision, GameSetup, PlayerView, Side } from '@warroom/armoured-clash';
import { heuristicPlayer } from '@warroom/bots';
import { type Answer, call } from './api-client.js';

/** A game as `GET /api/games/:id` answers it (the parts tests read). */
export interface GameJson {
  readonly id: string;
  readonly index: number;
  readonly over: boolean;
  readonly side: Side;
  readonly opponent: string;
  readonly setup: GameSetup;
  readonly view: PlayerView;
  readonly decision?: Decision & { readonly index: number };
  readonly waitingFor?: { readonly player: Side; readonly prompt: string; readonly bot?: string };
  readonly result?: unknown;
}

/** Reads a game as one side sees it; fails the test on anything but 200. */
export async function getGame(base: string, id: string, side: Side): Promise<GameJson> {
  const answer = await call(base, 'GET', `/api/games/${id}?side=${side}`);
  assert.equal(answer.status, 200, answer.text);
  return answer.json as GameJson;
}

/**
 * Plays up to `count` decisions of a game through the API, each chosen by the
 * heuristic bot from what the API shows the deciding General (as a person at
 * the table would choose from the page). In hot-seat both sides are played.
 * Returns every answer, for the tests to look into.
 */
export async function playOverHttp(
  base: string,
  id: string,
  count: number,
  sides: readonly Side[] = ['a'],
): Promise<Answer[]> {
  const player = heuristicPlayer();
  const answers: Answer[] = [];
  for (let i = 0; i < count; i++) {
    let game: GameJson | undefined;
    for (const side of sides) {
      const seen = await getGame(base, id, side);
      if (seen.decision !== undefined) game = seen;
    }
    if (game?.decision === undefined) break;
    const { index, ...decision } = game.decision;
    const choice = player.choose(game.setup, game.view, decision);
    const answer = await call(base, 'POST', `/api/games/${id}/decisions`, {
      json: { side: game.side, index, choice },
    });
    assert.equal(answer.status, 200, answer.text);
    answers.push(answer);
  }
  return answers;
}
