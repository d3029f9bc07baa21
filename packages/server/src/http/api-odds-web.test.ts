import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ARMOURED_CLASH_RULES, attackOdds } from '@warroom/armoured-clash';
import { toPairs } from '@warroom/engine';
import { attackOfRequest, oddsRequestSchema } from '../odds/odds-request.js';
import { type RunningServer, startServer } from '../start.js';
import { call } from '../testing/api-client.js';

describe('the odds API and the web files', () => {
  let server: RunningServer;
  let web: string;
  before(async () => {
    web = mkdtempSync(join(tmpdir(), 'warroom-web-'));
    mkdirSync(join(web, 'public'));
    mkdirSync(join(web, 'scripts'));
    writeFileSync(join(web, 'public', 'index.html'), '<!doctype html><title>W</title>');
    writeFileSync(join(web, 'scripts', 'main.js'), 'export {};');
    writeFileSync(join(web, 'secret.txt'), 'not served');
    server = await startServer({
      database: { kind: 'pglite' },
      port: 0,
      host: '127.0.0.1',
      log: () => undefined,
      web: { publicDir: join(web, 'public'), scriptsDir: join(web, 'scripts') },
    });
  });
  after(async () => {
    await server.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('answers the exact odds attackOdds computes for the attack described', async () => {
    const body = {
      dice: 8,
      rating: 'improved',
      defence: 2,
      damageLimit: 2,
      models: 4,
      qualities: ['Devastating'],
      suppression: { discipline: 6, breakLimit: 1 },
    };
    const answer = await call(server.url, 'POST', '/api/odds', { json: body });
    assert.equal(answer.status, 200, answer.text);
    // The Suppression Test over the sample deck is checked in the browser tests, against the CLI.
    const odds = attackOdds(attackOfRequest(oddsRequestSchema.parse(body)), ARMOURED_CLASH_RULES);
    const json = answer.json as Record<string, unknown>;
    assert.deepEqual(json.hits, toPairs(odds.hits));
    assert.deepEqual(json.damage, toPairs(odds.damage));
    assert.deepEqual(json.modelsDestroyed, toPairs(odds.modelsDestroyed));
    assert.equal(json.rating, 'improved');
    assert.ok(json.suppression !== undefined);
  });

  it('glossary: Overcharge, glossary: Precision: the Odds page’s declarations: Overcharged from the sample deck (its Blanks’ Damage to the attacker), the Officer picked first, lost with the first model and tested Disordered (rulebook p.35)', async () => {
    const body = {
      dice: 6,
      defence: 3,
      models: 4,
      overcharge: true,
      precisionOfficer: true,
      suppression: { discipline: 6 },
    };
    const options = await call(server.url, 'GET', '/api/odds/options');
    const { sampleDeck } = options.json as { sampleDeck: number[] };
    const deck = [0, ...sampleDeck];
    const answer = await call(server.url, 'POST', '/api/odds', { json: body });
    assert.equal(answer.status, 200, answer.text);
    const asked = oddsRequestSchema.parse(body);
    const attack = attackOfRequest(asked);
    const morale = { discipline: 6, suppressed: false, activated: false };
    const odds = attackOdds(attack, ARMOURED_CLASH_RULES, {
      overchargeDeck: deck,
      suppression: {
        morale,
        deck,
        officerLost: { after: 1, morale: { ...morale, discipline: 5 } },
      },
    });
    const json = answer.json as {
      hits: unknown;
      attackerDamage: unknown;
      officerLost: number;
      suppression: { failed: number };
    };
    assert.deepEqual(json.hits, toPairs(odds.hits));
    assert.deepEqual(json.attackerDamage, toPairs(odds.attackerDamage));
    assert.equal(json.officerLost, 1 - (odds.modelsDestroyed[0] ?? 0));
    assert.equal(json.suppression.failed, odds.suppression?.failed);
    const plain = await call(server.url, 'POST', '/api/odds', {
      json: { ...body, overcharge: false, precisionOfficer: false },
    });
    const plainJson = plain.json as { hits: [number, number][]; officerLost?: number };
    assert.ok(plainJson.hits.length < (json.hits as unknown[]).length, 'Overcharge adds dice');
    assert.equal(plainJson.officerLost, undefined);
  });

  it('names every bad field of an odds request', async () => {
    const answer = await call(server.url, 'POST', '/api/odds', {
      json: { dice: -1, defence: 2, qualities: ['Nonsense'] },
    });
    assert.equal(answer.status, 400);
    const wheres = (answer.json as { error: { problems: { where: string }[] } }).error.problems.map(
      (p) => p.where,
    );
    assert.deepEqual(wheres.sort(), ['body.dice', 'body.qualities[0]']);
  });

  it('serves the web app at / and its scripts at /app/, and nothing outside them', async () => {
    const page = await fetch(`${server.url}/`);
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type') ?? '', /^text\/html/);
    const script = await fetch(`${server.url}/app/main.js`);
    assert.match(script.headers.get('content-type') ?? '', /^text\/javascript/);
    for (const path of ['/../secret.txt', '/app/..%2f..%2fsecret.txt', '/%2e%2e/secret.txt']) {
      assert.equal((await fetch(`${server.url}${path}`)).status, 404, path);
    }
    const api = await call(server.url, 'GET', '/api/nothing');
    assert.equal(api.status, 404);
    assert.match(api.text, /no such resource/);
  });
});
