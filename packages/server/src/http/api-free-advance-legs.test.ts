import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ArmyUnit, Choice, GameSetup } from '@warroom/armoured-clash';
import { OPENING_CHOICES, skirmish } from '@warroom/armoured-clash/testing';
import type { RunningServer } from '../start.js';
import { call } from '../testing/api-client.js';
import { startTestServer, storedHotSeatGame } from '../testing/hot-seat-server.js';

/** How close a length must be to the sum of the legs. */
const EXACT = 1e-9;
/** The Vanguard X of A's Rifles. */
const VANGUARD = 5;

/** The skirmish with A's Rifles (Officer deployed at (10, 6)) given Vanguard (5"). */
function vanguardSkirmish(): GameSetup {
  const base = skirmish();
  const vanguard = (unit: ArmyUnit): ArmyUnit =>
    unit.id === 'a-rifles'
      ? { ...unit, specialRules: [...unit.specialRules, { name: 'Vanguard', x: VANGUARD }] }
      : unit;
  return {
    ...base,
    generals: {
      ...base.generals,
      a: { ...base.generals.a, units: base.generals.a.units.map(vanguard) },
    },
  };
}

/** Both Forces Deployed: the Vanguard stage, A to move. */
const CHOICES: readonly Choice[] = OPENING_CHOICES.filter((c) => c.kind === 'deploy');

interface Checked {
  readonly legal: boolean;
  readonly rule?: string;
  readonly move?: { length: number; limit: number; used?: number; via?: number[][] };
}

describe('a free Advance broken into legs, checked by the dry run and made', () => {
  let server: RunningServer;
  let id: string;
  before(async () => {
    server = await startTestServer();
    id = await storedHotSeatGame(server, vanguardSkirmish(), 1, CHOICES);
  });
  after(async () => {
    await server?.close();
  });
  const check = (choice: unknown) =>
    call(server.url, 'POST', `/api/games/${id}/check`, {
      json: { side: 'a', index: CHOICES.length, choice },
    });
  const legs = { kind: 'vanguardAdvance', unit: 'a-rifles', at: [10, 10], facing: 90 } as const;

  it('glossary: Vanguard (X"), rulebook p.16 Moving a Unit: the free Advance through (11, 8) is measured leg by leg against its 5" Movement Limit', async () => {
    const answer = await check({ ...legs, via: [[11, 8]] });
    assert.equal(answer.status, 200, answer.text);
    const { legal, move } = answer.json as Checked;
    assert.equal(legal, true);
    assert.deepEqual(move?.via, [[11, 8]]);
    assert.ok(Math.abs((move?.length ?? NaN) - 2 * Math.sqrt(5)) < EXACT);
    assert.ok(Math.abs((move?.used ?? NaN) - 2 * Math.sqrt(5)) < EXACT);
    assert.equal(move?.limit, VANGUARD);
  });

  it('rulebook p.16 Movement Limit: free Advance legs adding up past X" are refused with the rule, the length their sum', async () => {
    const answer = await check({ ...legs, via: [[12, 8]] });
    const { legal, rule, move } = answer.json as Checked;
    assert.equal(legal, false);
    assert.equal(rule, 'rulebook p.16 Movement Limit');
    assert.ok(Math.abs((move?.length ?? NaN) - 4 * Math.SQRT2) < EXACT);
  });

  it('free Advance legs that are not points are a 400 saying where', async () => {
    const answer = await check({ ...legs, via: [[1]] });
    assert.equal(answer.status, 400);
    const { problems } = (answer.json as { error: { problems: { where: string }[] } }).error;
    assert.ok(
      problems.some((p) => p.where === 'body.choice.via[0]'),
      JSON.stringify(problems),
    );
  });

  it('glossary: Vanguard (X"): the free Advance with legs is made: the Officer ends at (10, 10)', async () => {
    const answer = await call(server.url, 'POST', `/api/games/${id}/decisions`, {
      json: { side: 'a', index: CHOICES.length, choice: { ...legs, via: [[11, 8]] } },
    });
    assert.equal(answer.status, 200, answer.text);
    const game = await call(server.url, 'GET', `/api/games/${id}?side=a`);
    const { view } = game.json as {
      view: { units: Record<string, { models: { x: number; y: number }[] }> };
    };
    const officer = view.units['a-rifles']?.models[0];
    assert.deepEqual([officer?.x, officer?.y], [10, 10]);
  });
});
