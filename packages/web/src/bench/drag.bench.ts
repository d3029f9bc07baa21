import { startServer } from '@warroom/server';
import type { playBoard } from '../app/play/board.js';
import type { Game } from '../app/play/game-types.js';
import { browserSkipReason, launchChromium } from '../e2e/browser.js';
import { MODELS_PER_UNIT, UNITS_PER_SIDE, syntheticGame } from './synthetic-table.js';

/** Pointer moves in the drag: one per frame. */
const MOVES = 60;
/** How far each move goes (pixels). */
const STEP_PIXELS = 3;
const PERCENTILE_95 = 0.95;
const MEDIAN = 0.5;
/** A window large enough for the whole battlefield. */
const VIEWPORT = { width: 1280, height: 900 };
/** The stub's dry run: legal (the bench times drawing, not rules). */
const STUB_VERDICT = {
  legal: true,
  move: { unit: 'a-0', from: [0, 0], to: [0, 0], length: 1, limit: 6 },
};

interface Timings {
  readonly frames: number[];
  readonly handlers: number[];
}

function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

/**
 * Frame time of a drag on the Play page's battlefield with 200 models: the
 * table drawn by the page's own modules in Chromium, the General's unit
 * grabbed, then one pointer move per animation frame. Prints the median and
 * 95th percentile of the time between frames and of the pointer handler.
 * The dry run is answered at once by a stub (the server is not what is timed).
 */
async function main(): Promise<void> {
  const skip = browserSkipReason();
  if (skip !== undefined) {
    console.log(`web drag bench skipped: ${skip}`);
    return;
  }
  const server = await startServer({
    database: { kind: 'pglite' },
    port: 0,
    host: '127.0.0.1',
    log: () => undefined,
  });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: VIEWPORT });
    await page.route('**/api/games/bench/check', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify(STUB_VERDICT),
      }),
    );
    await page.goto(`${server.url}/#/rules`);
    await page.waitForSelector('main[data-ready]');
    const game = syntheticGame();
    await page.evaluate(async (shown: Game) => {
      const path = '/app/play/board.js';
      const board = (await import(path)) as { playBoard: typeof playBoard };
      const table = board.playBoard(shown, {
        move: {
          mover: () => 'a-0',
          legs: () => [],
          choiceAt: (at) => ({ kind: 'advance', at, facing: 90 }),
          submit: () => undefined,
        },
      });
      const main = document.querySelector('main');
      main?.replaceChildren(table.board);
    }, game);
    const models = await page.locator('#battlefield .model').count();
    const officer = page.locator('#battlefield g.unit[data-unit="a-0"] .model.officer');
    const box = await officer.boundingBox();
    if (box === null) throw new Error('the unit to drag is not drawn');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    const timings = await page.evaluate(
      ({ moves, step, x0, y0 }) =>
        new Promise<Timings>((resolve) => {
          const root = document.querySelector('#battlefield');
          const frames: number[] = [];
          const handlers: number[] = [];
          let last: number | undefined;
          let i = 0;
          const frame = (now: number) => {
            if (last !== undefined) frames.push(now - last);
            last = now;
            if (i === moves) {
              resolve({ frames, handlers });
              return;
            }
            i += 1;
            const start = performance.now();
            root?.dispatchEvent(
              new PointerEvent('pointermove', {
                bubbles: true,
                clientX: x0 + i * step,
                clientY: y0 - i * step,
                pointerId: 1,
              }),
            );
            handlers.push(performance.now() - start);
            requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }),
      { moves: MOVES, step: STEP_PIXELS, x0: x, y0: y },
    );
    const moved = await page.getAttribute('#battlefield g.unit[data-unit="a-0"]', 'transform');
    if (moved === null) throw new Error('the drag did not move the unit');
    await page.mouse.up();
    const ms = (n: number) => n.toFixed(2);
    console.log(
      `web drag on the battlefield (${models} models, ${UNITS_PER_SIDE * 2} units of ${MODELS_PER_UNIT}): ${timings.frames.length} frames, ` +
        `frame time median ${ms(quantile(timings.frames, MEDIAN))} ms, p95 ${ms(quantile(timings.frames, PERCENTILE_95))} ms; ` +
        `pointer handler median ${ms(quantile(timings.handlers, MEDIAN))} ms, p95 ${ms(quantile(timings.handlers, PERCENTILE_95))} ms`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
