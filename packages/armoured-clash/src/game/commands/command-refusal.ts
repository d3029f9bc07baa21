import type { Side, Table } from '../../battlefield/table.js';
import type { CommandConquestCard } from '../../cards/deck-definition.js';
import type { GameSetup } from '../army.js';
import type { GameState } from '../state.js';
import { armyUnit } from '../army-unit.js';
import type { OccasionKind } from './command-moments.js';
import { fitsOccasion } from './occasion-cards.js';
import { flankAttackBarred } from './flank-attack-barred.js';
import { immobileRefusal } from './immobile-unit.js';
import { refusedByRules } from './refused-by-rules.js';
import { withinReach } from './within-reach.js';
import { commandsIssuedNow } from '../aircraft/interception-state.js';

/** Why a Command cannot be issued: the rule and the reason. */
export interface CommandRefusal {
  readonly rule: string;
  readonly message: string;
}

const ISSUING = 'rulebook p.37 Issuing Commands';

type Command = CommandConquestCard['command'];

/**
 * Why General `side` cannot issue a Command with `card` to `unit` now, or
 * undefined when they can: the card in the hand, rulebook p.38 Command Limits
 * (one per Activation: `activation.commandsIssued`), p.37 (not to a Disordered
 * unit), the unit's rules forbidding Commands (game step commandsForbidden:
 * glossary Automata, Irrepressable) and Jamming (X") (refused-by-rules.ts),
 * a Flank Attack barred by the unit's rules (glossary: Large; flank-attack-barred.ts).
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
    (occasion === 'flankAttack' ? flankAttackBarred(setup, unit) : undefined) ??
    (occasion === 'flankAttack' ||
    occasion === 'intercept' ||
    occasion === 'aerialAssault' ||
    occasion === 'portalMastery'
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
  // In an Interception Sortie, its own count (glossary: Interceptor; aircraft/interception-state.ts).
  if (commandsIssuedNow(state.activation).includes(side)) {
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
  return refusedByRules(setup, state, unit);
}

/**
 * The card's Condition, read from its data: its `moment` must be one the
 * declaration reaches (command-moments.ts), the unit of a Unit Type it names,
 * every machine-readable effect one the engine applies there (none adding to
 * the Movement Limit of a unit of Speed 0: immobile-unit.ts), and the unit
 * within the distance it names of the active unit (Covering Fire). A card with
 * text only cannot be issued (yet). `reach`: whether the unit is within a
 * distance of the active unit (withinReach; a caller asking of many cards may
 * pass one that remembers its answers).
 */
export function cardRefusal(
  setup: GameSetup,
  state: GameState,
  side: Side,
  unit: string,
  card: number,
  occasion: OccasionKind,
  reach: (within: number | undefined) => boolean = (within) =>
    withinReach(setup, state, unit, within),
): CommandRefusal | undefined {
  const command = setup.generals[side].deck.cards[card]?.command;
  // rulebook p.12 Speed: a unit of Speed 0 cannot move (Forced March).
  const immobile = immobileRefusal(setup, unit, command?.effects ?? []);
  if (immobile !== undefined) return immobile;
  if (conditionMet(setup, state, unit, command, occasion, reach)) return undefined;
  const profile = armyUnit(setup, unit);
  return {
    rule: ISSUING,
    message: `the Condition of ${command?.name ?? `card ${card}`} (${command?.condition ?? 'no Command'}) is not met for ${profile.name} now, or its Effect is not one the engine applies yet`,
  };
}

/**
 * Whether cardRefusal (same arguments) accepts the card, its refusal not made:
 * for listing the cards of a hand. `table`: the state's table, when the caller has it already.
 */
export function cardAccepted(
  setup: GameSetup,
  state: GameState,
  side: Side,
  unit: string,
  card: number,
  occasion: OccasionKind,
  table?: Table,
): boolean {
  const command = setup.generals[side].deck.cards[card]?.command;
  return (
    immobileRefusal(setup, unit, command?.effects ?? []) === undefined &&
    conditionMet(setup, state, unit, command, occasion, (within) =>
      withinReach(setup, state, unit, within, table),
    )
  );
}

/** The card's Condition without its Speed 0 refusal (cardRefusal). */
function conditionMet(
  setup: GameSetup,
  state: GameState,
  unit: string,
  command: Command | undefined,
  occasion: OccasionKind,
  reach: (within: number | undefined) => boolean,
): boolean {
  const suppressed = state.units[unit]?.statuses.includes('suppressed') === true;
  return (
    command !== undefined &&
    fitsOccasion(command, occasion, suppressed) &&
    (command.unitTypes === undefined || command.unitTypes.includes(armyUnit(setup, unit).type)) &&
    reach(command.within)
  );
}
