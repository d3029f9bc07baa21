import type { Page } from 'playwright-core';

// What the Play page's browser tests do and read on the page alike.

/** Focuses a control and presses Enter on it: the keyboard's way to use it. */
export async function pressEnter(page: Page, selector: string): Promise<void> {
  await page.focus(selector);
  await page.keyboard.press('Enter');
}

/** The "exactly" column of an odds table the page shows, a [value, probability] pair a row of `rows`. */
export function shownOdds(page: Page, rows: string): Promise<number[][]> {
  return page.$$eval(rows, (trs) =>
    trs.map((tr) => [
      Number(tr.getAttribute('data-value')),
      Number(tr.querySelector('td')?.getAttribute('data-p')),
    ]),
  );
}
