import type { Page } from 'playwright-core';

/** The screens every page must fit: a laptop, and a tablet held either way. */
export const SCREENS = [
  { name: 'laptop 1366x768', width: 1366, height: 768 },
  { name: 'tablet landscape 1024x768', width: 1024, height: 768 },
  { name: 'tablet portrait 768x1024', width: 768, height: 1024 },
] as const;

/** What sticks out of the window sideways: the page's scroll width, and the elements past the right edge. */
export interface Overflow {
  readonly scrollWidth: number;
  readonly innerWidth: number;
  /** Up to a few elements (tag, id or class) whose box ends right of the window. */
  readonly wide: readonly string[];
}

/** How many offenders an overflow report names (enough to find the rule to fix). */
const OFFENDERS_NAMED = 6;

export async function overflow(page: Page): Promise<Overflow> {
  return page.evaluate((named) => {
    const width = window.innerWidth;
    const describe = (e: Element): string =>
      `${e.tagName.toLowerCase()}${e.id === '' ? '' : `#${e.id}`}${typeof e.className === 'string' && e.className !== '' ? `.${e.className.split(' ').join('.')}` : ''} (right ${Math.round(e.getBoundingClientRect().right)})`;
    const wide = [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > width + 1)
      .slice(0, named)
      .map(describe);
    return {
      scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
      innerWidth: width,
      wide,
    };
  }, OFFENDERS_NAMED);
}

/** The page's controls a person can use (shown, enabled), each named by id or text, and whether it lies inside the window sideways. */
export async function controls(page: Page): Promise<{ name: string; inside: boolean }[]> {
  return page.$$eval(
    'main a[href], main button, main input, main select, main textarea, main [tabindex="0"], main summary',
    (elements) =>
      elements
        .filter((e) => {
          const box = e.getBoundingClientRect();
          return (
            box.width > 0 &&
            box.height > 0 &&
            !(e as HTMLButtonElement).disabled &&
            e.closest('[hidden]') === null
          );
        })
        .map((e) => {
          const box = e.getBoundingClientRect();
          return {
            name:
              e.id === '' ? `${e.tagName.toLowerCase()} "${e.textContent?.trim() ?? ''}"` : e.id,
            inside: box.left >= 0 && box.right <= window.innerWidth + 1,
          };
        }),
  );
}

/** Most Tab presses one page's walk takes before it gives up (more than a page has controls). */
const MAX_TABS = 400;

/** Presses Tab from the top of the page until focus leaves the page's main part; the names of what got focus, in order. */
export async function tabOrder(page: Page): Promise<string[]> {
  await page.focus('#page');
  const seen: string[] = [];
  for (let i = 0; i < MAX_TABS; i++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const e = document.activeElement;
      if (e === null || e.closest('main') === null) return undefined;
      return e.id === '' ? `${e.tagName.toLowerCase()} "${e.textContent?.trim() ?? ''}"` : e.id;
    });
    if (name === undefined) break;
    seen.push(name);
  }
  return seen;
}

/** The id (or tag and text) of the element that has the focus. */
export async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const e = document.activeElement;
    if (e === null) return '';
    return e.id === '' ? `${e.tagName.toLowerCase()} "${e.textContent?.trim() ?? ''}"` : e.id;
  });
}
