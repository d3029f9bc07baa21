import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { type At, IllegalChoice, plannedDisembark } from '@warroom/armoured-clash';
import { heuristicPlayer } from '@warroom/bots';
import type { Choice } from '../app/play/game-types.js';
import { browserSkipReason } from './browser.js';
import { type GameJson, clickOption, json, openGame, placeOnPage } from './play-driver.js';
import { type WebFixture, webFixture } from './web-fixture.js';

const skip = browserSkipReason();
const FORCES = new URL('../../../../data/forces/', import.meta.url);
const list = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(name, FORCES), 'utf8')) as unknown;
/** The Skirmish samples as they are: each carries an Embarked unit (rulebook p.46). */
const SKIRMISH = {
  a: { list: list('crown-skirmish.json') },
  b: { list: list('imperium-skirmish.json') },
};
/** More decisions than a Skirmish takes. */
const DECISION_LIMIT = 600;
/** Distances (inches) from a Transport model's centre and the turns tried for a Disembark. */
const REACHES = [2, 3];
const EIGHTHS = 8;
const DEGREES_PER_EIGHTH = 45;
const RADIANS_PER_DEGREE = Math.PI / 180;
/** Points are typed to a tenth of an inch. */
const TENTHS = 10;

/** The person's choice as the heuristic bot makes it from what the API shows. */
function botChoice(game: GameJson): Choice {
  assert.ok(game.decision !== undefined);
  const { index, ...decision } = game.decision;
  assert.equal(index, game.index, 'the decision pending is the game’s next');
  return heuristicPlayer().choose(game.setup, game.view, decision);
}

/** A legal Disembark around the Transport's models, checked with the engine's plannedDisembark. */
function legalDisembark(game: GameJson): { at: At; facing: number } | undefined {
  const c = game.decision?.constraints?.find((k) => k.kind === 'disembark');
  if (c?.kind !== 'disembark') return undefined;
  for (const model of game.view.units[c.transport]?.models ?? []) {
    for (const reach of REACHES) {
      for (let eighth = 0; eighth < EIGHTHS; eighth++) {
        const facing = eighth * DEGREES_PER_EIGHTH;
        const angle = facing * RADIANS_PER_DEGREE;
        const at: At = [
          Math.round((model.x + reach * Math.cos(angle)) * TENTHS) / TENTHS,
          Math.round((model.y + reach * Math.sin(angle)) * TENTHS) / TENTHS,
        ];
        try {
          plannedDisembark(game.setup, game.view, c.unit, at, facing);
          return { at, facing };
        } catch (error) {
          if (!(error instanceof IllegalChoice)) throw error;
        }
      }
    }
  }
  return undefined;
}

/** An option naming two or more cards or units (a discard, a claim, Inspiring, All-Out Attack). */
function multiOption(game: GameJson): Choice | undefined {
  const options: readonly Choice[] = game.decision?.options ?? [];
  return options.find((o) => (o.cards ?? o.units ?? o.targets ?? []).length >= 2);
}

interface LogJson {
  readonly log: { readonly index: number; readonly events: { readonly kind: string }[] }[];
}

describe('the Play page’s choices, in a browser', { skip }, () => {
  let web: WebFixture;
  before(async () => {
    web = await webFixture();
  });
  after(async () => {
    await web?.close();
  });

  it('rulebook pp.25, 46 Disembark and p.21 Draw Cards: a Disembark placed on the page (a refusal first, with the server’s reason) and a discard of several cards, each told in words', async () => {
    const { page, server } = web;
    const base = server.url;
    const { game: created } = await json<{ game: GameJson }>(base, 'POST', '/api/games', {
      forces: SKIRMISH,
      opponent: 'heuristic',
      // Side a is General A (the card draw of p.57 is the default).
      generals: 'fixed',
      // A game (its dice and the heuristic's play) in which A's Disembark comes, then a discard of two cards.
      seed: 'play-choices-5',
    });
    const id = created.id;
    const get = () => json<GameJson>(base, 'GET', `/api/games/${id}?side=a`);
    const seen = new Set<string>();
    for (let i = 0; i < DECISION_LIMIT && seen.size < 2; i++) {
      const game = await get();
      const decision = game.decision;
      if (decision === undefined) break;
      const disembark = seen.has('disembark') ? undefined : legalDisembark(game);
      const multi = seen.has('multi') ? undefined : multiOption(game);
      // The Embarked unit is Activated when it may be, so that it comes to Disembark.
      const embarked = decision.options.find(
        (o) => o.kind === 'activate' && game.view.units[o.unit]?.embarked !== undefined,
      );
      if (disembark !== undefined) {
        await openGame(page, base, id);
        const kindIndex = (decision.constraints ?? []).findIndex((c) => c.kind === 'disembark');
        await page.selectOption('#place-kind', String(kindIndex));
        assert.match((await page.textContent('#place-limits')) ?? '', /within 3" of a model of/);
        // Far from the Transport: the dry run and the decision give the server's reason.
        const width = game.setup.battlefield.width;
        const far: At = [disembark.at[0] > width / 2 ? 1 : width - 1, disembark.at[1]];
        await page.fill('#place-x', String(far[0]));
        await page.fill('#place-y', String(far[1]));
        await page.waitForSelector('#move-readout[data-legal="false"]');
        assert.match((await page.textContent('#move-readout')) ?? '', /not legal: .+\(rulebook p/);
        await page.click('#place-button');
        await page.waitForSelector('#decision-status.error');
        assert.match((await page.textContent('#decision-status')) ?? '', /^Refused: .+/);
        await openGame(page, base, id);
        await placeOnPage(page, kindIndex, disembark);
        const log = await json<LogJson>(base, 'GET', `/api/games/${id}/log?side=a`);
        assert.ok(
          log.log[decision.index]?.events.some((e) => e.kind === 'disembark'),
          'the unit Disembarked',
        );
        seen.add('disembark');
      } else if (multi !== undefined) {
        await openGame(page, base, id);
        const at = decision.options.indexOf(multi);
        const text = (await page.textContent(`#decision button[data-option="${at}"]`)) ?? '';
        const named = multi.cards ?? multi.units ?? multi.targets ?? [];
        assert.equal(text.split(', ').length, named.length, `every part is named: ${text}`);
        assert.doesNotMatch(text, /undefined|card \d/);
        await clickOption(page, game, multi);
        seen.add('multi');
      } else {
        const choice =
          embarked !== undefined && !seen.has('disembark') ? embarked : botChoice(game);
        await json(base, 'POST', `/api/games/${id}/decisions`, { index: decision.index, choice });
      }
    }
    assert.deepEqual([...seen].sort(), ['disembark', 'multi']);
  });
});
