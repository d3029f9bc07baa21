import { api, failureText } from '../api.js';
import { h } from '../dom.js';
import { askOdds } from './attack-odds-panel.js';
import { type AttackInTurn, dependsOnText } from './attacks-in-turn.js';
import type { Choice, Game } from './game-types.js';
import { describeChoice } from './choice-words.js';
import { unitName } from './words.js';

/** The title of one attack's block: who attacks whom, and how. */
function blockTitle(game: Game, attack: AttackInTurn, order: number): string {
  const how = attack.attack === 'closeQuarters' ? 'in Close Quarters' : '(Ranged Attack)';
  return `Attack ${order}: ${unitName(game, attack.attacker)} against ${unitName(game, attack.target)} ${how}`;
}

/**
 * One attack's block: its exact odds from the server's odds endpoint, or,
 * when they depend on the attack before it, that said in words (never a
 * number weighed on a table the earlier attack will have changed).
 */
function attackBlock(
  game: Game,
  attack: AttackInTurn,
  order: number,
  weighed: () => void,
): HTMLElement {
  const status = h('p', { class: 'attack-in-turn-status', role: 'status' }, 'Computing the odds…');
  const results = h('div', { class: 'attack-in-turn-results' });
  const block = h(
    'section',
    {
      class: 'attack-in-turn',
      'data-target': attack.target,
      'data-attack': attack.attack,
    },
    h('h4', {}, blockTitle(game, attack, order)),
    status,
    results,
  );
  if (attack.dependsOn !== undefined) {
    status.textContent = dependsOnText(attack.dependsOn);
    block.dataset.depends = attack.dependsOn;
    block.dataset.ready = 'true';
    weighed();
    return block;
  }
  const shown = (content: HTMLElement) => {
    results.append(content);
    block.dataset.ready = 'true';
    weighed();
  };
  askOdds(game, attack.alone, attack, status, shown, `attack-${order}-odds`);
  return block;
}

/** The server's answer (docs/server.md `POST /api/games/:id/attacks`). */
interface AttacksAnswer {
  readonly attacks: readonly AttackInTurn[];
}

/**
 * glossary: All-Out Attack (X), Fields of Fire: the exact odds of each attack
 * the choice makes, one block per attack in the order the engine makes them
 * (asked of the server: after a Charge, the Close Quarters Combat first), before
 * the General confirms it, each with the Command and the Precision picks it is
 * made with. Confirm sends the choice as offered.
 */
export function attacksInTurnPanel(
  game: Game,
  choice: Choice,
  confirm: (choice: Choice) => void,
  cancel: () => void,
): HTMLElement {
  const status = h('p', { id: 'attacks-in-turn-status', role: 'status' }, 'Listing the attacks…');
  const panel = h(
    'section',
    { id: 'attack-odds', 'aria-labelledby': 'attack-odds-title', 'data-attack': choice.kind },
    h(
      'h3',
      { id: 'attack-odds-title', tabindex: '-1' },
      `Odds of each attack: ${describeChoice(game, game.side, choice)}`,
    ),
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
  );
  const shown = ({ attacks }: AttacksAnswer) => {
    status.remove();
    let left = attacks.length;
    const weighed = () => {
      left -= 1;
      if (left === 0) panel.dataset.ready = 'true';
    };
    attacks.forEach((attack, i) => panel.append(attackBlock(game, attack, i + 1, weighed)));
  };
  const path = `/api/games/${encodeURIComponent(game.id)}/attacks`;
  api<AttacksAnswer>('POST', path, { side: game.side, choice }).then(shown, (error: unknown) => {
    status.textContent = failureText(error);
    panel.dataset.ready = 'true';
  });
  return panel;
}
