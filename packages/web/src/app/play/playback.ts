import { api } from '../api.js';
import { h } from '../dom.js';
import { eventItem } from './event-view.js';
import type { Game, LogEntry } from './game-types.js';
import { PACES, choosePace, currentPace, pause } from './pace.js';
import { loggedChoiceText } from './choice-words.js';
import { generalTitle } from '../general-name.js';

/** The pace setting: how fast the bot's turns are played out. */
export function paceSelect(): HTMLElement {
  const now = currentPace();
  const select = h(
    'select',
    {
      id: 'pace',
      onchange: (event: Event) => choosePace(Number((event.target as HTMLSelectElement).value)),
    },
    ...PACES.map((p) =>
      h(
        'option',
        { value: p.ms, selected: p.ms === now },
        `${p.label}${p.ms === 0 ? '' : ` (${p.ms} ms a step)`}`,
      ),
    ),
  );
  return h(
    'p',
    { class: 'field' },
    h('label', { for: 'pace' }, 'Play the bot’s turns'),
    ' ',
    select,
  );
}

/**
 * Plays out the decisions a decision was answered with (the person's, then the
 * bot's), one event at a time at the chosen pace: each decision's events (dice
 * and cards shown) are added to a panel, and the battlefield is drawn as the
 * server replays the game after that decision. "Skip" shows the rest at once.
 * `draw` draws the table as it stood with the panel; the caller draws the game
 * as it is now when this returns, with the same panel.
 */
export async function playOut(
  game: Game,
  made: readonly LogEntry[],
  draw: (at: Game, panel: HTMLElement) => void,
): Promise<HTMLElement> {
  let skipped = false;
  const events = h('ol', { id: 'playback-events' });
  const step = h('p', { id: 'playback-step', role: 'status' });
  const skip = h(
    'button',
    {
      type: 'button',
      id: 'playback-skip',
      onclick: () => {
        skipped = true;
      },
    },
    'Skip',
  );
  const panel = h(
    'section',
    { id: 'playback', 'aria-labelledby': 'playback-title', 'data-done': 'false' },
    h('h3', { id: 'playback-title' }, 'What happened'),
    step,
    h('p', {}, skip),
    events,
  );
  const ms = currentPace();
  const watched = made.some((entry) => entry.bot !== undefined) && ms > 0;
  for (const [i, entry] of made.entries()) {
    step.textContent = `Decision ${i + 1} of ${made.length}`;
    events.append(
      h(
        'li',
        { class: 'playback-decision', 'data-index': entry.index },
        h(
          'strong',
          {},
          `${generalTitle(game.view.generals, entry.side)}${entry.bot === undefined ? '' : ` (${entry.bot} bot)`}: `,
        ),
        loggedChoiceText(game, entry),
      ),
    );
    if (watched && !skipped) {
      const query = new URLSearchParams({ side: game.side, index: String(entry.index + 1) });
      const at = await api<Game>(
        'GET',
        `/api/games/${encodeURIComponent(game.id)}/replay?${query}`,
      );
      const focused = document.activeElement === skip;
      draw(at, panel);
      if (focused) skip.focus();
    }
    for (const event of entry.events) {
      events.append(eventItem(event));
      if (watched) await pause(ms, () => skipped);
    }
    if (watched && entry.events.length === 0) await pause(ms, () => skipped);
  }
  step.textContent = `${made.length} decision${made.length === 1 ? '' : 's'} played out`;
  skip.disabled = true;
  panel.dataset.done = 'true';
  return panel;
}
