import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Choice } from '@warroom/armoured-clash';
import { MOMENT_CARD, OPENING_CHOICES, momentsSkirmish } from '@warroom/armoured-clash/testing';
import type { RunningServer } from '../start.js';
import { call } from '../testing/api-client.js';
import { seedDealing } from '../testing/seed-dealing.js';
import { startTestServer, storedHotSeatGame } from '../testing/hot-seat-server.js';

/** A's tanks (Speed 6": a Double Time of 12", Officer at (24, 5)) Activated. */
const CHOICES: readonly Choice[] = [...OPENING_CHOICES, { kind: 'activate', unit: 'a-tanks' }];
/** The Double Time A's tanks make, issued Forced March (a card face down). */
const DOUBLE_TIME = {
  kind: 'doubleTime',
  at: [24, 17],
  facing: 90,
  command: MOMENT_CARD.forcedMarch,
} as const;
/** The log entry of the Double Time. */
const AT = CHOICES.length;

interface Entry {
  readonly index: number;
  readonly side: string;
  readonly choice: Readonly<Record<string, unknown>>;
  readonly faceDown?: string;
  readonly events?: unknown;
}

describe('hidden information in the log: a Command card face down until Interference', () => {
  const setup = momentsSkirmish();
  let server: RunningServer;
  let id: string;
  let made: readonly Entry[];
  const entrySeenBy = async (side: 'a' | 'b'): Promise<Entry | undefined> => {
    const answer = await call(server.url, 'GET', `/api/games/${id}/log?side=${side}`);
    assert.equal(answer.status, 200, answer.text);
    return (answer.json as { log: readonly Entry[] }).log[AT];
  };
  const lastSeenBy = async (side: 'a' | 'b'): Promise<Entry | undefined> => {
    const path = `/api/games/${id}/replay?side=${side}&index=${AT + 1}`;
    const answer = await call(server.url, 'GET', path);
    assert.equal(answer.status, 200, answer.text);
    return (answer.json as { last?: Entry }).last;
  };
  before(async () => {
    const seed = seedDealing(setup, CHOICES, [MOMENT_CARD.forcedMarch]);
    server = await startTestServer();
    id = await storedHotSeatGame(server, setup, seed, CHOICES);
    const answer = await call(server.url, 'POST', `/api/games/${id}/decisions`, {
      json: { side: 'a', index: AT, choice: DOUBLE_TIME },
    });
    assert.equal(answer.status, 200, answer.text);
    made = (answer.json as { made: readonly Entry[] }).made;
  });
  after(async () => {
    await server?.close();
  });

  it('rulebook p.37 Issuing Commands, p.38 Interference: while General B decides whether to Interfere, B’s log has the Double Time without its card; A’s has it', async () => {
    const game = await call(server.url, 'GET', `/api/games/${id}?side=b`);
    const waiting = (game.json as { decision?: { options: readonly { kind: string }[] } }).decision;
    assert.deepEqual(
      waiting?.options.map((o) => o.kind).filter((kind) => kind === 'noInterference'),
      ['noInterference'],
      game.text,
    );
    const own = await entrySeenBy('a');
    assert.deepEqual(await entrySeenBy('b'), {
      index: AT,
      side: 'a',
      choice: { kind: 'doubleTime', at: [24, 17], facing: 90 },
      faceDown: 'command',
      events: own?.events,
    });
    assert.deepEqual(own?.choice, DOUBLE_TIME);
    assert.equal(own?.faceDown, 'command');
    assert.deepEqual(made[0]?.choice, DOUBLE_TIME);
    assert.equal((await lastSeenBy('b'))?.choice.command, undefined);
    assert.equal(JSON.stringify(await entrySeenBy('b')).includes('"command":'), false);
  });

  it('rulebook p.38 Interference: once B lets the Command through, the card is revealed to B too', async () => {
    const answer = await call(server.url, 'POST', `/api/games/${id}/decisions`, {
      json: { side: 'b', index: AT + 1, choice: { kind: 'noInterference' } },
    });
    assert.equal(answer.status, 200, answer.text);
    const seen = await entrySeenBy('b');
    assert.deepEqual(seen?.choice, DOUBLE_TIME);
    assert.equal(seen?.faceDown, undefined);
    assert.deepEqual((await lastSeenBy('b'))?.choice, DOUBLE_TIME);
  });
});
