import type { Page } from 'playwright-core';

// The Force builder's page, as its browser tests read and drive it.

/** Waits for the server's verdict on the list as it is now: 'true' (valid) or 'false'. */
export async function forceVerdict(page: Page): Promise<string> {
  await page.waitForSelector(
    '#force-summary[data-valid="true"], #force-summary[data-valid="false"]',
  );
  return (await page.getAttribute('#force-summary', 'data-valid')) ?? '';
}

/** Types a unit's tag in its row and commits it with Enter, as the keyboard does. */
export async function tagUnit(page: Page, row: string, text: string): Promise<void> {
  await page.fill(`#${row}-tag`, text);
  await page.press(`#${row}-tag`, 'Enter');
  await page.waitForSelector(`#${row}-tag[value="${text}"]`);
}
