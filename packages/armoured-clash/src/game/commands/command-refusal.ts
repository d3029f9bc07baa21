import type { Side } from '../../battlefield/table.js';
import { lookUpName } from '../../rules/rule-ref.js';
import type { GameSetup } from '../army.js';
import type { GameState } from '../state.js';
import { armyUnit } from '../table-of.js';
import { actsOnRangedAttack } from './attack-boost.js';

/** Why a Command cannot be issued: the rule and the reason. */
export interface CommandRefusal {
  readonly rule: string;
  readonly message: string;
}

/**
 * Why General `side` cannot issue the Command of `card` to `unit` as it
 * declares a Ranged Attack, or undefined when they can: the card in the hand,
 * rulebook p.38 Command Limits (one per Activation), p.37 (not to a Disordered
 * unit), glossary Automata, and the card's Condition. The Condition is read
 * from the card's machine-readable effects: a card whose effects all act on a
 * Ranged Attack (a Combat Rating Bonus for ranged or any attack, Bonus
 * Re-Rolls) may be played now; a card without such effects cannot (yet).
 */
export function commandRefusal(
  setup: GameSetup,
  state: GameState,
  side: Side,
  unit: string,
  card: number,
): CommandRefusal | undefined {
  const issuing = 'rulebook p.37 Issuing Commands';
  if (!state.players[side].deck.hand.includes(card)) {
    return { rule: issuing, message: `card ${card} is not in your hand` };
  }
  if (state.activation?.commandsIssued?.includes(side) === true) {
    return {
      rule: 'rulebook p.38 Command Limits',
      message: 'you have already issued a Command this Activation',
    };
  }
  const profile = armyUnit(setup, unit);
  if (state.units[unit]?.statuses.includes('disordered') === true) {
    return {
      rule: issuing,
      message: `${profile.name} is Disordered: no Command can be issued to it`,
    };
  }
  if (lookUpName(profile.specialRules, 'Automata')) {
    return { rule: 'glossary: Automata', message: `Commands cannot be issued to ${profile.name}` };
  }
  const command = setup.generals[side].deck.cards[card]?.command;
  const effects = command?.effects ?? [];
  if (command === undefined || effects.length === 0 || !effects.every(actsOnRangedAttack)) {
    return {
      rule: issuing,
      message: `the Condition of ${command?.name ?? `card ${card}`} is not met as a unit declares a Ranged Attack (${command?.condition ?? 'no Command'}), or its Effect is not one the engine applies there yet`,
    };
  }
  return undefined;
}
