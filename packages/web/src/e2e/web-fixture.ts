import { type RunningServer, startServer } from '@warroom/server';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser.js';

/** A server on a free port with an in-memory database, serving the built web app, and a browser page. */
export interface WebFixture {
  readonly server: RunningServer;
  readonly browser: Browser;
  readonly page: Page;
  /** Errors the page threw. */
  readonly problems: readonly string[];
  /** Opens a page of the app (`odds`, `forces`) and waits until it is drawn. */
  open(name: string): Promise<void>;
  close(): Promise<void>;
}

/** `instantBot`: the bot's turns played out instantly (false for pages that leave the app, as hot-seat tests' about:blank does). */
export async function webFixture(instantBot = true): Promise<WebFixture> {
  const server = await startServer({
    database: { kind: 'pglite' },
    port: 0,
    host: '127.0.0.1',
    log: () => undefined,
  });
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const page = await browser.newPage();
    // The bot's turns are played out instantly (the Play page's pace setting, src/app/play/pace.ts).
    if (instantBot) await page.addInitScript(() => localStorage.setItem('warroom.pace', '0'));
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    return {
      server,
      browser,
      page,
      problems,
      async open(name) {
        await page.goto(`${server.url}/#/${name}`);
        await page.waitForSelector(`main[data-ready="${name}"]`);
        if (problems.length > 0) throw new Error(`the page failed: ${problems.join('; ')}`);
      },
      async close() {
        await browser?.close();
        await server.close();
      },
    };
  } catch (error) {
    await browser?.close();
    await server.close();
    throw error;
  }
}
