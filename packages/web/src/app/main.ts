import { failureText } from './api.js';
import { h, replace } from './dom.js';
import { forcePage } from './forces/force-page.js';
import { oddsPage } from './odds/odds-page.js';
import { playPage } from './play/play-page.js';
import { replaysPage } from './replays/replays-page.js';
import { rulesPage } from './rules/rules-page.js';

/** The pages, by the URL's hash (`#/odds`): the server serves one document. */
const PAGES: Readonly<Record<string, (root: HTMLElement) => void | Promise<void>>> = {
  odds: oddsPage,
  forces: forcePage,
  play: playPage,
  replays: replaysPage,
  rules: rulesPage,
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
    await PAGES[name]?.(root);
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
