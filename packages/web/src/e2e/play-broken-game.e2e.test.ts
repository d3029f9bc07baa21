import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { OLD_GAME, storeGameOfBeforeRulesVersions } from '@warroom/server/testing';
import { browserSkipReason } from './browser.js';
import { hotSeatTable } from './hot-seat-fixture.js';
import { openGame } from './play-driver.js';

const skip = browserSkipReason();

describe(
  'the Play page: a stored game the engine no longer replays, in a browser',
  { skip },
  () => {
    const table = hotSeatTable();

    it('issue 5 Versioned: a game stored before rules versions were kept, its first decision refused, names the decision, the rule and the rules note', async () => {
      const { page, server, problems } = table;
      // Stored as a server of before the rules version did: no `rules`, one decision made.
      await storeGameOfBeforeRulesVersions(server.db);
      await openGame(page, server.url, OLD_GAME);
      const alert = (await page.textContent('p.error[role="alert"]')) ?? '';
      assert.match(alert, /^This game is broken: the engine refused its stored decision 1 \(/);
      assert.match(alert, /no-such-unit/);
      assert.match(
        alert,
        /recorded before rules versions were kept \(no "rules"\); this engine is rules version \d+: the rules may have changed since/,
      );
      assert.equal(await page.locator('#rules-note').count(), 0);
      assert.deepEqual(problems, []);
    });
  },
);
