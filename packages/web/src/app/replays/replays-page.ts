import { api } from '../api.js';
import { h, replace } from '../dom.js';
import { generalTitle, initiativeWords, sidesByGeneral } from '../general-name.js';
import {
  type GameSummary,
  type LogEntry,
  type ReplayStep,
  type Side,
  sideAsked,
} from './replay-data.js';
import { choiceText, clashWords, opponentWords, scaleWords, stageWords } from './replay-words.js';
import { unitTable } from './replay-units.js';
import { replayNames } from './replay-names.js';

/** The game id the hash names (`#/replays/<id>`), when it names one. */
function gameIdOfHash(): string | undefined {
  const [, id] = location.hash.replace(/^#\/?/, '').split('/');
  return id === undefined || id === '' ? undefined : decodeURIComponent(id);
}

/** The Replays page: the stored games, or one game stepped through decision by decision. */
export async function replaysPage(root: HTMLElement): Promise<void> {
  const { games } = await api<{ games: GameSummary[] }>('GET', '/api/games');
  const id = gameIdOfHash();
  if (id === undefined) {
    gameList(root, games);
    return;
  }
  const game = games.find((g) => g.id === id);
  if (game === undefined) {
    replace(
      root,
      h('h2', {}, 'Replay'),
      h(
        'p',
        { class: 'error', role: 'alert' },
        `No game "${id}". `,
        h('a', { href: '#/replays' }, 'All games'),
      ),
    );
    return;
  }
  await replayViewer(root, game);
}

function versus(game: GameSummary): string {
  return `${game.forces.a.name} (${game.forces.a.faction}) v ${game.forces.b.name} (${game.forces.b.faction})`;
}

/** The result, the winner by its force's name (the sides are not General A and B when a card draw decided them). */
function resultText(game: Pick<GameSummary, 'over' | 'result' | 'forces'>): string {
  if (game.result === undefined) return game.over ? 'over' : 'ongoing';
  const { winner, vp, devastating } = game.result;
  const score = `${vp.a}–${vp.b} VP`;
  if (winner === 'draw') return `a draw, ${score}`;
  return `${game.forces[winner].name} wins${devastating ? ' (Devastating)' : ''}, ${score}`;
}

function gameList(root: HTMLElement, games: readonly GameSummary[]): void {
  replace(
    root,
    h('h2', {}, 'Replays'),
    games.length === 0
      ? h('p', { id: 'replay-games-empty' }, 'No games stored yet.')
      : h(
          'table',
          { id: 'replay-games' },
          h(
            'thead',
            {},
            h(
              'tr',
              {},
              ...['game', 'Clash', 'scale', 'opponent', 'decisions', 'state', 'last played'].map(
                (t) => h('th', { scope: 'col' }, t),
              ),
            ),
          ),
          h(
            'tbody',
            {},
            ...games.map((game) =>
              h(
                'tr',
                { 'data-game': game.id },
                h(
                  'th',
                  { scope: 'row' },
                  h('a', { href: `#/replays/${encodeURIComponent(game.id)}` }, versus(game)),
                ),
                h('td', {}, clashWords(game.clash)),
                h('td', {}, scaleWords(game.scale)),
                h('td', {}, opponentWords(game.opponent)),
                h('td', {}, game.index),
                h('td', {}, resultText(game)),
                h('td', {}, new Date(game.updatedAt).toLocaleString()),
              ),
            ),
          ),
        ),
  );
}

/** Keeps one arrow-key listener for the page's viewer, replaced when it is drawn again. */
let keyListener: ((event: KeyboardEvent) => void) | undefined;

async function replayViewer(root: HTMLElement, game: GameSummary): Promise<void> {
  const side = sideAsked(game);
  const base = `/api/games/${encodeURIComponent(game.id)}`;
  const { log } = await api<{ log: LogEntry[] }>('GET', `${base}/log?side=${side}`);
  const steps = new Map<number, Promise<ReplayStep>>();
  const stepAt = (index: number): Promise<ReplayStep> => {
    let step = steps.get(index);
    if (step === undefined) {
      step = api<ReplayStep>('GET', `${base}/replay?side=${side}&index=${index}`);
      step.catch(() => steps.delete(index));
      steps.set(index, step);
    }
    return step;
  };
  const of = log.length;
  let at = of;

  const counter = h('p', { id: 'replay-step', role: 'status', 'aria-live': 'polite' });
  const state = h('dl', { id: 'replay-state', class: 'replay-state' });
  const units = h('div', { id: 'replay-units' });
  const logList = h('ol', { id: 'replay-log', class: 'replay-log', start: 1 });
  const button = (id: string, text: string, label: string, to: () => number) =>
    h('button', { id, type: 'button', 'aria-label': label, onclick: () => void show(to()) }, text);
  const first = button('replay-first', '⏮', 'First: the set-up', () => 0);
  const back = button('replay-back', '◀ Back', 'Back one decision', () => at - 1);
  const forward = button('replay-forward', 'Forward ▶', 'Forward one decision', () => at + 1);
  const last = button('replay-last', '⏭', 'Last: the game now', () => of);

  async function show(index: number): Promise<void> {
    const target = Math.max(0, Math.min(of, index));
    at = target;
    root.dataset.step = String(target);
    const step = await stepAt(target);
    if (at !== target) return;
    draw(step, target);
  }

  function draw(step: ReplayStep, index: number): void {
    first.disabled = back.disabled = index === 0;
    forward.disabled = last.disabled = index === of;
    counter.textContent = `Step ${index} of ${of}`;
    counter.dataset.step = String(index);
    const { view } = step;
    const vp: Record<Side, number> =
      view.as === 'a'
        ? { a: view.own.vp, b: view.opponent.vp }
        : { a: view.opponent.vp, b: view.own.vp };
    const [sideA, sideB] = sidesByGeneral(view.generals);
    const fact = (term: string, value: string, id: string) => [
      h('dt', {}, term),
      h('dd', { id }, value),
    ];
    replace(
      state,
      ...fact('Round', `${view.round} of ${step.setup.rounds}`, 'replay-round'),
      ...fact('Phase', stageWords(view.stage), 'replay-phase'),
      ...fact('Initiative', initiativeWords(view), 'replay-initiative'),
      ...fact('Victory Points', `A ${vp[sideA]} – B ${vp[sideB]}`, 'replay-vp'),
      ...fact(
        'Next',
        step.waitingFor === undefined
          ? resultText(step)
          : `${generalTitle(view.generals, step.waitingFor.player)}: ${step.waitingFor.prompt}`,
        'replay-next',
      ),
    );
    replace(
      logList,
      ...log
        .slice(0, index)
        .map((entry) =>
          h(
            'li',
            { class: 'replay-entry', 'data-index': entry.index },
            h(
              'strong',
              {},
              `${generalTitle(view.generals, entry.side)}${entry.bot === undefined ? '' : ` (${entry.bot} bot)`}: `,
            ),
            choiceText(entry, game.over, replayNames(step)),
            entry.events.length === 0
              ? false
              : h('ul', {}, ...entry.events.map((e) => h('li', { 'data-kind': e.kind }, e.text))),
          ),
        ),
    );
    logList.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
    replace(units, unitTable(step));
  }

  if (keyListener !== undefined) window.removeEventListener('keydown', keyListener);
  keyListener = (event: KeyboardEvent) => {
    if (!viewer.isConnected) return;
    const target = event.target;
    if (
      target instanceof HTMLInputElement ||
      target instanceof HTMLSelectElement ||
      target instanceof HTMLTextAreaElement
    )
      return;
    const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: of }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    void show(to);
  };
  window.addEventListener('keydown', keyListener);

  const viewer = h(
    'div',
    { class: 'replay' },
    h(
      'p',
      {},
      `${clashWords(game.clash)}, ${scaleWords(game.scale)}, ${game.opponent === 'hotseat' ? 'hot-seat' : `against ${opponentWords(game.opponent)}`}: ${resultText(game)}. `,
      'Only what both Generals see is shown: no hands, no face-down cards. ',
      h('a', { href: '#/replays' }, 'All games'),
    ),
    h(
      'div',
      {
        class: 'replay-controls',
        role: 'group',
        'aria-label': 'Step through the decisions (arrow keys, Home, End)',
      },
      first,
      back,
      counter,
      forward,
      last,
    ),
    state,
    h(
      'div',
      { class: 'replay-panes' },
      h('section', {}, h('h3', {}, 'Units'), units),
      h('section', {}, h('h3', {}, 'Log'), logList),
    ),
  );
  replace(root, h('h2', {}, `Replay: ${versus(game)}`), viewer);
  await show(at);
}
