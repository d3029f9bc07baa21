import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ArmyUnit, Choice, GameSetup } from '@warroom/armoured-clash';
import { OPENING_CHOICES, skirmish } from '@warroom/armoured-clash/testing';
import type { GameOptions } from '../games/game-options.js';
import { type RunningServer, startServer } from '../start.js';
import { createGame } from '../store/game-store.js';
import { call } from '../testing/api-client.js';

/** How close a length must be to the sum of the legs. */
const EXACT = 1e-9;
/** A's rifles fast enough to Charge B's rank 23" away at the start (a Charge of twice 12"). */
const CHARGING_SPEED = 12;
const OPTIONS: GameOptions = {
  clash: 'pitchedBattle',
  scale: 'skirmish',
  opponent: 'hotseat',
  forces: { a: { name: 'A', faction: 'Crown' }, b: { name: 'B', faction: 'Imperium' } },
  leftOut: { a: [], b: [] },
};
/** A's rifles (Officer at (10, 6)) Activated, in their Movement Step; B's Officer at (10, 30). */
const CHOICES: readonly Choice[] = [...OPENING_CHOICES, { kind: 'activate', unit: 'a-rifles' }];

function fastRifles(): GameSetup {
  const base = skirmish();
  const fast = (u: ArmyUnit): ArmyUnit =>
    u.id === 'a-rifles' ? { ...u, speed: CHARGING_SPEED } : u;
  return {
    ...base,
    generals: {
      ...base.generals,
      a: { ...base.generals.a, units: base.generals.a.units.map(fast) },
    },
  };
}

interface Checked {
  readonly legal: boolean;
  readonly rule?: string;
  readonly move?: { length: number; limit: number; used?: number; via?: number[][] };
}

describe('a Charge broken into legs, checked by the dry run', () => {
  let server: RunningServer;
  let id: string;
  before(async () => {
    server = await startServer({
      database: { kind: 'pglite' },
      port: 0,
      host: '127.0.0.1',
      log: () => undefined,
    });
    ({ id } = await createGame(server.db, { setup: fastRifles(), seed: 1, options: OPTIONS }));
    for (const [index, choice] of CHOICES.entries()) {
      const game = await call(server.url, 'GET', `/api/games/${id}?side=a`);
      const { waitingFor } = game.json as { waitingFor?: { player: 'a' | 'b' } };
      const answer = await call(server.url, 'POST', `/api/games/${id}/decisions`, {
        json: { side: waitingFor?.player ?? 'a', index, choice },
      });
      assert.equal(answer.status, 200, answer.text);
    }
  });
  after(async () => {
    await server?.close();
  });
  const check = (via: number[][]) =>
    call(server.url, 'POST', `/api/games/${id}/check`, {
      json: {
        side: 'a',
        index: CHOICES.length,
        choice: { kind: 'charge', target: 'b-rifles', at: [10, 29], facing: 90, via },
      },
    });

  it('rulebook p.16 Moving a Unit: a Charge through (12, 17.5) is measured leg by leg, its length the sum of the legs, within 24"', async () => {
    const answer = await check([[12, 17.5]]);
    assert.equal(answer.status, 200, answer.text);
    const { legal, move } = answer.json as Checked;
    assert.equal(legal, true, answer.text);
    assert.deepEqual(move?.via, [[12, 17.5]]);
    assert.ok(Math.abs((move?.length ?? NaN) - 2 * Math.hypot(2, 11.5)) < EXACT);
    assert.equal(move?.limit, 2 * CHARGING_SPEED);
  });

  it('rulebook p.16 Movement Limit: a Charge whose legs add up past 24" is refused with the rule, though the straight Charge is 23"', async () => {
    const answer = await check([[14, 17.5]]);
    const { legal, rule, move } = answer.json as Checked;
    assert.equal(legal, false);
    assert.equal(rule, 'rulebook p.16 Movement Limit');
    assert.ok(Math.abs((move?.length ?? NaN) - 2 * Math.hypot(4, 11.5)) < EXACT);
    assert.equal(((await check([])).json as Checked).legal, true);
  });
});
