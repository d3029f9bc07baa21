import type { Side } from '../../battlefield/table.js';
import type { GameSetup } from '../army.js';
import type { Choice, ChoiceConstraint, Decision } from '../choice.js';
import { movementLimit } from '../manoeuvre-limits.js';
import { reservesNow } from '../rapid-response.js';
import { type GameState, other } from '../state.js';
import { armyUnit } from '../army-unit.js';
import type { OccasionKind } from './command-moments.js';
import { cardAccepted, unitRefusal } from './command-refusal.js';
import { flanksWithoutCommand } from './flank-attack.js';
import { flankAttackBarred } from './flank-attack-barred.js';
import { fittingHandCards } from './occasion-cards.js';
import { generalCalled } from '../generals/generals-draw.js';
import { SPECIAL_COMMAND_KINDS } from './pending-command.js';

/**
 * rulebook p.38 Interference: the other General's decision once a Command is
 * issued. Any card of their hand may be played, or none; the prompt names the
 * unit and not the card (it lies face down until revealed).
 */
export function interferenceDecision(setup: GameSetup, state: GameState): Decision | undefined {
  const pending = state.command;
  if (pending === undefined) return undefined;
  const player = other(pending.side);
  return {
    player,
    prompt: `${generalCalled(state, pending.side)} issues a Command to ${armyUnit(setup, pending.unit).name}: Interfere with a card from your hand, or let it pass (rulebook p.38)`,
    options: [
      ...state.players[player].deck.hand.map((card): Choice => ({ kind: 'interfere', card })),
      { kind: 'noInterference' },
    ],
  };
}

/** The cards of a General's hand whose Command may be issued to `unit` with a declaration now (as commandRefusal). */
export function issuableCards(
  setup: GameSetup,
  state: GameState,
  side: Side,
  unit: string,
  occasion: OccasionKind,
): number[] {
  const hand = state.players[side].deck.hand;
  // rulebook p.37 Issuing Commands: a Command is issued with a card of the hand; with none, no card is looked at.
  if (hand.length === 0) return [];
  const special = SPECIAL_COMMAND_KINDS.some((kind) => kind === occasion);
  // Only the cards that fit the declaration at all are asked about (none: no Command, whatever the unit).
  const fitting = special ? hand : fittingHandCards(setup, state, side, unit, occasion);
  if (fitting.length === 0 || unitRefusal(setup, state, side, unit) !== undefined) return [];
  if (occasion === 'flankAttack' && flankAttackBarred(setup, unit) !== undefined) return [];
  if (special) return hand.slice();
  return fitting.filter((card) => cardAccepted(setup, state, side, unit, card, occasion));
}

/** rulebook p.22: Activations with a Command issued as each unit is Activated (Field Repairs; Rally Tests, p.24). */
export function commandedActivations(
  setup: GameSetup,
  state: GameState,
  units: readonly string[],
): Choice[] {
  return units.flatMap((unit) =>
    issuableCards(setup, state, state.turn, unit, 'activate').map((command): Choice => ({
      kind: 'activate',
      unit,
      command,
    })),
  );
}

/**
 * The Attack Step's Ranged Attacks with a Command issued as each is declared
 * (rulebook p.37): one option per target and per card the General may issue
 * to the active unit now.
 */
export function commandedAttacks(
  setup: GameSetup,
  state: GameState,
  targets: readonly string[],
): Choice[] {
  const unit = state.activation?.unit;
  const side = unit === undefined ? undefined : state.units[unit]?.side;
  if (unit === undefined || side === undefined) return [];
  const cards = issuableCards(setup, state, side, unit, 'rangedAttack');
  return targets.flatMap((target) =>
    cards.map((command): Choice => ({ kind: 'rangedAttack', target, command })),
  );
}

/** rulebook p.28: the Close Quarters Attack with a Command issued as it is declared (Like Lions). */
export function commandedCloseQuarters(setup: GameSetup, state: GameState): Choice[] {
  const unit = state.activation?.unit;
  const side = unit === undefined ? undefined : state.units[unit]?.side;
  if (unit === undefined || side === undefined) return [];
  return issuableCards(setup, state, side, unit, 'closeQuartersAttack').map((command): Choice => ({
    kind: 'closeQuartersAttack',
    command,
  }));
}

/** rulebook p.25: Opportunity Fire with a Command issued to the reacting unit as it declares the attack. */
export function commandedReactions(
  setup: GameSetup,
  state: GameState,
  reacting: readonly string[],
): Choice[] {
  return reacting.flatMap((unit) => {
    const side = state.units[unit]?.side;
    if (side === undefined) return [];
    return issuableCards(setup, state, side, unit, 'opportunityFire').map((command): Choice => ({
      kind: 'opportunityFire',
      unit,
      command,
    }));
  });
}

/** The cards a Double Time may be made with (Forced March), for the doubleTime constraint. */
export function doubleTimeCommands(setup: GameSetup, state: GameState): number[] {
  const unit = state.activation?.unit;
  const side = unit === undefined ? undefined : state.units[unit]?.side;
  if (unit === undefined || side === undefined) return [];
  return issuableCards(setup, state, side, unit, 'doubleTime');
}

/**
 * rulebook p.21 Flank Attack: the units in Reserve the General whose turn it
 * is may deploy with the Special Command, and the cards (each of the hand,
 * p.38) to issue it with, or without one (Vanguard in Lord of the Manor, p.61
 * Scouting Parties); none when no unit may.
 */
export function flankAttackConstraint(
  setup: GameSetup,
  state: GameState,
): ChoiceConstraint | undefined {
  const side = state.turn;
  const hand = state.players[side].deck.hand;
  const reserve = reservesNow(setup, state, side);
  const withoutCommand = reserve.filter((unit) => flanksWithoutCommand(setup, unit));
  const units = reserve.filter(
    (unit) =>
      withoutCommand.includes(unit) ||
      issuableCards(setup, state, side, unit, 'flankAttack').length > 0,
  );
  if (units.length === 0) return undefined;
  return {
    kind: 'flankAttack',
    units,
    cards: hand.slice(),
    withoutCommand,
    avoid: setup.generals[other(side)].zone,
  };
}

/**
 * The answers owed once a Command failed: the Double Time declared with it,
 * out of reach, made again within the normal Movement Limit; or a failed Flank
 * Attack's unit kept in Reserve or deployed by the standard rules (rulebook p.21).
 */
export function owedDecision(setup: GameSetup, state: GameState): Decision | undefined {
  const activation = state.activation;
  if (activation?.doubleTimeOwed === true) {
    const unit = armyUnit(setup, activation.unit);
    return {
      player: state.turn,
      prompt: `${unit.name}: the Command failed; make the Double Time within the Movement Limit (rulebook p.24)`,
      options: [],
      constraints: [
        {
          kind: 'doubleTime',
          unit: unit.id,
          limit: movementLimit(setup, unit.id, 'doubleTime', state.units),
        },
      ],
    };
  }
  const failed = state.flankAttackFailed;
  if (failed === undefined) return undefined;
  return {
    player: failed.side,
    prompt: `The Flank Attack of ${armyUnit(setup, failed.unit).name} failed: keep it in Reserve, or deploy it by the standard rules (rulebook p.21)`,
    options: [{ kind: 'keepInReserve', unit: failed.unit }],
    constraints: [
      { kind: 'deployReserve', units: [failed.unit], zone: setup.generals[failed.side].zone },
    ],
  };
}
