import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Choice } from '@warroom/armoured-clash';
import { OPENING_CHOICES, skirmish } from '@warroom/armoured-clash/testing';
import type { RunningServer } from '../start.js';
import { call } from '../testing/api-client.js';
import { startTestServer, storedHotSeatGame } from '../testing/hot-seat-server.js';

/** How close a length must be to the sum of the legs. */
const EXACT = 1e-9;
/** A's rifles (Speed 4", Officer at (10, 6)) Activated, in their Movement Step. */
const CHOICES: readonly Choice[] = [...OPENING_CHOICES, { kind: 'activate', unit: 'a-rifles' }];

interface Checked {
  readonly legal: boolean;
  readonly rule?: string;
  readonly move?: { length: number; limit: number; used?: number; via?: number[][] };
}

describe('a move broken into legs, checked by the dry run', () => {
  let server: RunningServer;
  let id: string;
  before(async () => {
    server = await startTestServer();
    id = await storedHotSeatGame(server, skirmish(), 1, CHOICES);
  });
  after(async () => {
    await server?.close();
  });
  const check = (choice: unknown) =>
    call(server.url, 'POST', `/api/games/${id}/check`, {
      json: { side: 'a', index: CHOICES.length, choice },
    });

  it('rulebook p.16 Moving a Unit: the path of a move through a point is measured leg by leg, its length and the distance used the sum of the legs', async () => {
    const answer = await check({ kind: 'advance', at: [10, 8], facing: 90, via: [[11, 7]] });
    assert.equal(answer.status, 200, answer.text);
    const { legal, move } = answer.json as Checked;
    assert.equal(legal, true);
    assert.deepEqual(move?.via, [[11, 7]]);
    assert.ok(Math.abs((move?.length ?? NaN) - 2 * Math.SQRT2) < EXACT);
    assert.ok(Math.abs((move?.used ?? NaN) - 2 * Math.SQRT2) < EXACT);
    assert.equal(move?.limit, 4);
  });

  it('rulebook p.16 Movement Limit: legs adding up past the limit are refused with the rule, the length their sum', async () => {
    const answer = await check({ kind: 'advance', at: [10, 8], facing: 90, via: [[13, 7]] });
    const { legal, rule, move } = answer.json as Checked;
    assert.equal(legal, false);
    assert.equal(rule, 'rulebook p.16 Movement Limit');
    assert.ok(Math.abs((move?.length ?? NaN) - 2 * Math.sqrt(10)) < EXACT);
  });

  it('legs that are not points are a 400 saying where', async () => {
    const answer = await check({ kind: 'advance', at: [10, 8], facing: 90, via: [[1]] });
    assert.equal(answer.status, 400);
    const { problems } = (answer.json as { error: { problems: { where: string }[] } }).error;
    assert.ok(
      problems.some((p) => p.where === 'body.choice.via[0]'),
      JSON.stringify(problems),
    );
  });
});
