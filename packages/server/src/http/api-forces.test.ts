import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  testCatalogueXml,
  testGameSystemXml,
  testLibraryXml,
} from '@warroom/forces/testing/battlescribe-fixture';
import { BUNDLED_ORBATS_DIR, SAMPLE_FORCES_DIR } from '../data-paths.js';
import type { RunningServer } from '../start.js';
import { call } from '../testing/api-client.js';
import { type GameJson, getGame, playOverHttp } from '../testing/play-over-http.js';
import { startTestServer } from '../testing/hot-seat-server.js';

const read = (path: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
const CROWN = read(join(SAMPLE_FORCES_DIR, 'crown-battle.json'));
const IMPERIUM = read(join(SAMPLE_FORCES_DIR, 'imperium-battle.json'));

interface Report {
  readonly valid: boolean;
  readonly points: number;
  readonly errors: readonly { path: string; message: string }[];
}
interface Saved {
  readonly id: string;
  readonly list: Record<string, unknown>;
  readonly report: Report;
}

describe('the force lists, ORBATs and set-up API', () => {
  let server: RunningServer;
  let base: string;
  before(async () => {
    server = await startTestServer();
    base = server.url;
  });
  after(async () => {
    await server.close();
  });

  it('says it is healthy and which database it uses', async () => {
    assert.deepEqual((await call(base, 'GET', '/api/health')).json, {
      ok: true,
      database: 'pglite',
    });
  });

  it('lists the bundled sample force lists at every Force Scale (rulebook p.52), each with its validation', async () => {
    const answer = await call(base, 'GET', '/api/sample-forces');
    assert.equal(answer.status, 200);
    const { samples } = answer.json as {
      samples: {
        file: string;
        faction: string;
        forceScale: string;
        valid: boolean;
        list: unknown;
      }[];
    };
    assert.deepEqual(
      samples.map((s) => [s.file, s.forceScale, s.valid]),
      [
        ['crown-battle.json', 'battle', true],
        ['crown-cataclysm.json', 'cataclysm', true],
        ['crown-skirmish.json', 'skirmish', true],
        ['imperium-battle.json', 'battle', true],
        ['imperium-cataclysm.json', 'cataclysm', true],
        ['imperium-skirmish.json', 'skirmish', true],
      ],
    );
    assert.deepEqual(samples[0]?.list, CROWN);
  });

  it('answers a malformed HTTP request with a 400, and goes on serving', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(server.port, '127.0.0.1', () => {
        socket.write('NOT HTTP AT ALL\r\n\r\n');
      });
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    assert.match(answer, /^HTTP\/1\.1 400 Bad Request/);
    assert.match(answer, /malformed HTTP request/);
    assert.equal((await call(base, 'GET', '/api/health')).status, 200);
  });

  let saved: Saved;
  it('saves, reads, changes, lists and deletes force lists, with the validation as data', async () => {
    const made = await call(base, 'POST', '/api/forces', { json: CROWN });
    assert.equal(made.status, 201, made.text);
    saved = made.json as Saved;
    assert.deepEqual(saved.list, CROWN);
    assert.equal(saved.report.valid, true);
    assert.equal(saved.report.points, 1970);

    const broken = { ...CROWN, forceScale: 'skirmish' };
    const changed = await call(base, 'PUT', `/api/forces/${saved.id}`, { json: broken });
    assert.equal(changed.status, 200, changed.text);
    const report = (changed.json as Saved).report;
    assert.equal(report.valid, false);
    assert.ok(report.errors.some((e) => /^battlegroups\[\d+\]\.units\[\d+\]/.test(e.path)));
    assert.deepEqual(
      ((await call(base, 'GET', `/api/forces/${saved.id}`)).json as Saved).list,
      broken,
    );

    const listed = (await call(base, 'GET', '/api/forces')).json as {
      forces: { id: string; valid: boolean }[];
    };
    assert.deepEqual(listed.forces.find((f) => f.id === saved.id)?.valid, false);
    await call(base, 'PUT', `/api/forces/${saved.id}`, { json: CROWN });
    const text = await call(base, 'GET', `/api/forces/${saved.id}/text`);
    assert.equal(text.status, 200);
    assert.match(text.text, /Valid \(rulebook p\.56\)/);

    const draft = await call(base, 'POST', '/api/forces', { json: { faction: 'Nobody' } });
    assert.equal(draft.status, 201, 'a draft is saved even when it is not valid');
    const draftId = (draft.json as Saved).id;
    assert.equal((draft.json as Saved).report.valid, false);
    assert.equal((await call(base, 'GET', `/api/forces/${draftId}/text`)).status, 422);
    assert.equal((await call(base, 'DELETE', `/api/forces/${draftId}`)).status, 204);
    assert.equal((await call(base, 'DELETE', `/api/forces/${draftId}`)).status, 404);
    assert.equal((await call(base, 'GET', `/api/forces/${draftId}`)).status, 404);
    assert.equal((await call(base, 'PUT', `/api/forces/${draftId}`, { json: CROWN })).status, 404);
  });

  it('validates a list without saving it, and refuses bodies that are no list at all', async () => {
    const checked = await call(base, 'POST', '/api/forces/validate', {
      json: { ...IMPERIUM, pointsLimit: 10 },
    });
    assert.equal(checked.status, 200);
    assert.equal((checked.json as { report: Report }).report.valid, false);
    for (const raw of ['[1, 2]', '"text"', '{"name": "x",}']) {
      const answer = await call(base, 'POST', '/api/forces', { raw });
      assert.equal(answer.status, 400, raw);
    }
    const bad = await call(base, 'POST', '/api/forces', { raw: '{"name": "x",}' });
    assert.match(bad.text, /line 1, column 14/);
  });

  it('lists the bundled ORBATs, imports one that replaces its faction, and deletes it', async () => {
    const listed = (await call(base, 'GET', '/api/orbats')).json as {
      orbats: { id: string; source: string }[];
    };
    assert.deepEqual(
      listed.orbats.map((o) => [o.id, o.source]),
      [
        ['crown', 'bundled'],
        ['imperium', 'bundled'],
      ],
    );
    const crown = read(join(BUNDLED_ORBATS_DIR, 'crown.json'));
    const one = await call(base, 'GET', '/api/orbats/crown');
    assert.deepEqual((one.json as { orbat: unknown }).orbat, crown);

    const wrong = await call(base, 'POST', '/api/orbats', { json: { ...crown, units: 'none' } });
    assert.equal(wrong.status, 400, wrong.text);
    assert.ok(
      (wrong.json as { error: { problems: { where: string }[] } }).error.problems.some(
        (p) => p.where === 'body.units',
      ),
    );

    const imported = await call(base, 'POST', '/api/orbats', {
      json: { ...crown, name: 'My Crown' },
    });
    assert.equal(imported.status, 201, imported.text);
    const id = (imported.json as { id: string }).id;
    assert.equal((await call(base, 'POST', '/api/orbats', { json: crown })).status, 409);
    const after = (await call(base, 'GET', '/api/orbats')).json as {
      orbats: { id: string; shadowed: boolean }[];
    };
    assert.deepEqual(
      after.orbats.map((o) => [o.id, o.shadowed]),
      [
        [id, false],
        ['crown', true],
        ['imperium', false],
      ],
    );
    assert.equal((await call(base, 'DELETE', '/api/orbats/crown')).status, 403);
    assert.equal((await call(base, 'DELETE', `/api/orbats/${id}`)).status, 204);
    assert.equal((await call(base, 'GET', `/api/orbats/${id}`)).status, 404);
    const imported2 = await call(base, 'POST', '/api/orbats/battlescribe', {
      json: {
        gameSystem: { name: 'testland.gst', text: testGameSystemXml() },
        catalogues: [
          { name: 'testland.cat', text: testCatalogueXml() },
          { name: 'library.cat', base64: Buffer.from(testLibraryXml()).toString('base64') },
        ],
      },
    });
    assert.equal(imported2.status, 201, imported2.text);
    const made = imported2.json as {
      orbats: { id: string; faction: string }[];
      warnings: unknown[];
    };
    assert.deepEqual(
      made.orbats.map((o) => o.faction),
      ['Testland'],
    );
    assert.ok(made.warnings.length > 0, 'the oddities of the source are reported');
    const testland = await call(base, 'GET', `/api/orbats/${made.orbats[0]?.id ?? ''}`);
    assert.equal(
      (testland.json as { origin: string }).origin,
      'battlescribe: testland.gst, testland.cat, library.cat',
    );
    const junk = await call(base, 'POST', '/api/orbats/battlescribe', {
      json: { gameSystem: { name: 'x.gst', text: 'not xml' }, catalogues: [] },
    });
    assert.equal(junk.status, 400, junk.text);
  });

  it('refuses a game set up wrong, saying where', async () => {
    const problems = async (body: unknown): Promise<string[]> => {
      const answer = await call(base, 'POST', '/api/games', { json: body });
      assert.equal(answer.status, 400, answer.text);
      return (answer.json as { error: { problems: { where: string }[] } }).error.problems.map(
        (p) => p.where,
      );
    };
    assert.deepEqual(
      await problems({ forces: { a: { id: saved.id } }, opponent: 'chess-engine' }),
      ['body.forces.b', 'body.opponent'],
    );
    assert.deepEqual(
      await problems({
        forces: { a: { id: 'missing' }, b: { list: { ...IMPERIUM, faction: 'Nowhere' } } },
        opponent: 'hotseat',
      }),
      ['body.forces.a.id', 'body.forces.b.list.faction'],
    );
    const invalid = await problems({
      forces: { a: { id: saved.id }, b: { list: { ...IMPERIUM, pointsLimit: 10 } } },
      opponent: 'hotseat',
    });
    assert.ok(
      invalid.every((where) => where.startsWith('body.forces.b.list')),
      invalid.join(),
    );
    // Before the card draw (rulebook p.57) a force is named by its place in the request, not as a General.
    const missing = await call(base, 'POST', '/api/games', {
      json: { forces: { a: { id: 'missing' }, b: { list: IMPERIUM } }, opponent: 'hotseat' },
    });
    assert.equal(missing.status, 400, missing.text);
    assert.equal(
      (missing.json as { error: { message: string } }).error.message,
      'forces.a: no saved force list "missing"',
    );
    assert.deepEqual(
      await problems({
        forces: { a: { id: saved.id }, b: { list: IMPERIUM } },
        opponent: 'hotseat',
        scale: 'cataclysm',
      }),
      ['body.forces.a', 'body.forces.b'],
    );
  });

  it('plays hot-seat: each General sees their own view, and decides only in turn', async () => {
    const made = await call(base, 'POST', '/api/games', {
      // generals fixed: side a is General A and decides first (the draw of p.57 is the default).
      json: {
        forces: { a: { id: saved.id }, b: { list: IMPERIUM } },
        opponent: 'hotseat',
        generals: 'fixed',
      },
    });
    assert.equal(made.status, 201, made.text);
    const { id, index } = (made.json as { game: GameJson }).game;
    assert.equal((await call(base, 'GET', `/api/games/${id}`)).status, 400);
    const a = await getGame(base, id, 'a');
    const b = await getGame(base, id, 'b');
    assert.equal(a.decision?.player, 'a');
    assert.equal(b.decision, undefined);
    assert.equal(b.waitingFor?.player, 'a');
    assert.deepEqual([a.view.as, b.view.as], ['a', 'b']);
    const wrongSide = await call(base, 'POST', `/api/games/${id}/decisions`, {
      json: { side: 'b', index, choice: { kind: 'hold' } },
    });
    assert.equal(wrongSide.status, 409, wrongSide.text);
    const noSide = await call(base, 'POST', `/api/games/${id}/decisions`, {
      json: { index, choice: { kind: 'hold' } },
    });
    assert.equal(noSide.status, 400, noSide.text);
    await playOverHttp(base, id, 6, ['a', 'b']);
    const later = await getGame(base, id, 'b');
    assert.equal(later.index, 6);
    const sides = (
      (await call(base, 'GET', `/api/games/${id}/log?side=b`)).json as { log: { side: string }[] }
    ).log.map((s) => s.side);
    assert.deepEqual(sides, ['a', 'b', 'a', 'b', 'a', 'b']);
    assert.deepEqual(
      ((await call(base, 'GET', '/api/game-options')).json as { opponents: string[] }).opponents,
      ['hotseat', 'heuristic', 'random'],
    );
  });
});
