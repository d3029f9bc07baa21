import { h } from '../dom.js';
import { eventItem } from './event-view.js';
import type { Game, LogEntry, Side } from './game-types.js';
import { generalTitle, initiativeWords, sidesByGeneral } from '../general-name.js';
import { generalOf } from './generals-panel.js';
import { loggedChoiceText } from './choice-words.js';
import { CLASH_NAMES, stageName } from './words.js';

/** The log entries shown, newest first. */
const LOG_SHOWN = 60;

/** Clash, side, Round, phase, Initiative and Victory Points; the bids while they are placed. */
export function gameSummary(game: Game): HTMLElement {
  const { view } = game;
  const opponentLabel = game.opponent === 'hotseat' ? 'hot-seat' : `the ${game.opponent} bot`;
  const vpOf = (side: Side) => (side === game.side ? view.own.vp : view.opponent.vp);
  const [sideA, sideB] = sidesByGeneral(view.generals);
  const vp = `A ${vpOf(sideA)} – B ${vpOf(sideB)}`;
  return h(
    'dl',
    {
      id: 'game-summary',
      'data-stage': view.stage,
      'data-round': view.round,
      'data-index': game.index,
    },
    h('dt', {}, 'Clash'),
    h(
      'dd',
      {},
      `${CLASH_NAMES[game.clash] ?? game.clash}, ${game.scale}, against ${opponentLabel}`,
    ),
    h('dt', {}, 'You are'),
    h('dd', {}, `${generalOf(game, game.side)}: ${game.setup.generals[game.side].name}`),
    h('dt', {}, 'Round'),
    h('dd', { id: 'game-round' }, `${view.round} of ${game.setup.rounds}`),
    h('dt', {}, 'Phase'),
    h('dd', { id: 'game-phase' }, stageName(view.stage)),
    h('dt', {}, 'Initiative'),
    h('dd', { id: 'game-initiative' }, initiativeWords(view)),
    h('dt', {}, 'Victory Points'),
    h('dd', { id: 'game-vp' }, vp),
    ...(view.stage === 'initiative'
      ? [h('dt', {}, 'Bids'), h('dd', { id: 'game-bids' }, bidsWords(game, view.bids))]
      : []),
  );
}

/**
 * The Initiative bids of the Round (rulebook p.20): whether each General has
 * placed theirs; a bid placed is a face-down card, its Command never told
 * until both are revealed (the log's `bid` events).
 */
function bidsWords(game: Game, bids: { readonly a: boolean; readonly b: boolean }): string {
  const one = (side: Side) =>
    `${generalTitle(game.view.generals, side)}: ${bids[side] ? 'a card, face down' : 'not yet'}`;
  return `${one('a')}; ${one('b')}`;
}

/** Every unit: its General, models left, Damage and statuses. */
export function unitsTable(game: Game): HTMLElement {
  const { view } = game;
  const profiles = [...game.setup.generals.a.units, ...game.setup.generals.b.units];
  return h(
    'table',
    { id: 'units' },
    h('caption', {}, 'Units'),
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        ...['General', 'Unit', 'Models', 'Damage', 'Status'].map((t) =>
          h('th', { scope: 'col' }, t),
        ),
      ),
    ),
    h(
      'tbody',
      {},
      ...profiles.map((p) => {
        const u = view.units[p.id];
        const where =
          u === undefined
            ? ''
            : u.annihilated
              ? 'Annihilated'
              : u.inReserve
                ? 'in Reserve'
                : u.deployed
                  ? ''
                  : 'not deployed';
        return h(
          'tr',
          { 'data-unit': p.id },
          h('td', {}, u === undefined ? '?' : generalTitle(view.generals, u.side)),
          h('td', {}, p.name + ((p.traits ?? []).includes('Commander') ? ' (Commander)' : '')),
          h('td', {}, u === undefined ? '' : `${u.models.length} / ${p.models}`),
          h('td', {}, u?.damage ?? ''),
          h('td', {}, [where, ...(u?.statuses ?? [])].filter((s) => s !== '').join(', ')),
        );
      }),
    ),
  );
}

/** The game log, newest first: each decision, who made it, and its events with their dice. */
export function gameLog(game: Game, log: readonly LogEntry[]): HTMLElement {
  return h(
    'ol',
    { id: 'game-log', reversed: true },
    ...log
      .slice()
      .reverse()
      .slice(0, LOG_SHOWN)
      .map((entry) =>
        h(
          'li',
          {},
          h(
            'strong',
            {},
            `${entry.index + 1}. ${generalTitle(game.view.generals, entry.side)}${entry.bot === undefined ? '' : ` (${entry.bot})`}: `,
          ),
          loggedChoiceText(game, entry),
          entry.events.length === 0 ? undefined : h('ul', {}, ...entry.events.map(eventItem)),
        ),
      ),
  );
}
