import { failureText } from './api.js';
import { h, replace } from './dom.js';

type Page = (root: HTMLElement) => void | Promise<void>;

/**
 * The pages, by the URL's hash (`#/odds`): the server serves one document.
 * Each page's modules are loaded when it is first shown, so the first page
 * loads only its own.
 */
const PAGES: Readonly<Record<string, () => Promise<Page>>> = {
  odds: async () => (await import('./odds/odds-page.js')).oddsPage,
  forces: async () => (await import('./forces/force-page.js')).forcePage,
  play: async () => (await import('./play/play-page.js')).playPage,
  replays: async () => (await import('./replays/replays-page.js')).replaysPage,
  rules: async () => (await import('./rules/rules-page.js')).rulesPage,
};

const DEFAULT_PAGE = 'odds';

function pageName(): string {
  // `#/replays/<id>`: the first part names the page, the page reads the rest.
  const [name = ''] = location.hash.replace(/^#\/?/, '').split('/');
  return name in PAGES ? name : DEFAULT_PAGE;
}

/** Draws the page the hash names and marks its link as current. */
async function route(root: HTMLElement): Promise<void> {
  const name = pageName();
  for (const link of document.querySelectorAll<HTMLAnchorElement>('nav a')) {
    if (link.getAttribute('href') === `#/${name}`) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  root.dataset.page = name;
  root.setAttribute('aria-busy', 'true');
  try {
    const page = await PAGES[name]?.();
    await page?.(root);
  } catch (error) {
    replace(root, h('p', { class: 'error', role: 'alert' }, failureText(error)));
  } finally {
    root.setAttribute('aria-busy', 'false');
    root.dataset.ready = name;
  }
}

const root = document.getElementById('page');
if (root instanceof HTMLElement) {
  window.addEventListener('hashchange', () => {
    delete root.dataset.ready;
    void route(root).then(() => {
      // The keyboard starts at the new page's heading (focusable from a script only).
      const heading = root.querySelector('h2');
      heading?.setAttribute('tabindex', '-1');
      heading?.focus();
    });
  });
  void route(root);
}
