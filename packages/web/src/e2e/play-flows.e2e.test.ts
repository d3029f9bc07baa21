import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ArmyUnit, Choice, GameSetup, RuleRef } from '@warroom/armoured-clash';
import {
  RESERVES_SEED,
  TO_DEPLOY_RESERVES,
  notLarge,
  skirmish,
  withHouse,
} from '@warroom/armoured-clash/testing';
import { browserSkipReason } from './browser.js';
import { hotSeatTable } from './hot-seat-fixture.js';
import { type GameJson, json, openGame, settled, shownIndex } from './play-driver.js';

const skip = browserSkipReason();
/** The Vanguard distance given to A's rifles (glossary: Vanguard (X")), in inches. */
const VANGUARD = 5;
/** The Ranged Attacks All-Out Attack lets A's tanks make (glossary: All-Out Attack (X)). */
const ALL_OUT = 2;
/** The skirmish's four units deployed in turn (the engine's Vanguard tests: General A finishes first). */
const DEPLOYMENT: readonly Choice[] = [
  { kind: 'deploy', unit: 'a-rifles', at: [10, 6], facing: 90 },
  { kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 },
  { kind: 'deploy', unit: 'a-tanks', at: [30, 5], facing: 90 },
  { kind: 'deploy', unit: 'b-tanks', at: [30, 31], facing: 270 },
];
/** To A's tanks' Attack Step, B's rifles within reach of both their Ranged rows. */
const TO_ATTACK_STEP: readonly Choice[] = [
  { kind: 'deploy', unit: 'a-rifles', at: [10, 6], facing: 90 },
  { kind: 'deploy', unit: 'b-rifles', at: [20, 27], facing: 270 },
  { kind: 'deploy', unit: 'a-tanks', at: [24, 5], facing: 90 },
  { kind: 'deploy', unit: 'b-tanks', at: [30, 31], facing: 270 },
  { kind: 'giveInitiative', to: 'a' },
  { kind: 'discard', cards: [] },
  { kind: 'discard', cards: [] },
  { kind: 'activate', unit: 'a-tanks' },
  { kind: 'hold' },
];

/** A's rifles Garrison the House in Round 1; in Round 2 (B first), after B's rifles, they are Activated again. */
const hold = (unit: string): Choice[] => [
  { kind: 'activate', unit },
  { kind: 'hold' },
  { kind: 'hold' },
];
const TO_EXIT: readonly Choice[] = [
  { kind: 'deploy', unit: 'a-rifles', at: [10, 6], facing: 90 },
  { kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 },
  { kind: 'deploy', unit: 'a-tanks', at: [24, 5], facing: 90 },
  { kind: 'deploy', unit: 'b-tanks', at: [24, 31], facing: 270 },
  { kind: 'giveInitiative', to: 'a' },
  { kind: 'discard', cards: [] },
  { kind: 'discard', cards: [] },
  { kind: 'activate', unit: 'a-rifles' },
  { kind: 'hold' },
  { kind: 'garrison', building: 'house' },
  ...hold('b-rifles'),
  ...hold('a-tanks'),
  ...hold('b-tanks'),
  { kind: 'surrender' },
  { kind: 'surrender' },
  { kind: 'discard', cards: [] },
  { kind: 'discard', cards: [] },
  ...hold('b-rifles'),
  { kind: 'activate', unit: 'a-rifles' },
];

/** The skirmish with one unit holding one more special rule. */
function withRule(unitId: string, rule: RuleRef, rounds?: number): GameSetup {
  const base = skirmish();
  const add = (u: ArmyUnit): ArmyUnit =>
    u.id === unitId ? { ...u, specialRules: [...u.specialRules, rule] } : u;
  return {
    ...base,
    ...(rounds === undefined ? {} : { rounds }),
    generals: {
      a: { ...base.generals.a, units: base.generals.a.units.map(add) },
      b: { ...base.generals.b, units: base.generals.b.units.map(add) },
    },
  };
}

interface LogJson {
  readonly log: readonly { readonly events: readonly { kind: string; text: string }[] }[];
}

describe(
  'the Play page: Vanguard, Flank Attack, All-Out Attack, Coruscating and Exit, in a browser',
  { skip },
  () => {
    const table = hotSeatTable();
    const eventsOf = async (id: string) =>
      (await json<LogJson>(table.server.url, 'GET', `/api/games/${id}/log?side=a`)).log.flatMap(
        (entry) => entry.events,
      );
    const officerOf = async (id: string, unit: string) => {
      const game = await json<GameJson>(table.server.url, 'GET', `/api/games/${id}?side=a`);
      const state = game.view.units[unit];
      const officer = state?.models.find((m) => m.id === state.officer);
      return [officer?.x, officer?.y];
    };
    /** Types a placement's facing and point into the form, the kind chosen by its name. */
    async function typePlacement(kind: string, facing: number, at: readonly [number, number]) {
      const { page } = table;
      await page.selectOption('#place-kind', { label: kind });
      await page.fill('#place-facing', String(facing));
      await page.fill('#place-x', String(at[0]));
      await page.fill('#place-y', String(at[1]));
    }

    it('glossary: Vanguard (X"): the free Advance is offered on the page, a point past X" is refused by the dry run with the rule, and one within it is made', async () => {
      const { page, server } = table;
      const setup = withRule('a-rifles', { name: 'Vanguard', x: VANGUARD });
      const id = await table.storedGame(setup, 3, DEPLOYMENT);
      await openGame(page, server.url, id);
      await typePlacement('Vanguard Advance', 90, [10, 12]);
      await page.waitForSelector('#move-readout[data-legal="false"]');
      assert.match(
        (await page.textContent('#move-readout')) ?? '',
        /^To \(10, 12\): .*not legal: .*\(rulebook p\.16 Movement Limit\)/,
      );
      assert.match((await page.textContent('#place-limits')) ?? '', /free Advance of up to 5"/);
      await typePlacement('Vanguard Advance', 90, [10, 11]);
      await page.waitForSelector('#move-readout[data-legal="true"]');
      const before = await shownIndex(page);
      await page.click('#place-button');
      await settled(page, before);
      assert.ok(
        (await eventsOf(id)).some((e) => /makes a free Advance of up to 5"/.test(e.text)),
        'the free Advance is in the log',
      );
      assert.deepEqual(await officerOf(id, 'a-rifles'), [10, 11]);
    });

    it('rulebook p.21 Special Command: Flank Attack: issued on the page with a card as the unit arrives from Reserve, the other General is prompted to Interfere, and the unit arrives on the flank', async () => {
      const { page, server, problems } = table;
      // glossary: Large bars a Flank Attack: A's tanks flank without it.
      const base = skirmish();
      const a = { ...base.generals.a, units: base.generals.a.units.map(notLarge) };
      const flanking = { ...base, rounds: 3, generals: { ...base.generals, a } };
      const id = await table.storedGame(flanking, RESERVES_SEED, TO_DEPLOY_RESERVES);
      await openGame(page, server.url, id);
      await typePlacement('Flank Attack', 0, [1.5, 18]);
      await page.selectOption('#place-unit', 'a-tanks');
      assert.ok((await page.locator('#place-card option').count()) > 0, 'the cards are offered');
      await page.waitForSelector('#move-readout[data-legal="true"]');
      const before = await shownIndex(page);
      await page.click('#place-button');
      await settled(page, before);
      const prompted = await shownIndex(page);
      // Hot-seat: General B decides whether to Interfere with the Special Command.
      await page.click('#decision button[data-kind="noInterference"]');
      await settled(page, prompted);
      const events = await eventsOf(id);
      assert.ok(
        events.some((e) => e.kind === 'commandReceived' && /Flank Attack/.test(e.text)),
        'the Flank Attack is received',
      );
      assert.ok(events.some((e) => e.kind === 'deployReserve'));
      assert.deepEqual(await officerOf(id, 'a-tanks'), [1.5, 18]);
      assert.deepEqual(problems, []);
    });

    it('glossary: All-Out Attack (X): offered as one choice naming its targets in order, the exact odds of each attack shown, one block per target, then made from the page: two Ranged Attacks, one per row', async () => {
      const { page, server, problems } = table;
      const setup = withRule('a-tanks', { name: 'All-Out Attack', x: ALL_OUT });
      const id = await table.storedGame(setup, 1, TO_ATTACK_STEP);
      await openGame(page, server.url, id);
      const button = page.locator('#decision button[data-kind="allOutAttack"]');
      assert.equal(await button.count(), 1);
      assert.match((await button.textContent()) ?? '', /All-Out Attack/);
      await button.click();
      await page.waitForSelector('#attack-odds[data-ready="true"] #attack-2-odds-hits tbody tr');
      assert.equal(await page.getAttribute('#attack-odds', 'data-attack'), 'allOutAttack');
      const blocks = await page.$$eval('#attack-odds .attack-in-turn', (sections) =>
        sections.map((s) => [
          s.getAttribute('data-target'),
          s.getAttribute('data-attack'),
          s.querySelector('[id$="-odds-hits"] tbody tr') !== null,
        ]),
      );
      assert.deepEqual(blocks, [
        ['b-rifles', 'ranged', true],
        ['b-tanks', 'ranged', true],
      ]);
      const before = await shownIndex(page);
      await page.click('#attack-confirm');
      await settled(page, before);
      const fired = (await eventsOf(id)).filter((e) => e.kind === 'rangedAttack');
      assert.equal(fired.length, ALL_OUT);
      assert.deepEqual(
        fired.map((e) => /fires at \S+ ([\w-]+)/.exec(e.text)?.[1]),
        ['b-rifles', 'b-tanks'],
      );
      assert.deepEqual(problems, []);
    });

    it('glossary: Coruscating: the exact odds of each attack along the line, one block per unit it touches, closest first, then the attack made along it in that order', async () => {
      const { page, server, problems } = table;
      const base = skirmish();
      const coruscating = (u: ArmyUnit): ArmyUnit =>
        u.id !== 'a-tanks'
          ? u
          : {
              ...u,
              armaments: {
                ...u.armaments,
                rows: u.armaments.rows.map((row) =>
                  row.attack === 'ranged'
                    ? { ...row, qualities: [...row.qualities, { name: 'Coruscating' }] }
                    : row,
                ),
              },
            };
      const setup = {
        ...base,
        generals: {
          ...base.generals,
          a: { ...base.generals.a, units: base.generals.a.units.map(coruscating) },
        },
      };
      const id = await table.storedGame(setup, 1, TO_ATTACK_STEP);
      await openGame(page, server.url, id);
      await page.waitForSelector('#bearing-form');
      await page.click('#bearing-odds-button');
      await page.waitForSelector('#bearing-odds-blocks .attack-in-turn');
      const blocks = await page.$$eval('#bearing-odds-blocks .attack-in-turn', (sections) =>
        sections.map((s) => [
          s.getAttribute('data-target'),
          s.querySelector('[id$="-odds-hits"] tbody tr') !== null,
        ]),
      );
      assert.ok(blocks.length > 0 && blocks.every(([, weighed]) => weighed));
      const before = await shownIndex(page);
      await page.click('#bearing-button');
      await settled(page, before);
      const fired = (await eventsOf(id)).filter((e) => e.kind === 'rangedAttack');
      assert.deepEqual(
        fired.map((e) => /fires at \S+ ([\w-]+)/.exec(e.text)?.[1]),
        blocks.map(([target]) => target),
      );
      assert.deepEqual(problems, []);
    });

    it('rulebook p.43 Making an Exit Manoeuvre: a Garrisoned unit is offered Exit on the page; a point too far from the building is refused by the dry run with the rule, and one within 3" is made', async () => {
      const { page, server, problems } = table;
      const id = await table.storedGame(withHouse(skirmish()), 1, TO_EXIT);
      await openGame(page, server.url, id);
      await typePlacement('Exit the building', 90, [10, 3]);
      await page.waitForSelector('#move-readout[data-legal="false"]');
      assert.match(
        (await page.textContent('#move-readout')) ?? '',
        /would not be within 3" of House \(rulebook p\.43 Making an Exit Manoeuvre\)/,
      );
      assert.match((await page.textContent('#place-limits')) ?? '', /within 3" of House/);
      await typePlacement('Exit the building', 90, [10, 6]);
      await page.waitForSelector('#move-readout[data-legal="true"]');
      const before = await shownIndex(page);
      await page.click('#place-button');
      await settled(page, before);
      assert.ok((await eventsOf(id)).some((e) => e.text === 'Rifles a-rifles Exits House'));
      assert.deepEqual(await officerOf(id, 'a-rifles'), [10, 6]);
      assert.deepEqual(problems, []);
    });
  },
);
