import { api, failureText } from '../api.js';
import { h, replace } from '../dom.js';
import { type OddsAnswer, oddsResults } from '../odds/odds-results.js';
import {
  type CloseQuartersOddsAnswer,
  type StrikeOdds,
  attackText,
  closeQuartersOdds,
} from './close-quarters-odds.js';
import { type OddsAttack, declarationsForm } from './attack-declarations.js';
import {
  type DeclaredAnswer,
  declarationsQuery,
  lossOrderText,
  officerLostText,
} from './declared-query.js';
import type { Choice, Game } from './game-types.js';
import { describeChoice } from './choice-words.js';
import { cardName, unitName } from './words.js';

/** What `GET /api/games/:id/odds` answers for a Ranged Attack: the Odds page's answer, and the attack it is for. */
export interface GameOddsAnswer extends OddsAnswer, Omit<StrikeOdds, 'retaliation'> {}

/** The attack a choice makes, as the odds query names it, and the panel's title. */
function attackOf(
  game: Game,
  choice: Choice,
): { attacker: string; target: string; attack: OddsAttack; title: string } {
  const attacker = game.view.activation?.unit ?? '';
  if (choice.kind === 'closeQuartersAttack') {
    const target = game.view.activation?.charge?.target ?? '';
    return {
      attacker,
      target,
      attack: 'closeQuarters',
      title: `Odds: ${unitName(game, attacker)} against ${unitName(game, target)} in Close Quarters`,
    };
  }
  if (choice.kind === 'opportunityFire') {
    // rulebook p.25: the unit On Lookout fires at the active unit.
    return {
      attacker: choice.unit,
      target: attacker,
      attack: 'opportunityFire',
      title: `Odds: ${unitName(game, choice.unit)} fires at ${unitName(game, attacker)} (Opportunity Fire)`,
    };
  }
  const target = choice.target ?? '';
  return {
    attacker,
    target,
    attack: 'ranged',
    title: `Odds: ${unitName(game, attacker)} fires at ${unitName(game, target)}`,
  };
}

/**
 * The exact odds of an attack before the General confirms it, as the server
 * computes them for that attack in this game: a Ranged Attack (dice, Combat
 * Rating and what gave it, the target's Defence; hits, Damage, models destroyed
 * and the Suppression Test), Opportunity Fire at the active unit (the same,
 * with its penalty and without a Suppression Test unless the target's rules
 * allow one), or the Close Quarters Combat of a unit that
 * Charged (each attack in the order it is made, the charging unit's and the
 * Retaliation). A Command issued with the attack is counted, as received;
 * so are the declarations made with it (attack-declarations.ts: Precision's
 * picks, with the odds the target loses its Officer; Overcharge; the Exposed
 * models): Confirm sends the choice with the declarations last weighed.
 */
export function attackOddsPanel(
  game: Game,
  choice: Choice,
  confirm: (choice: Choice) => void,
  cancel: () => void,
): HTMLElement {
  const { attacker, target, attack, title } = attackOf(game, choice);
  const status = h('p', { id: 'attack-odds-status', role: 'status' }, 'Computing the odds…');
  const results = h('div', { id: 'attack-odds-results', 'aria-live': 'polite' });
  // The choice as declared now: confirmed with the declarations its odds were weighed with.
  let declared = choice;
  const confirmButton = h(
    'button',
    { type: 'button', id: 'attack-confirm', onclick: () => confirm(declared) },
    `Confirm: ${describeChoice(game, game.side, choice)}`,
  );
  const weigh = (current: Choice) => {
    declared = current;
    delete panel.dataset.ready;
    confirmButton.textContent = `Confirm: ${describeChoice(game, game.side, current)}`;
    status.textContent = 'Computing the odds…';
    status.className = '';
    askOdds(game, current, { attacker, target, attack }, status, (content) => {
      panel.dataset.ready = 'true';
      replace(results, content);
    });
  };
  const declarations = declarationsForm(game, choice, { attacker, target, attack }, weigh);
  const panel = h(
    'section',
    {
      id: 'attack-odds',
      'aria-labelledby': 'attack-odds-title',
      'data-target': target,
      'data-attack': attack,
    },
    h('h3', { id: 'attack-odds-title', tabindex: '-1' }, title),
    h(
      'p',
      {},
      confirmButton,
      ' ',
      h('button', { type: 'button', id: 'attack-cancel', onclick: cancel }, 'Choose again'),
    ),
    declarations?.element,
    status,
    results,
  );
  weigh(choice);
  return panel;
}

/** The results, after a note when the odds assume the default order of the target's losses (rulebook pp.34-35). */
function withLossOrderNote(answer: DeclaredAnswer, results: HTMLElement): HTMLElement {
  const note = lossOrderText(answer);
  return note === '' ? results : h('div', {}, h('p', { class: 'loss-order-note' }, note), results);
}

/**
 * Asks the server the odds of `choice` with its declarations (Command,
 * Precision, Overcharge, Exposed models: declarationsQuery) and shows them:
 * `shown` with the results (their tables' ids start with `prefix`), or the
 * refusal in `status`.
 */
export function askOdds(
  game: Game,
  choice: Choice,
  parties: { readonly attacker: string; readonly target: string; readonly attack: OddsAttack },
  status: HTMLElement,
  shown: (content: HTMLElement) => void,
  prefix = 'odds',
): void {
  const { attacker, target, attack } = parties;
  // A Command issued with the attack counts as received: an Interference that would stop it is not weighed.
  const counted =
    choice.command === undefined
      ? ''
      : `, with ${cardName(game, game.side, choice.command)} received (an Interference that would stop it is not weighed)`;
  const query = new URLSearchParams({ side: game.side, attack, attacker, target });
  if (choice.command !== undefined) query.set('command', String(choice.command));
  declarationsQuery(choice, attacker, query);
  const url = `/api/games/${encodeURIComponent(game.id)}/odds?${query}`;
  const show = (text: string, content: HTMLElement) => {
    status.textContent = text;
    shown(content);
  };
  const failed = (error: unknown) => {
    status.textContent = `No odds: ${failureText(error)}`;
    status.className = 'error';
    shown(h('div'));
  };
  if (attack === 'closeQuarters') {
    api<CloseQuartersOddsAnswer & DeclaredAnswer>('GET', url).then(
      (odds) =>
        show(
          `Exact odds of each attack${counted}. ${officerLostText(odds)}`.trim(),
          withLossOrderNote(odds, closeQuartersOdds(game, odds)),
        ),
      failed,
    );
  } else {
    api<GameOddsAnswer & DeclaredAnswer>('GET', url).then(
      (odds) =>
        show(
          `${attackText(odds)}. Exact odds${counted}. ${officerLostText(odds)}`.trim(),
          withLossOrderNote(odds, oddsResults(odds, prefix)),
        ),
      failed,
    );
  }
}
