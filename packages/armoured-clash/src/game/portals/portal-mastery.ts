import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import { unitToActivate } from '../activation.js';
import { isAircraft } from '../aircraft/aircraft.js';
import type { Choice } from '../choice.js';
import { unitRefusal } from '../commands/command-refusal.js';
import { issueCommand } from '../commands/issue-command.js';
import type { GameEvent } from '../events.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { PORTAL_MASTERY } from './portal-limit.js';
import { portalMasteryOf } from './portal-received.js';
import {
  refuseStartDeclarations,
  startDeclarations,
  startDeclarationsOf,
} from '../start-declarations.js';

/**
 * The Activations a General may start with the Special Command of Portal
 * Mastery (X): one for each Ready unit with the rule on the battlefield (an
 * Aircraft unit makes an Air Support Sortie instead, rulebook p.50), each
 * card of the hand (a Special Command is issued with whichever card, rulebook p.38)
 * and each combination of Soar (X") and Locomotor Boosters it can declare with it,
 * unless no Command can be issued to it (Disordered, Automata, Jamming).
 */
export function portalMasteryActivations(
  setup: GameSetup,
  state: GameState,
  units: readonly string[],
): Choice[] {
  const hand = state.players[state.turn].deck.hand;
  return units
    .filter(
      (unit) =>
        state.units[unit]?.deployed === true &&
        !isAircraft(setup, unit) &&
        portalMasteryOf(setup, unit) !== undefined &&
        unitRefusal(setup, state, state.turn, unit) === undefined,
    )
    .flatMap((unit) =>
      startDeclarationsOf(setup, state, unit).flatMap((declared) =>
        hand.map((card): Choice => ({ kind: 'activate', unit, portalMastery: card, ...declared })),
      ),
    );
}

/**
 * glossary: Portal Mastery (X) — at the start of the unit's Activation its
 * General attempts to issue the Special Command with `card`: played face down,
 * the other General may Interfere (rulebook pp.37-38). The Activation begins
 * once it is received or fails (portal-received.ts). One Command is issued as
 * the Activation starts (rulebook p.38 Command Limits): not with `command`.
 * Soar (X") and Locomotor Boosters, declared at the same start, are made once
 * the Command is settled (start-declarations.ts).
 */
export function issuePortalMastery(
  setup: GameSetup,
  state: GameState,
  choice: Extract<Choice, { kind: 'activate' }>,
): GameEvent[] {
  const { unit: unitId, portalMastery: card } = choice;
  if (card === undefined) throw new RangeError('no card issues the Special Command');
  if (choice.command !== undefined) {
    throw new IllegalChoice(
      PORTAL_MASTERY,
      'its Special Command is the one Command issued as the Activation starts (rulebook p.38 Command Limits): no other card with it',
    );
  }
  const unit = unitToActivate(state, unitId);
  if (portalMasteryOf(setup, unitId) === undefined || !unit.deployed || isAircraft(setup, unitId)) {
    throw new IllegalChoice(
      PORTAL_MASTERY,
      `${armyUnit(setup, unitId).name} has no Portal Mastery it can use as it is Activated`,
    );
  }
  const declared = startDeclarations(choice);
  refuseStartDeclarations(setup, state, unitId, declared);
  return issueCommand(
    setup,
    state,
    {
      side: unit.side,
      card,
      unit: unitId,
      with: { kind: 'portalMastery', ...declared },
      special: 'portalMastery',
    },
    'as it is Activated (Portal Mastery)',
  );
}
