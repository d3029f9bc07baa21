import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { TO_CHARGE, chargingSkirmish } from '@warroom/armoured-clash/testing';
import type { RunningServer } from '../start.js';
import { call } from '../testing/api-client.js';
import { startTestServer, storedHotSeatGame } from '../testing/hot-seat-server.js';

/** How close a length must be to the sum of the legs. */
const EXACT = 1e-9;
/** A's rifles fast enough to Charge B's rank 23" away at the start (a Charge of twice 12"). */
const CHARGING_SPEED = 12;
/** A's rifles (Officer at (10, 6)) Activated, in their Movement Step; B's Officer at (10, 30). */
const CHOICES = TO_CHARGE;

interface Checked {
  readonly legal: boolean;
  readonly rule?: string;
  readonly move?: { length: number; limit: number; used?: number; via?: number[][] };
}

describe('a Charge broken into legs, checked by the dry run', () => {
  let server: RunningServer;
  let id: string;
  before(async () => {
    server = await startTestServer();
    id = await storedHotSeatGame(server, chargingSkirmish(), 1, CHOICES);
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
