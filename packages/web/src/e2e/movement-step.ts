import assert from 'node:assert/strict';
import type { Decision, GameSetup, PlayerView, Side } from '@warroom/armoured-clash';
import { heuristicPlayer } from '@warroom/bots';

/** A game as `GET /api/games/:id` shows it (the parts the browser tests read). */
export interface ShownGame {
  readonly id: string;
  readonly index: number;
  readonly side: Side;
  readonly setup: GameSetup;
  readonly view: PlayerView;
  readonly decision?: Decision & { readonly index: number };
  readonly waitingFor?: { readonly player: Side };
}

/** Two Skirmish lists of the bundled ORBATs. */
export const SKIRMISH_FORCES = {
  a: {
    list: {
      format: 'warroom.force-list/1',
      name: 'Skirmish Rifles',
      faction: 'Crown',
      forceScale: 'skirmish',
      battlegroups: [
        {
          battlegroup: 'crown-faction-battlegroup',
          units: [
            { unit: 'rifle-command-platoon', level: 'basic' },
            { unit: 'rifle-platoon', level: 'basic' },
          ],
        },
      ],
    },
  },
  b: {
    list: {
      format: 'warroom.force-list/1',
      name: 'Skirmish Grenadiers',
      faction: 'Imperium',
      forceScale: 'skirmish',
      battlegroups: [
        {
          battlegroup: 'imperium-faction-battlegroup',
          units: [
            { unit: 'grenadier-command-company', level: 'basic' },
            { unit: 'grenadier-company', level: 'basic' },
          ],
        },
      ],
    },
  },
};

/** Enough decisions to deploy both armies and reach a Movement Step. */
const DECISION_BUDGET = 60;

async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  assert.ok(response.ok, `${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** The game as the General who decides now sees it. */
export async function deciding(base: string, id: string): Promise<ShownGame> {
  const a = await json<ShownGame>(await fetch(`${base}/api/games/${id}?side=a`));
  const side = a.waitingFor?.player ?? 'a';
  return side === 'a' ? a : json<ShownGame>(await fetch(`${base}/api/games/${id}?side=${side}`));
}

/**
 * A hot-seat Skirmish played through the API by the heuristic bot (for both
 * Generals) until a General may Advance: the game at that Movement Step.
 */
export async function gameAtMovementStep(base: string, seed: string): Promise<ShownGame> {
  const created = await fetch(`${base}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ forces: SKIRMISH_FORCES, opponent: 'hotseat', seed }),
  });
  const { game } = await json<{ game: ShownGame }>(created);
  const bot = heuristicPlayer();
  for (let i = 0; i < DECISION_BUDGET; i++) {
    const now = await deciding(base, game.id);
    const decision = now.decision;
    assert.ok(decision !== undefined, 'the game waits for a General');
    if (decision.constraints?.some((c) => c.kind === 'advance')) return now;
    const { index, ...asked } = decision;
    const choice = bot.choose(now.setup, now.view, asked);
    await json(
      await fetch(`${base}/api/games/${game.id}/decisions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ side: now.side, index, choice }),
      }),
    );
  }
  throw new Error(`no Movement Step within ${DECISION_BUDGET} decisions`);
}
