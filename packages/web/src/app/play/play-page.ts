import { api, failureText } from '../api.js';
import { h, replace } from '../dom.js';
import { attackOddsPanel } from './attack-odds-panel.js';
import { type MoveControls, playBoard } from './board.js';
import { gameOverPanel } from './game-over.js';
import { loadGame } from './load-game.js';
import type { At, Choice, Constraint, Game, LogEntry, Side } from './game-types.js';
import { paceSelect, playOut } from './playback.js';
import { setupForm } from './setup-form.js';
import { gameLog, gameSummary, unitsTable } from './table-parts.js';
import { KIND_NAMES, cardName, describeChoice, unitName } from './words.js';

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

/** Draws the game as it is now; `playback` is the panel of what was just played out. */
async function tablePage(root: HTMLElement, id: string, playback?: HTMLElement): Promise<void> {
  const game = await loadGame(id);
  const log = await api<{ log: LogEntry[] }>(
    'GET',
    `/api/games/${encodeURIComponent(id)}/log?side=${game.side}`,
  );
  drawTable(root, game, log.log, playback);
}

function defaultFacing(game: Game, side: Side): number {
  const edge = game.setup.generals[side].rearEdge;
  return edge === 'south' ? 90 : edge === 'north' ? -90 : edge === 'west' ? 0 : 180;
}

function drawTable(
  root: HTMLElement,
  game: Game,
  log: readonly LogEntry[],
  playback?: HTMLElement,
): void {
  const { view, decision } = game;
  const status = h('p', { id: 'decision-status', role: 'status', 'aria-live': 'polite' });
  const send = (choice: Choice) => {
    if (decision === undefined) return;
    status.textContent = 'Sending…';
    status.className = '';
    api<{ made: LogEntry[] }>('POST', `/api/games/${encodeURIComponent(game.id)}/decisions`, {
      side: game.side,
      index: decision.index,
      choice,
    }).then(
      ({ made }) =>
        playOut(game, made, (at, panel) => drawTable(root, at, log, panel))
          .then((panel) => tablePage(root, game.id, panel))
          .then(() => root.querySelector<HTMLElement>('#decision h3')?.focus()),
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
  let move: MoveControls | undefined;
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
    const choiceAt = (at: At): Choice => {
      const c = chosen();
      const f = Number(facing.value);
      const base = { at, facing: Number.isFinite(f) ? f : 0 };
      if (c.kind === 'deploy' || c.kind === 'deployReserve')
        return { kind: c.kind, unit: unitSelect.value, ...base };
      if (c.kind === 'charge') return { kind: 'charge', target: target.value, ...base };
      return { kind: c.kind, ...base };
    };
    pick = (at: At) => {
      x.value = String(at[0]);
      y.value = String(at[1]);
      send(choiceAt(at));
    };
    const submit = pick;
    move = {
      mover: () => (chosen().limit === undefined ? undefined : chosen().unit),
      choiceAt,
      submit,
    };
    // A point typed for a move gets the same dry run as a drag (the verdict under the battlefield).
    const typed = () => {
      const at: At = [Number(x.value), Number(y.value)];
      if (x.value !== '' && y.value !== '' && at.every(Number.isFinite)) table.checkAt(at);
    };
    x.addEventListener('input', typed);
    y.addEventListener('input', typed);
    const constraintText = (c: Constraint) =>
      c.limit === undefined ? '' : ` (Movement Limit ${c.limit}")`;
    placement = h(
      'fieldset',
      { id: 'placement' },
      h('legend', {}, 'Place or move on the battlefield'),
      h(
        'p',
        {},
        'Click the battlefield to put the Officer there (the unit forms up around it), drag the moving unit there (its path checked as you drag), or type the point and press Place.',
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

  // A Ranged Attack is confirmed once its odds are shown (rulebook pp.26-27).
  const oddsSlot = h('div', { id: 'attack-odds-slot' });
  const choose = (choice: Choice) => {
    if (choice.kind !== 'rangedAttack' || choice.target === undefined) {
      send(choice);
      return;
    }
    replace(
      oddsSlot,
      attackOddsPanel(game, choice, send, () => replace(oddsSlot)),
    );
    oddsSlot.querySelector<HTMLElement>('#attack-odds h3')?.focus();
  };
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
        ? h('p', { id: 'game-over' }, 'The game is over.')
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
                  onclick: () => choose(choice),
                },
                describeChoice(game, game.side, choice),
              ),
            ),
          ),
        ),
    placement,
    status,
    oddsSlot,
  );
  const table = playBoard(game, { pick, zone, move });
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
      h('div', { class: 'play-board' }, table.board),
      h(
        'div',
        { class: 'play-side' },
        gameOverPanel(game),
        gameSummary(game),
        playback,
        decisionBlock,
        hand,
        table.inspector,
        paceSelect(),
      ),
    ),
    unitsTable(game),
    h('section', { 'aria-label': 'Game log' }, h('h3', {}, 'Game log'), gameLog(game, log)),
    h(
      'p',
      { class: 'not-yet', role: 'note' },
      h('strong', {}, 'Not yet: '),
      'the odds of a Charge before it is made.',
    ),
  );
}
