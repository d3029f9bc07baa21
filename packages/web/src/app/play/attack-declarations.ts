import { h } from '../dom.js';
import type { Choice, Game } from './game-types.js';
import { modelPicker } from './model-picker.js';
import { precisionOffers } from './precision-offers.js';
import { profileOf } from './profile-card.js';
import { withDeclarations } from './declared-query.js';

/** The attacks the odds query names (docs/server.md `GET /api/games/:id/odds`). */
export type OddsAttack = 'ranged' | 'opportunityFire' | 'closeQuarters';

/** Whether a row `unit` makes `attack` with has the quality `name` (a Close Quarters attack: its Melee or Impact rows). */
export function rowsHave(game: Game, unit: string, attack: OddsAttack, name: string): boolean {
  const rows = profileOf(game, unit)?.armaments.rows ?? [];
  return rows.some(
    (row) =>
      (attack === 'closeQuarters') === (row.attack !== 'ranged') &&
      row.qualities.some((q) => q.name === name),
  );
}

/** The declarations part of the panel, and the choice as they make it now. */
export interface DeclarationsForm {
  readonly element: HTMLElement;
  readonly choice: () => Choice;
}

/**
 * glossary: Precision, Overcharge: what the General may declare with the
 * attack besides the option chosen, offered when a row of the attacking unit
 * has the quality: the target's models Precision Destroys, picked in order
 * among those the server offers pick by pick (precision-offers.ts),
 * and a Close Quarters Attack Overcharged. `ask` weighs the attack again with
 * them; the attack is confirmed with the same declarations.
 */
export function declarationsForm(
  game: Game,
  choice: Choice,
  parties: { readonly attacker: string; readonly target: string; readonly attack: OddsAttack },
  ask: (choice: Choice) => void,
): DeclarationsForm | undefined {
  const { attacker, target, attack } = parties;
  const precise = rowsHave(game, attacker, attack, 'Precision');
  const overchargeable =
    attack === 'closeQuarters' && rowsHave(game, attacker, attack, 'Overcharge');
  if (!precise && !overchargeable) return undefined;
  const models = (game.view.units[target]?.models ?? []).map((m) => m.id);
  const picker = precise
    ? modelPicker(
        'attack-precision',
        'Precision: the target’s models the attack Destroys, in order',
        models,
        [],
        precisionOffers(game, target),
      )
    : undefined;
  const overcharge = h('input', { type: 'checkbox', id: 'attack-overcharge' });
  const current = () => withDeclarations(choice, picker?.picks() ?? [], overcharge.checked);
  const element = h(
    'fieldset',
    { id: 'attack-declarations' },
    h('legend', {}, 'Declared with the attack'),
    picker?.element,
    overchargeable &&
      h(
        'p',
        {},
        overcharge,
        ' ',
        h('label', { for: 'attack-overcharge' }, 'Overcharge (glossary: Overcharge)'),
      ),
    h(
      'button',
      { type: 'button', id: 'attack-declare', onclick: () => ask(current()) },
      'Weigh the attack with these declarations',
    ),
  );
  return { element, choice: current };
}
