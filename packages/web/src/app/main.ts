import { failureText } from './api.js';
import { h, replace } from './dom.js';
import { forcePage } from './forces/force-page.js';
import { notYetPage } from './not-yet.js';
import { oddsPage } from './odds/odds-page.js';

/** The pages, by the URL's hash (`#/odds`): the server serves one document. */
const PAGES: Readonly<Record<string, (root: HTMLElement) => void | Promise<void>>> = {
  odds: oddsPage,
  forces: forcePage,
  play: (root) =>
    notYetPage(
      root,
      'Play',
      'setting up a game against the heuristic bot or hot-seat, and the battlefield drawn to scale.',
      'the server plays games through its API (POST /api/games, docs/server.md), and `npx warroom run` replays a game record.',
    ),
  replays: (root) =>
    notYetPage(
      root,
      'Replays',
      'stepping through a finished or ongoing game, forwards and back.',
      'GET /api/games/:id/replay?index=N answers the game after N decisions; `npx warroom run` prints a record.',
    ),
  rules: (root) =>
    notYetPage(
      root,
      'Rules',
      'a searchable glossary with our own summaries and page references.',
      'docs/rules-coverage.md lists every rule and its status.',
    ),
};

const DEFAULT_PAGE = 'odds';

function pageName(): string {
  const name = location.hash.replace(/^#\/?/, '');
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
    void route(root).then(() => root.querySelector('h2')?.focus());
  });
  void route(root);
}
