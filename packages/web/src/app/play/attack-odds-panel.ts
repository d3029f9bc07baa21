import { api, failureText } from '../api.js';
import { h, replace } from '../dom.js';
import { type OddsAnswer, oddsResults } from '../odds/odds-results.js';
import {
  type CloseQuartersOddsAnswer,
  type StrikeOdds,
  attackText,
  closeQuartersOdds,
} from './close-quarters-odds.js';
import type { Choice, Game } from './game-types.js';
import { cardName, describeChoice, unitName } from './words.js';

/** What `GET /api/games/:id/odds` answers for a Ranged Attack: the Odds page's answer, and the attack it is for. */
export interface GameOddsAnswer extends OddsAnswer, Omit<StrikeOdds, 'retaliation'> {}

/** The attack a choice makes, as the odds query names it, and the panel's title. */
function attackOf(game: Game, choice: Choice) {
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
 * Retaliation). A Command issued with the attack is counted, as received.
 * Confirm sends the choice.
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
      h(
        'button',
        { type: 'button', id: 'attack-confirm', onclick: () => confirm(choice) },
        `Confirm: ${describeChoice(game, game.side, choice)}`,
      ),
      ' ',
      h('button', { type: 'button', id: 'attack-cancel', onclick: cancel }, 'Choose again'),
    ),
    status,
    results,
  );
  // A Command issued with the attack counts as received: an Interference that would stop it is not weighed.
  const counted =
    choice.command === undefined
      ? ''
      : `, with ${cardName(game, game.side, choice.command)} received (an Interference that would stop it is not weighed)`;
  const query = new URLSearchParams({ side: game.side, attack, attacker, target });
  if (choice.command !== undefined) query.set('command', String(choice.command));
  const url = `/api/games/${encodeURIComponent(game.id)}/odds?${query}`;
  const shown = (text: string, content: HTMLElement) => {
    status.textContent = text;
    panel.dataset.ready = 'true';
    replace(results, content);
  };
  const failed = (error: unknown) => {
    status.textContent = `No odds: ${failureText(error)}`;
    status.className = 'error';
    panel.dataset.ready = 'true';
  };
  if (attack === 'closeQuarters') {
    api<CloseQuartersOddsAnswer>('GET', url).then(
      (odds) => shown(`Exact odds of each attack${counted}.`, closeQuartersOdds(game, odds)),
      failed,
    );
  } else {
    api<GameOddsAnswer>('GET', url).then(
      (odds) => shown(`${attackText(odds)}. Exact odds${counted}.`, oddsResults(odds)),
      failed,
    );
  }
  return panel;
}
