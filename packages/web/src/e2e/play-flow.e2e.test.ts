import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { browserSkipReason } from './browser.js';
import {
  type GameJson,
  json,
  legalCharge,
  moveTowardsTheEnemy,
  openGame,
  placeOnPage,
} from './play-driver.js';
import {
  DECISION_LIMIT,
  type LogJson,
  type PlayFlowFixture,
  botChoice,
  decideByApi,
  newGame,
  playFlowFixture,
} from './play-flow-fixture.js';
import { rangedAttackOnPage } from './ranged-attack-on-page.js';

const skip = browserSkipReason();
/** The choices of a Movement Step (rulebook p.24) the test replaces with a move towards the enemy. */
const MOVEMENT_STEP = new Set(['advance', 'doubleTime', 'aim', 'hold']);

describe('the Play page’s game flow, in a browser', { skip }, () => {
  let flow: PlayFlowFixture;
  before(async () => {
    flow = await playFlowFixture();
  });
  after(async () => {
    await flow?.close();
  });

  it('plays a Skirmish against the bot: deployment, a move, a Ranged Attack with its odds shown before it, a Charge, and the End Phase', async () => {
    const { page } = flow;
    const base = flow.server().url;
    // A seed whose game brings a legal Charge within reach: on other seeds the
    // sample battlefield's blocking ruins can bar every Charge the driver tries.
    const id = await newGame(base, 'flow-1');
    await openGame(page, base, id);
    const seen = new Set<string>();
    const get = () => json<GameJson>(base, 'GET', `/api/games/${id}?side=a`);
    for (let i = 0; i < DECISION_LIMIT && seen.size < 5; i++) {
      const game = await get();
      if (game.decision === undefined) break;
      const { index } = game.decision;
      const choice = botChoice(game);
      const charge = seen.has('charge') ? undefined : legalCharge(game);
      const onPage = (what: string) => !seen.has(what);
      // Towards the enemy, so that a Charge comes within reach.
      const towards = MOVEMENT_STEP.has(choice.kind) ? moveTowardsTheEnemy(game) : undefined;
      const kindIndex = (kind: string) =>
        (game.decision?.constraints ?? []).findIndex((c) => c.kind === kind);
      if (charge !== undefined) {
        await openGame(page, base, id);
        await placeOnPage(page, charge.kindIndex, charge);
        const log = await json<LogJson>(base, 'GET', `/api/games/${id}/log?side=a`);
        assert.ok(
          log.log[index]?.events.some((e) => e.kind === 'charge'),
          'the Charge was made',
        );
        seen.add('charge');
      } else if (choice.kind === 'deploy' && onPage('deploy')) {
        await openGame(page, base, id);
        await placeOnPage(page, kindIndex('deploy'), {
          ...choice,
          at: choice.at ?? [0, 0],
          facing: choice.facing ?? 0,
        });
        assert.ok((await page.locator('#battlefield .side-a').count()) >= 1, 'the unit is drawn');
        seen.add('deploy');
      } else if (towards !== undefined) {
        if (onPage('move')) {
          await openGame(page, base, id);
          await placeOnPage(page, towards.kindIndex, towards);
          seen.add('move');
        } else {
          await json(base, 'POST', `/api/games/${id}/decisions`, { index, choice: towards.choice });
        }
      } else if (
        choice.kind === 'rangedAttack' &&
        choice.command === undefined &&
        onPage('rangedAttack')
      ) {
        await openGame(page, base, id);
        await rangedAttackOnPage(page, base, game, choice);
        seen.add('rangedAttack');
      } else {
        await decideByApi(base, game);
      }
      if (!seen.has('endPhase')) {
        const log = await json<LogJson>(base, 'GET', `/api/games/${id}/log?side=a`);
        const end = log.log.find((entry) => entry.events.some((e) => e.kind === 'endPhase'));
        if (end !== undefined) {
          await openGame(page, base, id);
          assert.ok((await page.locator('#game-log li.event-endPhase').count()) >= 1);
          assert.match((await page.textContent('#game-round')) ?? '', /^2 of /);
          seen.add('endPhase');
        }
      }
    }
    assert.deepEqual([...seen].sort(), ['charge', 'deploy', 'endPhase', 'move', 'rangedAttack']);
    assert.deepEqual(flow.problems, []);
  });
});
