import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type Choice, RECORD_FORMAT } from '@warroom/armoured-clash';
import { skirmish } from '@warroom/armoured-clash/testing';
import { browserSkipReason } from './browser.js';
import { HOT_SEAT, hotSeatTable } from './hot-seat-fixture.js';
import { openGame } from './play-driver.js';

const skip = browserSkipReason();
const GAME = 'a-game-of-before-rules-versions';
const SEED = 5;
/** A stored choice the engine refuses (a unit the game has not): the game replays only up to it. */
const REFUSED: Choice = { kind: 'deploy', unit: 'no-such-unit', at: [1, 1], facing: 0 };

describe(
  'the Play page: a stored game the engine no longer replays, in a browser',
  { skip },
  () => {
    const table = hotSeatTable();

    it('issue 5 Versioned: a game stored before rules versions were kept, its first decision refused, names the decision, the rule and the rules note', async () => {
      const { page, server, problems } = table;
      // Stored as a server of before the rules version did: no `rules`, one decision made.
      await server.db.query(
        `INSERT INTO games (id, format, setup, seed, options, decisions)
       VALUES ($1, $2, $3::json, $4::json, $5::json, 1)`,
        [
          GAME,
          RECORD_FORMAT,
          JSON.stringify(skirmish()),
          JSON.stringify(SEED),
          JSON.stringify(HOT_SEAT),
        ],
      );
      await server.db.query(
        'INSERT INTO game_choices (game_id, step, side, choice) VALUES ($1, 0, $2, $3::json)',
        [GAME, 'a', JSON.stringify(REFUSED)],
      );
      await openGame(page, server.url, GAME);
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
