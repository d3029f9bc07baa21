import type { Side } from '../../battlefield/table.js';
import { lookUpName } from '../../rules/rule-ref.js';
import type { GameSetup } from '../army.js';
import type { GameState } from '../state.js';
import { armyUnit } from '../army-unit.js';
import { type OccasionKind, effectActsAt, momentsOf } from './command-moments.js';
import { refusedByRules } from './refused-by-rules.js';

/** Why a Command cannot be issued: the rule and the reason. */
export interface CommandRefusal {
  readonly rule: string;
  readonly message: string;
}

const ISSUING = 'rulebook p.37 Issuing Commands';

/**
 * Why General `side` cannot issue a Command with `card` to `unit` now, or
 * undefined when they can: the card in the hand, rulebook p.38 Command Limits
 * (one per Activation: `activation.commandsIssued`), p.37 (not to a Disordered
 * unit), glossary Automata, Irrepressable and Jamming (X") (refused-by-rules.ts).
 * The rest is the card's Condition
 * (cardRefusal), unless the Command is a Special one (every card will do, p.38).
 */
export function commandRefusal(
  setup: GameSetup,
  state: GameState,
  side: Side,
  unit: string,
  card: number,
  occasion: OccasionKind,
): CommandRefusal | undefined {
  if (!state.players[side].deck.hand.includes(card)) {
    return { rule: ISSUING, message: `card ${card} is not in your hand` };
  }
  return (
    unitRefusal(setup, state, side, unit) ??
    (occasion === 'flankAttack' || occasion === 'intercept' || occasion === 'aerialAssault'
      ? undefined
      : cardRefusal(setup, state, side, unit, card, occasion))
  );
}

/**
 * Why no Command at all can be issued by General `side` to `unit` now: the
 * Command Limits, Disordered, and the rules that forbid it (asked once per
 * unit when the options are listed: Jamming measures).
 */
export function unitRefusal(
  setup: GameSetup,
  state: GameState,
  side: Side,
  unit: string,
): CommandRefusal | undefined {
  if (state.activation?.commandsIssued?.includes(side) === true) {
    return {
      rule: 'rulebook p.38 Command Limits',
      message: 'you have already issued a Command this Activation',
    };
  }
  const profile = armyUnit(setup, unit);
  if (state.units[unit]?.statuses.includes('disordered') === true) {
    return {
      rule: ISSUING,
      message: `${profile.name} is Disordered: no Command can be issued to it`,
    };
  }
  if (lookUpName(profile.specialRules, 'Automata')) {
    return { rule: 'glossary: Automata', message: `Commands cannot be issued to ${profile.name}` };
  }
  return refusedByRules(setup, state, unit);
}

/**
 * The card's Condition, read from its data: its `moment` must be one the
 * declaration reaches (command-moments.ts), the unit of a Unit Type it names,
 * and every machine-readable effect one the engine applies there. A card with
 * text only cannot be issued (yet).
 */
export function cardRefusal(
  setup: GameSetup,
  state: GameState,
  side: Side,
  unit: string,
  card: number,
  occasion: OccasionKind,
): CommandRefusal | undefined {
  const command = setup.generals[side].deck.cards[card]?.command;
  const suppressed = state.units[unit]?.statuses.includes('suppressed') === true;
  const effects = command?.effects ?? [];
  const profile = armyUnit(setup, unit);
  const met =
    command?.moment !== undefined &&
    momentsOf(occasion, suppressed).includes(command.moment) &&
    (command.unitTypes === undefined || command.unitTypes.includes(profile.type)) &&
    effects.length > 0 &&
    effects.every((effect) => effectActsAt(occasion, effect));
  if (met) return undefined;
  return {
    rule: ISSUING,
    message: `the Condition of ${command?.name ?? `card ${card}`} (${command?.condition ?? 'no Command'}) is not met for ${profile.name} now, or its Effect is not one the engine applies yet`,
  };
}
