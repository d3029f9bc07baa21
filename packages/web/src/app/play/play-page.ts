import { api, failureText } from '../api.js';
import { h, replace } from '../dom.js';
import { attackOddsPanel } from './attack-odds-panel.js';
import { attacksInTurnPanel } from './attacks-in-turn-panel.js';
import { makesAttacksInTurn } from './attacks-in-turn.js';
import { playBoard } from './board.js';
import { forwardChoiceForm } from './forward-choice.js';
import { gameOverPanel } from './game-over.js';
import { generalsPanel } from './generals-panel.js';
import { clashChosenPanel } from './clash-chosen-panel.js';
import { clashChoiceForm } from './clash-choice-panel.js';
import { supplyDropPanel } from './supply-drop-panel.js';
import { loadGame } from './load-game.js';
import { lossOrderPanel } from './loss-order-panel.js';
import { demiseOrderPanel } from './demise-order-panel.js';
import { bearingForm } from './bearing-form.js';
import type { Choice, Game, LogEntry } from './game-types.js';
import { placementPanel } from './placement-panel.js';
import { paceSelect, playOut } from './playback.js';
import { rerollsPanel } from './rerolls-panel.js';
import { retaliationPanel } from './retaliation-panel.js';
import { setupForm } from './setup-form.js';
import { gameLog, gameSummary, unitsTable } from './table-parts.js';
import { brokenWords } from './broken-words.js';
import { describeChoice } from './choice-words.js';
import { cardName } from './words.js';
import { generalName } from '../general-name.js';

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

  const refuse = (reason: string) => {
    status.textContent = reason;
    status.className = 'error';
  };
  // The continuous choice (placement or move), if the decision has one.
  const placement =
    decision !== undefined && (decision.constraints ?? []).length > 0
      ? placementPanel(game, decision, send, refuse)
      : undefined;
  const coruscating =
    decision === undefined ? undefined : bearingForm(game, decision, send, refuse);

  // A Ranged Attack (rulebook pp.26-27), Opportunity Fire (p.25) or a Close Quarters Attack (p.28) is confirmed once its odds are shown.
  const oddsSlot = h('div', { id: 'attack-odds-slot' });
  // glossary: Forward: the units with Forward ticked, rather than a button per subset.
  const forwardForm = decision === undefined ? undefined : forwardChoiceForm(game, decision, send);
  // rulebook p.56 Select a Clash: the Clashes offered in a list, rather than a button each.
  const clashForm = decision === undefined ? undefined : clashChoiceForm(decision, send);
  const choose = (choice: Choice) => {
    const ranged = choice.kind === 'rangedAttack' && choice.target !== undefined;
    const several = makesAttacksInTurn(choice);
    if (
      !ranged &&
      !several &&
      choice.kind !== 'closeQuartersAttack' &&
      choice.kind !== 'opportunityFire'
    ) {
      send(choice);
      return;
    }
    // glossary: All-Out Attack (X), Fields of Fire: one block of odds per attack.
    const panel = several ? attacksInTurnPanel : attackOddsPanel;
    replace(
      oddsSlot,
      panel(game, choice, send, () => replace(oddsSlot)),
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
              : `Waiting for ${generalName(game.view.generals, game.waitingFor.player)}: ${game.waitingFor.prompt}`,
          ),
    decision === undefined ||
      decision.options.length === 0 ||
      forwardForm !== undefined ||
      clashForm !== undefined
      ? (forwardForm ?? clashForm)
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
    // rulebook p.33; glossary: Precision, Spectacular Demise (X): what the generic buttons cannot carry.
    rerollsPanel(game, log),
    retaliationPanel(game, send),
    demiseOrderPanel(game, send),
    placement?.element,
    coruscating?.element,
    status,
    oddsSlot,
  );
  const table = playBoard(game, {
    pick: placement?.pick ?? coruscating?.aim,
    zone: placement?.zone,
    move: placement?.move,
    turn: placement?.turn,
    unitControls: (unitId) => lossOrderPanel(game, unitId, send),
  });
  placement?.connect(table);
  replace(
    root,
    h('h2', { tabindex: '-1' }, 'Play'),
    h('p', {}, h('a', { href: '#/play' }, 'Set up another game'), ` · game ${game.id}`),
    game.broken === undefined
      ? undefined
      : h('p', { class: 'error', role: 'alert' }, brokenWords(game.broken)),
    game.broken !== undefined || game.rulesNote === undefined
      ? undefined
      : h('p', { id: 'rules-note' }, `Rules: ${game.rulesNote}`),
    h(
      'div',
      { class: 'play-table' },
      h('div', { class: 'play-board' }, table.board),
      h(
        'div',
        { class: 'play-side' },
        gameOverPanel(game),
        gameSummary(game),
        clashChosenPanel(game),
        generalsPanel(game),
        supplyDropPanel(game),
        playback,
        decisionBlock,
        hand,
        table.inspector,
        paceSelect(),
      ),
    ),
    unitsTable(game),
    h('section', { 'aria-label': 'Game log' }, h('h3', {}, 'Game log'), gameLog(game, log)),
  );
}
