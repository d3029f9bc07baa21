import { api, failureText } from '../api.js';
import { h, replace } from '../dom.js';
import { battlefieldSvg } from './battlefield.js';
import type { At, Choice, Constraint, Game, LogEntry, Side } from './game-types.js';
import { setupForm } from './setup-form.js';
import { CLASH_NAMES, KIND_NAMES, cardName, describeChoice, stageName, unitName } from './words.js';

function gameIdFromHash(): string | undefined {
  const match = /^#\/play\/([^/?#]+)/.exec(location.hash);
  return match?.[1] === undefined ? undefined : decodeURIComponent(match[1]);
}

/** The Play page: set up a game, or (with `#/play/<id>`) the table of one. */
export async function playPage(root: HTMLElement): Promise<void> {
  const id = gameIdFromHash();
  if (id === undefined) await setupForm(root);
  else await tablePage(root, id);
}

async function loadGame(id: string): Promise<Game> {
  const game = await api<Game>('GET', `/api/games/${encodeURIComponent(id)}${'?side=a'}`).catch(
    async (error: unknown) => {
      // against a bot playing A, the person plays B: ask without a side
      if (error instanceof Error && /bot/.test(error.message)) {
        return api<Game>('GET', `/api/games/${encodeURIComponent(id)}`);
      }
      throw error;
    },
  );
  if (
    game.opponent === 'hotseat' &&
    game.waitingFor !== undefined &&
    game.waitingFor.player !== game.side
  ) {
    return api<Game>('GET', `/api/games/${encodeURIComponent(id)}?side=${game.waitingFor.player}`);
  }
  return game;
}

async function tablePage(root: HTMLElement, id: string): Promise<void> {
  const game = await loadGame(id);
  const log = await api<{ log: LogEntry[] }>(
    'GET',
    `/api/games/${encodeURIComponent(id)}/log?side=${game.side}`,
  );
  drawTable(root, game, log.log);
}

function defaultFacing(game: Game, side: Side): number {
  const edge = game.setup.generals[side].rearEdge;
  return edge === 'south' ? 90 : edge === 'north' ? -90 : edge === 'west' ? 0 : 180;
}

function drawTable(root: HTMLElement, game: Game, log: readonly LogEntry[]): void {
  const { view, decision } = game;
  const status = h('p', { id: 'decision-status', role: 'status', 'aria-live': 'polite' });
  const send = (choice: Choice) => {
    if (decision === undefined) return;
    status.textContent = 'Sending…';
    status.className = '';
    api('POST', `/api/games/${encodeURIComponent(game.id)}/decisions`, {
      side: game.side,
      index: decision.index,
      choice,
    }).then(
      () =>
        tablePage(root, game.id).then(() =>
          root.querySelector<HTMLElement>('#decision h3')?.focus(),
        ),
      (error: unknown) => {
        status.textContent = `Refused: ${failureText(error)}`;
        status.className = 'error';
      },
    );
  };

  // The continuous choice (placement or move), if the decision has one.
  const constraints = decision?.constraints ?? [];
  let pick: ((at: At) => void) | undefined;
  let placement: HTMLElement | undefined;
  let zone: readonly At[] | undefined;
  if (constraints.length > 0 && decision !== undefined) {
    const kinds = h(
      'select',
      { id: 'place-kind' },
      ...constraints.map((c, i) => h('option', { value: String(i) }, KIND_NAMES[c.kind] ?? c.kind)),
    );
    const unitSelect = h('select', { id: 'place-unit' });
    const target = h('select', { id: 'place-target' });
    const facing = h('input', {
      id: 'place-facing',
      type: 'number',
      step: '1',
      value: String(defaultFacing(game, game.side)),
    });
    const x = h('input', { id: 'place-x', type: 'number', step: '0.1' });
    const y = h('input', { id: 'place-y', type: 'number', step: '0.1' });
    const chosen = (): Constraint => constraints[Number(kinds.value)] ?? constraints[0]!;
    const fill = () => {
      const c = chosen();
      const units = c.units ?? (c.unit === undefined ? [] : [c.unit]);
      replace(unitSelect, ...units.map((u) => h('option', { value: u }, unitName(game, u))));
      replace(
        target,
        ...(c.targets ?? []).map((u) => h('option', { value: u }, unitName(game, u))),
      );
      target.disabled = c.targets === undefined;
    };
    kinds.addEventListener('change', fill);
    fill();
    zone = constraints.find((c) => c.zone !== undefined)?.zone;
    pick = (at: At) => {
      x.value = String(at[0]);
      y.value = String(at[1]);
      const c = chosen();
      const f = Number(facing.value);
      const base = { at, facing: Number.isFinite(f) ? f : 0 };
      if (c.kind === 'deploy' || c.kind === 'deployReserve')
        send({ kind: c.kind, unit: unitSelect.value, ...base });
      else if (c.kind === 'charge') send({ kind: 'charge', target: target.value, ...base });
      else send({ kind: c.kind, ...base });
    };
    const constraintText = (c: Constraint) =>
      c.limit === undefined ? '' : ` (Movement Limit ${c.limit}")`;
    placement = h(
      'fieldset',
      { id: 'placement' },
      h('legend', {}, 'Place or move on the battlefield'),
      h(
        'p',
        {},
        'Click the battlefield to put the Officer there (the unit forms up around it), or type the point and press Place.',
        ...constraints.map((c) => constraintText(c)),
      ),
      h('p', { class: 'field' }, h('label', { for: 'place-kind' }, 'What'), ' ', kinds),
      h('p', { class: 'field' }, h('label', { for: 'place-unit' }, 'Unit'), ' ', unitSelect),
      constraints.some((c) => c.targets !== undefined)
        ? h(
            'p',
            { class: 'field' },
            h('label', { for: 'place-target' }, 'Charge target'),
            ' ',
            target,
          )
        : undefined,
      h(
        'p',
        { class: 'field' },
        h('label', { for: 'place-facing' }, 'Facing (degrees, 0 = east, 90 = north)'),
        ' ',
        facing,
      ),
      h(
        'p',
        { class: 'field' },
        h('label', { for: 'place-x' }, 'x"'),
        ' ',
        x,
        ' ',
        h('label', { for: 'place-y' }, 'y"'),
        ' ',
        y,
        ' ',
        h(
          'button',
          {
            type: 'button',
            id: 'place-button',
            onclick: () => {
              const at: At = [Number(x.value), Number(y.value)];
              if (x.value === '' || y.value === '' || !at.every(Number.isFinite)) {
                status.textContent = 'Give x and y, or click the battlefield.';
                status.className = 'error';
                return;
              }
              pick?.(at);
            },
          },
          'Place',
        ),
      ),
    );
  }

  const opponentLabel = game.opponent === 'hotseat' ? 'hot-seat' : `the ${game.opponent} bot`;
  const vp = `A ${game.side === 'a' ? view.own.vp : view.opponent.vp} – B ${game.side === 'b' ? view.own.vp : view.opponent.vp}`;
  const summary = h(
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
    h('dd', {}, `General ${game.side.toUpperCase()}: ${game.setup.generals[game.side].name}`),
    h('dt', {}, 'Round'),
    h('dd', { id: 'game-round' }, `${view.round} of ${game.setup.rounds}`),
    h('dt', {}, 'Phase'),
    h('dd', { id: 'game-phase' }, stageName(view.stage)),
    h('dt', {}, 'Initiative'),
    h('dd', {}, `General ${view.initiative.toUpperCase()}`),
    h('dt', {}, 'Victory Points'),
    h('dd', { id: 'game-vp' }, vp),
  );
  const hand = h(
    'section',
    { id: 'hand', 'aria-label': 'Your hand' },
    h('h3', {}, 'Your hand'),
    (view.own.hand ?? []).length === 0
      ? h('p', {}, 'No cards.')
      : h('ul', {}, ...(view.own.hand ?? []).map((c) => h('li', {}, cardName(game, game.side, c)))),
    h('p', {}, `The other General holds ${view.opponent.handSize} card(s).`),
  );
  const decisionBlock = h(
    'section',
    { id: 'decision', 'aria-label': 'Decision', 'data-index': decision?.index ?? '' },
    h('h3', { tabindex: '-1' }, decision !== undefined ? 'Your decision' : 'Waiting'),
    decision !== undefined
      ? h('p', { id: 'decision-prompt' }, decision.prompt)
      : game.over
        ? h(
            'p',
            { id: 'game-over' },
            `The game is over: ${JSON.stringify(game.result ?? view.result)}`,
          )
        : h(
            'p',
            {},
            game.waitingFor === undefined
              ? 'Nothing to decide.'
              : `Waiting for General ${game.waitingFor.player.toUpperCase()}: ${game.waitingFor.prompt}`,
          ),
    decision === undefined || decision.options.length === 0
      ? undefined
      : h(
          'ul',
          { class: 'options' },
          ...decision.options.map((choice, i) =>
            h(
              'li',
              {},
              h(
                'button',
                {
                  type: 'button',
                  'data-option': i,
                  'data-kind': choice.kind,
                  onclick: () => send(choice),
                },
                describeChoice(game, game.side, choice),
              ),
            ),
          ),
        ),
    placement,
    status,
  );
  const profiles = [...game.setup.generals.a.units, ...game.setup.generals.b.units];
  const units = h(
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
          h('td', {}, (u?.side ?? '?').toUpperCase()),
          h('td', {}, p.name + ((p.traits ?? []).includes('Commander') ? ' (Commander)' : '')),
          h('td', {}, u === undefined ? '' : `${u.models.length} / ${p.models}`),
          h('td', {}, u?.damage ?? ''),
          h('td', {}, [where, ...(u?.statuses ?? [])].filter((s) => s !== '').join(', ')),
        );
      }),
    ),
  );
  const logList = h(
    'ol',
    { id: 'game-log', reversed: true },
    ...log
      .slice()
      .reverse()
      .slice(0, 60)
      .map((entry) =>
        h(
          'li',
          {},
          h(
            'strong',
            {},
            `${entry.index + 1}. General ${entry.side.toUpperCase()}${entry.bot === undefined ? '' : ` (${entry.bot})`}: `,
          ),
          describeChoice(game, entry.side, entry.choice),
          entry.events.length === 0
            ? undefined
            : h('ul', {}, ...entry.events.map((e) => h('li', {}, e.text))),
        ),
      ),
  );
  replace(
    root,
    h('h2', { tabindex: '-1' }, 'Play'),
    h('p', {}, h('a', { href: '#/play' }, 'Set up another game'), ` · game ${game.id}`),
    game.broken === undefined
      ? undefined
      : h(
          'p',
          { class: 'error', role: 'alert' },
          'This game is broken: the engine refused a stored decision.',
        ),
    h(
      'div',
      { class: 'play-table' },
      h('div', { class: 'play-board' }, battlefieldSvg(game, pick, zone)),
      h('div', { class: 'play-side' }, summary, decisionBlock, hand),
    ),
    units,
    h('section', { 'aria-label': 'Game log' }, h('h3', {}, 'Game log'), logList),
    h(
      'p',
      { class: 'not-yet', role: 'note' },
      h('strong', {}, 'Not yet: '),
      'dragging moves with the path length shown live, Line of Sight and range overlays, the odds before an attack, unit profile cards, and the bot playing at a watchable pace.',
    ),
  );
}
