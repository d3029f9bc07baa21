import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  type ArmyUnit,
  type Choice,
  type GameSetup,
  RECORD_FORMAT,
  precisionChoices,
  replay,
} from '@warroom/armoured-clash';
import { TO_CHARGE, chargingSkirmish } from '@warroom/armoured-clash/testing';
import type { RunningServer } from '../start.js';
import { call } from '../testing/api-client.js';
import { startTestServer, storedHotSeatGame } from '../testing/hot-seat-server.js';

const SEED = 1;
/** A's rifles Charge B's rank (B's Officer deployed at (10, 30), facing them). */
const CHARGE: Choice = { kind: 'charge', target: 'b-rifles', at: [10, 29], facing: 90 };
/** The X of A's rifles' All-Out Attack (X): the Close Quarters Attack and one Ranged Attack. */
const ALL_OUT = 2;

interface ErrorJson {
  readonly error: {
    readonly message: string;
    readonly rule?: string;
    readonly problems?: readonly { readonly where: string }[];
  };
}

/** The charging skirmish, A's rifles with All-Out Attack (X). */
function allOutRifles(): GameSetup {
  const base = chargingSkirmish();
  const add = (u: ArmyUnit): ArmyUnit =>
    u.id === 'a-rifles'
      ? { ...u, specialRules: [...u.specialRules, { name: 'All-Out Attack', x: ALL_OUT }] }
      : u;
  return {
    ...base,
    generals: {
      ...base.generals,
      a: { ...base.generals.a, units: base.generals.a.units.map(add) },
    },
  };
}

describe('what the Play page asks of the engine through the server: Precision picks and attacks in turn', () => {
  let server: RunningServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  it('glossary: Precision, rulebook p.34 (GET /api/games/:id/precision): the models of B’s rank a pick may take next, pick by pick, as the engine’s precisionChoices; a pick it would refuse is a 400 with the rule at query.picks', async () => {
    const setup = chargingSkirmish();
    const id = await storedHotSeatGame(server, setup, SEED, TO_CHARGE);
    const rank = replay({ format: RECORD_FORMAT, setup, seed: SEED, choices: TO_CHARGE }).state
      .units['b-rifles'];
    assert.ok(rank !== undefined);
    const ask = (query: string) =>
      call(server.url, 'GET', `/api/games/${id}/precision?side=a&target=b-rifles${query}`);
    const first = await ask('');
    assert.equal(first.status, 200, first.text);
    // rulebook pp.34-35: the Officer, or #6, of the single rank of six the only end keeping the Officer the centre.
    assert.deepEqual(first.json, {
      target: 'b-rifles',
      picks: [],
      choices: ['b-rifles#1', 'b-rifles#6'],
    });
    assert.deepEqual(
      (first.json as { choices: string[] }).choices,
      precisionChoices(setup, rank, []),
    );
    const second = await ask('&picks=b-rifles%231');
    assert.equal(second.status, 200, second.text);
    assert.deepEqual((second.json as { choices: string[] }).choices, ['b-rifles#4', 'b-rifles#5']);
    assert.deepEqual(
      (second.json as { choices: string[] }).choices,
      precisionChoices(setup, rank, ['b-rifles#1']),
    );
    // b-rifles#2 stands within the single rank: never offered.
    const middle = await ask('&picks=b-rifles%232');
    assert.equal(middle.status, 400, middle.text);
    const refused = (middle.json as ErrorJson).error;
    assert.equal(refused.rule, 'glossary: Precision');
    assert.deepEqual(
      refused.problems?.map((p) => p.where),
      ['query.picks'],
    );
    const nowhere = await call(
      server.url,
      'GET',
      `/api/games/${id}/precision?side=a&target=b-nope`,
    );
    assert.equal(nowhere.status, 400, nowhere.text);
    assert.deepEqual(
      (nowhere.json as ErrorJson).error.problems?.map((p) => p.where),
      ['query.target'],
    );
  });

  it('glossary: All-Out Attack (X) after a Charge (POST /api/games/:id/attacks): the Close Quarters Combat first, then the Ranged Attack, which depends on it; the Precision picks go to the Ranged Attack when the Melee row lacks the quality', async () => {
    const id = await storedHotSeatGame(server, allOutRifles(), SEED, [...TO_CHARGE, CHARGE]);
    const choice: Choice = {
      kind: 'allOutAttack',
      targets: ['b-rifles'],
      precision: ['b-rifles#5'],
    };
    const answer = await call(server.url, 'POST', `/api/games/${id}/attacks`, {
      json: { side: 'a', choice },
    });
    assert.equal(answer.status, 200, answer.text);
    assert.deepEqual(answer.json, {
      attacker: 'a-rifles',
      attacks: [
        {
          attacker: 'a-rifles',
          target: 'b-rifles',
          attack: 'closeQuarters',
          alone: { kind: 'closeQuartersAttack' },
        },
        {
          attacker: 'a-rifles',
          target: 'b-rifles',
          attack: 'ranged',
          alone: { kind: 'rangedAttack', target: 'b-rifles', precision: ['b-rifles#5'] },
          dependsOn: 'closeQuartersFirst',
        },
      ],
    });
    const single = await call(server.url, 'POST', `/api/games/${id}/attacks`, {
      json: { side: 'a', choice: { kind: 'rangedAttack', target: 'b-rifles' } },
    });
    assert.equal(single.status, 400, single.text);
    assert.deepEqual(
      (single.json as ErrorJson).error.problems?.map((p) => p.where),
      ['body.choice.kind'],
    );
    const other = await call(server.url, 'POST', `/api/games/${id}/attacks`, {
      json: { side: 'b', choice },
    });
    assert.equal(other.status, 409, other.text);
  });
});
