import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type Choice, type GameSetup, RECORD_FORMAT, replay } from '@warroom/armoured-clash';
import { CARD, TO_ATTACK_STEP, commandSkirmish } from '@warroom/armoured-clash/testing';
import { browserSkipReason } from './browser.js';
import { hotSeatTable } from './hot-seat-fixture.js';
import { shownOdds } from './page-actions.js';
import { json, openGame, settled, shownIndex } from './play-driver.js';

const skip = browserSkipReason();
/** Seeds tried for a deal that gives General A Precision Fire and General B cards to Interfere with. */
const SEEDS_TRIED = 200;
type Pairs = [number, number][];
interface OddsJson {
  readonly rating: string;
  readonly modifiers: readonly { readonly source: string }[];
  readonly hits: Pairs;
}

/** The first seed whose deal, once `choices` are made, gives A Precision Fire and B a hand. */
function seedForCommand(setup: GameSetup, choices: readonly Choice[]): number {
  for (let seed = 0; seed < SEEDS_TRIED; seed++) {
    const { players } = replay({ format: RECORD_FORMAT, setup, seed, choices }).state;
    if (players.a.deck.hand.includes(CARD.precisionFire) && players.b.deck.hand.length > 0)
      return seed;
  }
  throw new Error(`no seed below ${SEEDS_TRIED} deals A Precision Fire and B a hand`);
}

describe('the Play page: a Command issued with an attack, in a browser', { skip }, () => {
  const table = hotSeatTable((t) => {
    const setup = commandSkirmish();
    return t.storedGame(setup, seedForCommand(setup, TO_ATTACK_STEP), TO_ATTACK_STEP);
  });

  it('rulebook p.37 Commands, p.38 Interference: the odds of a Ranged Attack with a Command count it; confirmed, the other General is prompted to Interfere, and the Command is received', async () => {
    const { page, server, id, problems } = table;
    await openGame(page, server.url, id);
    const before = await shownIndex(page);
    await page.click('#decision button[data-kind="rangedAttack"]:has-text("Precision Fire")');
    await page.waitForSelector('#attack-odds[data-ready="true"] #attack-odds-results table');
    assert.equal(await shownIndex(page), before, 'nothing is sent before the confirmation');
    assert.match(
      (await page.textContent('#attack-odds-status')) ?? '',
      /Precision Fire \(bonus\).*Exact odds, with Precision Fire \(Value 3\) received \(an Interference that would stop it is not weighed\)\.$/,
    );
    const counted = await json<OddsJson>(
      server.url,
      'GET',
      `/api/games/${id}/odds?side=a&attacker=a-tanks&target=b-tanks&command=${CARD.precisionFire}`,
    );
    const shown = await shownOdds(page, '#attack-odds-results [id$="-hits"] tbody tr');
    assert.deepEqual(shown, counted.hits);

    await page.click('#attack-confirm');
    await settled(page, before);
    // Hot-seat: General B now decides whether to Interfere.
    assert.equal(await page.getAttribute('#decision', 'data-index'), await shownIndex(page));
    assert.ok((await page.locator('#decision button[data-kind="interfere"]').count()) > 0);
    // rulebook p.37: played face down; B's log names the Command, not its card, until Interference.
    assert.match(
      (await page.textContent('#game-log')) ?? '',
      /Ranged Attack at .+ with a Command \(a card face down\)/,
    );
    const interferenceAt = await shownIndex(page);
    await page.click('#decision button[data-kind="noInterference"]');
    await settled(page, interferenceAt);
    const log = await json<{ log: { events: { kind: string; text: string }[] }[] }>(
      server.url,
      'GET',
      `/api/games/${id}/log?side=a`,
    );
    const events = log.log.flatMap((entry) => entry.events);
    assert.ok(
      events.some((e) => e.kind === 'commandReceived' && /Precision Fire/.test(e.text)),
      'Precision Fire is received',
    );
    assert.ok(
      events.some((e) => e.kind === 'rangedAttack'),
      'the attack is made',
    );
    assert.deepEqual(problems, []);
  });
});
