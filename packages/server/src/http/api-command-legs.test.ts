import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Choice } from '@warroom/armoured-clash';
import { MOMENT_CARD, OPENING_CHOICES, momentsSkirmish } from '@warroom/armoured-clash/testing';
import type { RunningServer } from '../start.js';
import { call } from '../testing/api-client.js';
import { seedDealing } from '../testing/seed-dealing.js';
import { startTestServer, storedHotSeatGame } from '../testing/hot-seat-server.js';

/** How close a length must be to the sum of the legs. */
const EXACT = 1e-9;
/** A's tanks (Speed 6": a Double Time of 12", Officer at (24, 5)) Activated. */
const CHOICES: readonly Choice[] = [...OPENING_CHOICES, { kind: 'activate', unit: 'a-tanks' }];

interface Checked {
  readonly legal: boolean;
  readonly move?: { length: number; limit: number; used?: number };
}

describe('a Double Time with a Command broken into legs, checked by the dry run', () => {
  const setup = momentsSkirmish();
  let server: RunningServer;
  let id: string;
  before(async () => {
    const seed = seedDealing(setup, CHOICES, [MOMENT_CARD.forcedMarch]);
    server = await startTestServer();
    id = await storedHotSeatGame(server, setup, seed, CHOICES);
  });
  after(async () => {
    await server?.close();
  });

  it('rulebook p.16 Moving a Unit, p.24 Double Time: Forced March through (27, 11) is measured leg by leg against 12" + 2"', async () => {
    const answer = await call(server.url, 'POST', `/api/games/${id}/check`, {
      json: {
        side: 'a',
        index: CHOICES.length,
        choice: {
          kind: 'doubleTime',
          at: [24, 17],
          facing: 90,
          via: [[27, 11]],
          command: MOMENT_CARD.forcedMarch,
        },
      },
    });
    assert.equal(answer.status, 200, answer.text);
    const { legal, move } = answer.json as Checked;
    assert.equal(legal, true, answer.text);
    assert.equal(move?.limit, 14);
    assert.ok(Math.abs((move?.length ?? NaN) - 2 * Math.hypot(3, 6)) < EXACT);
    assert.ok(Math.abs((move?.used ?? NaN) - 2 * Math.hypot(3, 6)) < EXACT);
  });
});
