import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Choice } from '@warroom/armoured-clash';
import {
  DEMISE_SEED,
  TO_DEMISE_ORDER,
  TO_RETALIATION,
  demisingSkirmish,
  retaliatingSkirmish,
} from '@warroom/armoured-clash/testing';
import type { RunningServer } from '../start.js';
import { type Answer, call } from '../testing/api-client.js';
import { decideAsWaited, startTestServer, storedHotSeatGame } from '../testing/hot-seat-server.js';

type Side = 'a' | 'b';
interface GameJson {
  readonly index: number;
  readonly waitingFor?: { readonly player: Side };
  readonly decision?: { readonly index: number; readonly options: readonly Choice[] };
  readonly view: {
    readonly activation?: { readonly retaliations?: Record<string, unknown> };
  };
}
interface LogJson {
  readonly log: readonly {
    readonly choice: { readonly kind: string };
    readonly events: readonly { kind: string; text: string }[];
  }[];
}

describe('decisions the option buttons cannot carry, through the API (hot-seat)', () => {
  let server: RunningServer;
  let base: string;
  const game = async (id: string, side: Side): Promise<GameJson> => {
    const answer = await call(base, 'GET', `/api/games/${id}?side=${side}`);
    assert.equal(answer.status, 200, answer.text);
    return answer.json as GameJson;
  };
  const log = async (id: string, side: Side): Promise<LogJson> =>
    (await call(base, 'GET', `/api/games/${id}/log?side=${side}`)).json as LogJson;
  const post = async (id: string, side: Side, choice: Choice, index?: number): Promise<Answer> =>
    call(base, 'POST', `/api/games/${id}/decisions`, {
      json: { side, index: index ?? (await game(id, side)).index, choice },
    });

  before(async () => {
    server = await startTestServer();
    base = server.url;
  });
  after(async () => {
    await server?.close();
  });

  it('glossary: Precision, Overcharge: after a Charge, General B is asked retaliate (the options saying the row has Precision); an illegal pick is refused and stores nothing; the declaration is hidden from General A until the combat is made; the game goes on', async () => {
    const setup = retaliatingSkirmish();
    const id = await storedHotSeatGame(server, setup, 1, TO_RETALIATION);
    const asked = await game(id, 'b');
    assert.deepEqual(asked.decision?.options, [
      { kind: 'retaliate', unit: 'b-rifles', precision: [] },
      { kind: 'retaliate', unit: 'b-rifles', overcharge: true, precision: [] },
    ]);
    const charger = await game(id, 'a');
    assert.equal(charger.decision, undefined, 'not General A’s decision');
    assert.equal(charger.waitingFor?.player, 'b');
    // The charging General's Close Quarters decision waits for the declaration.
    const early = await post(id, 'a', { kind: 'closeQuartersAttack' }, asked.index);
    assert.equal(early.status, 409, early.text);
    // A model of B's own unit is no pick of Precision: refused with the rule, nothing stored.
    const wrong = await post(
      id,
      'b',
      { kind: 'retaliate', unit: 'b-rifles', precision: ['b-rifles#1'] },
      asked.index,
    );
    assert.equal(wrong.status, 400, wrong.text);
    assert.match(wrong.text, /glossary: Precision/);
    assert.equal((await game(id, 'b')).index, asked.index, 'the stored game is untouched');

    const declared: Choice = {
      kind: 'retaliate',
      unit: 'b-rifles',
      overcharge: true,
      precision: ['a-rifles#6'],
    };
    const made = await post(id, 'b', declared, asked.index);
    assert.equal(made.status, 200, made.text);
    // General A: only that it was declared, in the view and in the log.
    assert.deepEqual((await game(id, 'a')).view.activation?.retaliations, { 'b-rifles': {} });
    assert.deepEqual((await log(id, 'a')).log.at(-1)?.choice, { kind: 'retaliate' });
    assert.doesNotMatch(JSON.stringify(await game(id, 'a')), /a-rifles#6"\]|overcharge":true/);
    // General B: what was declared.
    assert.deepEqual((await game(id, 'b')).view.activation?.retaliations, {
      'b-rifles': { precision: ['a-rifles#6'], overcharge: true },
    });
    assert.deepEqual((await log(id, 'b')).log.at(-1)?.choice, declared);

    const charging = await game(id, 'a');
    assert.ok(charging.decision?.options.some((o) => o.kind === 'closeQuartersAttack'));
    await decideAsWaited(server, id, { kind: 'closeQuartersAttack' });
    // The combat made: the Overcharge's card revealed to both Generals in the log.
    const events = (await log(id, 'a')).log.at(-1)?.events ?? [];
    assert.ok(
      events.some((e) => e.kind === 'overcharge'),
      JSON.stringify(events),
    );
    assert.ok(events.some((e) => e.kind === 'closeQuartersAttack'));
    const after = await game(id, 'a');
    assert.equal(after.index, asked.index + 2, 'the game went on');
    assert.ok(after.waitingFor !== undefined);
  });

  it('glossary: Spectacular Demise (X): seed 4, B’s Tanks’ last model Destroyed by A’s Tanks: General B (not A, who rolled) orders the Cataclysmic Detonation’s attacks; a wrong order is refused; the attacks are made in the order given; the game goes on', async () => {
    const id = await storedHotSeatGame(server, demisingSkirmish(), DEMISE_SEED, TO_DEMISE_ORDER);
    const asked = await game(id, 'b');
    assert.deepEqual(asked.decision?.options, [
      { kind: 'demiseOrder', units: ['b-guards', 'b-rifles'] },
      { kind: 'demiseOrder', units: ['b-rifles', 'b-guards'] },
    ]);
    assert.equal((await game(id, 'a')).waitingFor?.player, 'b');
    const stale = await post(id, 'b', { kind: 'demiseOrder', units: ['b-rifles', 'b-guards'] }, 0);
    assert.equal(stale.status, 409, stale.text);
    const wrong = await post(
      id,
      'b',
      { kind: 'demiseOrder', units: ['b-rifles', 'a-tanks'] },
      asked.index,
    );
    assert.equal(wrong.status, 400, wrong.text);
    assert.match(wrong.text, /glossary: Spectacular Demise \(X\)/);
    assert.equal((await game(id, 'b')).index, asked.index, 'the stored game is untouched');

    const made = await post(
      id,
      'b',
      { kind: 'demiseOrder', units: ['b-rifles', 'b-guards'] },
      asked.index,
    );
    assert.equal(made.status, 200, made.text);
    const events = (await log(id, 'a')).log.at(-1)?.events ?? [];
    assert.match(events[0]?.text ?? '', /General B orders .*Rifles b-rifles, then Guards b-guards/);
    assert.deepEqual(
      events
        .filter((e) => e.kind === 'rangedAttack')
        .map((e) => /hits (\S+ \S+) \(/.exec(e.text)?.[1]),
      ['Rifles b-rifles', 'Guards b-guards'],
    );
    const after = await game(id, 'a');
    assert.equal(after.index, asked.index + 1);
    assert.ok(after.waitingFor !== undefined, 'the game goes on');
  });
});
