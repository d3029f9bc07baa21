import assert from 'node:assert/strict';
import {
  type At,
  type Decision,
  type GameSetup,
  IllegalChoice,
  type PlayerView,
  type Side,
  armyUnit,
  plannedCharge,
  plannedManoeuvre,
} from '@warroom/armoured-clash';
import type { Page } from 'playwright-core';
import type { Choice } from '../app/play/game-types.js';

/** A game as `GET /api/games/:id` answers it (the parts the browser tests read). */
export interface GameJson {
  readonly id: string;
  readonly index: number;
  readonly over: boolean;
  readonly side: Side;
  readonly setup: GameSetup;
  readonly view: PlayerView;
  readonly decision?: Decision & { readonly index: number };
}

/** Calls the API; fails the test on an error status. */
export async function json<T>(
  base: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const text = await response.text();
  assert.ok(response.ok, `${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** Opens the Play page of a game with the bot's turns played out instantly (`?pace=0`). */
export async function openGame(page: Page, base: string, id: string, pace = '0'): Promise<void> {
  await page.goto('about:blank');
  await page.goto(`${base}/?pace=${pace}#/play/${id}`);
  await page.waitForSelector('main[data-ready="play"] #game-summary');
}

/**
 * Waits until the page shows the game after a decision: a new index and its
 * decision (not a step being played out), the game's end, or a refusal.
 */
export async function settled(page: Page, before: string | null): Promise<void> {
  await page.waitForFunction((was) => {
    const index = document.querySelector('#game-summary')?.getAttribute('data-index');
    const decision = document.querySelector('#decision')?.getAttribute('data-index');
    if (document.querySelector('#decision-status.error') !== null) return true;
    return index !== was && (decision === index || document.querySelector('#game-result') !== null);
  }, before);
  const refusal = await page.locator('#decision-status.error').count();
  assert.equal(refusal, 0, (await page.textContent('#decision-status')) ?? '');
}

/** The index the page shows. */
export const shownIndex = (page: Page): Promise<string | null> =>
  page.getAttribute('#game-summary', 'data-index');

/** Makes a placement or move on the page: what, the unit or target, the point and facing typed in. */
export async function placeOnPage(
  page: Page,
  kindIndex: number,
  choice: {
    readonly unit?: string;
    readonly target?: string;
    readonly at: At;
    readonly facing: number;
  },
): Promise<void> {
  const before = await shownIndex(page);
  await page.selectOption('#place-kind', String(kindIndex));
  if (choice.unit !== undefined) await page.selectOption('#place-unit', choice.unit);
  if (choice.target !== undefined) await page.selectOption('#place-target', choice.target);
  await page.fill('#place-facing', String(choice.facing));
  await page.fill('#place-x', String(choice.at[0]));
  await page.fill('#place-y', String(choice.at[1]));
  await page.click('#place-button');
  await settled(page, before);
}

/** Clicks the option button of a listed choice. */
export async function clickOption(page: Page, game: GameJson, choice: Choice): Promise<void> {
  const options = game.decision?.options ?? [];
  const at = options.findIndex((o) => JSON.stringify(o) === JSON.stringify(choice));
  assert.ok(at >= 0, `the choice is listed: ${JSON.stringify(choice)}`);
  const before = await shownIndex(page);
  await page.click(`#decision button[data-option="${at}"]`);
  await settled(page, before);
}

/** The sides of a model a Charge may touch: its front, left, back and right, in degrees from its facing. */
const SIDES = [0, 90, 180, 270];

/**
 * Where the Officer stands to touch `model` face to face on one of its sides
 * (coming along `angle`, radians, one of the model's axes), facing it.
 */
function contactPoint(
  game: GameJson,
  unit: string,
  target: string,
  model: { readonly x: number; readonly y: number },
  angle: number,
  onItsFront: boolean,
): { readonly at: At; readonly facing: number } {
  const profile = armyUnit(game.setup, target);
  const reach = (onItsFront ? profile.footprint.depth : profile.footprint.width) / 2;
  const back = reach + armyUnit(game.setup, unit).footprint.depth / 2;
  return {
    at: [model.x - Math.cos(angle) * back, model.y - Math.sin(angle) * back],
    facing: (angle * 180) / Math.PI,
  };
}

/**
 * A legal Charge for the decision, if one is found: the Officer placed face to
 * face with a side of one of the target's models, facing it (each checked with
 * the engine's plannedCharge).
 */
export function legalCharge(game: GameJson):
  | {
      readonly kindIndex: number;
      readonly target: string;
      readonly at: At;
      readonly facing: number;
    }
  | undefined {
  const constraints = game.decision?.constraints ?? [];
  const kindIndex = constraints.findIndex((c) => c.kind === 'charge');
  const c = constraints[kindIndex];
  if (c?.kind !== 'charge') return undefined;
  for (const target of c.targets) {
    for (const model of game.view.units[target]?.models ?? []) {
      for (const side of SIDES) {
        // The Officer comes towards the model, against the side's outward direction.
        const angle = model.facing + ((side + 180) * Math.PI) / 180;
        const { at, facing } = contactPoint(game, c.unit, target, model, angle, side % 180 === 0);
        try {
          plannedCharge(game.setup, game.view, c.unit, target, at, facing);
          return { kindIndex, target, at, facing };
        } catch (error) {
          if (!(error instanceof IllegalChoice)) throw error;
        }
      }
    }
  }
  return undefined;
}

/** How far from the nearest enemy a move towards it stops, in inches: within a Charge. */
const CHARGE_DISTANCE = 4;

/** Shares of the Movement Limit tried for a move towards the enemy, longest first. */
const STRIDES = [0.95, 0.7, 0.45, 0.2];

/**
 * A move of the activated unit straight towards the nearest enemy unit (an
 * Advance first, which leaves the Attack Step), checked with the engine's
 * plannedManoeuvre: it brings the General's units within reach of a Charge.
 */
export function moveTowardsTheEnemy(game: GameJson):
  | {
      readonly kindIndex: number;
      readonly at: At;
      readonly facing: number;
      readonly choice: Choice;
    }
  | undefined {
  const constraints = game.decision?.constraints ?? [];
  for (const kind of ['advance', 'doubleTime'] as const) {
    const kindIndex = constraints.findIndex((c) => c.kind === kind);
    const c = constraints[kindIndex];
    if (c?.kind !== kind) continue;
    const unit = game.view.units[c.unit];
    const officer = unit?.models.find((m) => m.id === unit.officer);
    if (unit === undefined || officer === undefined) continue;
    const enemies = Object.values(game.view.units).flatMap((u) =>
      u.side !== unit.side && u.deployed && !u.annihilated ? u.models : [],
    );
    const distance = (m: { readonly x: number; readonly y: number }) =>
      Math.hypot(m.x - officer.x, m.y - officer.y);
    const nearest = enemies.slice().sort((m, n) => distance(m) - distance(n))[0];
    if (nearest === undefined) continue;
    const angle = Math.atan2(nearest.y - officer.y, nearest.x - officer.x);
    const facing = Math.round((angle * 180) / Math.PI);
    for (const stride of STRIDES) {
      const step = Math.min(c.limit * stride, Math.max(0, distance(nearest) - CHARGE_DISTANCE));
      const at: At = [
        Math.round((officer.x + Math.cos(angle) * step) * 1000) / 1000,
        Math.round((officer.y + Math.sin(angle) * step) * 1000) / 1000,
      ];
      try {
        plannedManoeuvre(game.setup, game.view, c.unit, kind, at, facing);
        return { kindIndex, at, facing, choice: { kind, at, facing } };
      } catch (error) {
        if (!(error instanceof IllegalChoice)) throw error;
      }
    }
  }
  return undefined;
}
