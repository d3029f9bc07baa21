import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RunningServer } from '../start.js';
import { call } from '../testing/api-client.js';
import { startTestServer } from '../testing/hot-seat-server.js';

interface Roles {
  readonly traits: readonly string[];
  readonly takes: Readonly<Record<string, unknown>>;
}

describe('GET /api/orbats/:id: what each unit takes, for the Force builder', () => {
  let server: RunningServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  it('rulebook p.46, glossary: Carrier (X): the Stirling takes Infantry Embarked, the Galahad nothing, each saying why', async () => {
    const answer = await call(server.url, 'GET', '/api/orbats/crown');
    assert.equal(answer.status, 200, answer.text);
    const { roles } = answer.json as { roles: Record<string, Roles> };
    const stirling = roles['stirling-armoured-transports'];
    assert.deepEqual(stirling?.traits, ['Crown', 'Armour', 'Heavy', 'Transport']);
    assert.deepEqual(stirling.takes, {
      embarkedOn: { needs: ['Infantry'], barred: [], rule: 'rulebook p.46' },
      loadedOn: { none: 'has neither Carrier (X) nor Heavy Carrier (X)' },
      towedBy: { none: 'has no Tow special rule' },
      attachedTo: { none: 'has no Parent Unit (X) special rule' },
    });
    assert.deepEqual(roles['galahad-main-battle-tanks']?.takes.embarkedOn, {
      none: 'is not a Transport unit',
    });
  });
});
