import type { Side } from '../../battlefield/table.js';
import { hasReadyUnit } from '../activation.js';
import type { GameSetup } from '../army.js';
import type { ChoiceConstraint, Decision } from '../choice.js';
import { issuableCards } from '../commands/command-decisions.js';
import { type GameState, other } from '../state.js';
import { unitStep } from '../unit-rules.js';
import { AERIAL_ASSAULT } from './placement.js';

/** glossary: Aerial Assault — "From Round 2 onwards". */
const FIRST_ASSAULT_ROUND = 2;

/** How many of a General's units have the Activated status: a turn taken since changes it. */
export function activatedCount(state: GameState, side: Side): number {
  return Object.values(state.units).filter(
    (u) => u.side === side && u.statuses.includes('activated'),
  ).length;
}

/** The General's Aerial Assault failed in this turn (glossary: then they Activate a unit on the battlefield as normal). */
function failedThisTurn(state: GameState, side: Side): boolean {
  const failed = state.aerialAssaultFailed;
  return (
    failed !== undefined &&
    failed.side === side &&
    failed.round === state.round &&
    failed.activated === activatedCount(state, side)
  );
}

/** A General's units in Reserve that arrive by Aerial Assault (game step arrivesFromReserve), from Round 2. */
function assaultUnits(setup: GameSetup, state: GameState, side: Side): string[] {
  if (state.round < FIRST_ASSAULT_ROUND) return [];
  return Object.values(state.units)
    .filter(
      (u) =>
        u.side === side &&
        u.inReserve &&
        !u.annihilated &&
        unitStep(setup, u.id, 'arrivesFromReserve', 'deployReserves') === 'aerialAssault',
    )
    .map((u) => u.id);
}

/** The final Round: no Special Command is needed, and the General must Activate the unit (never Lost Opportunity). */
export function forcedRound(setup: GameSetup, state: GameState): boolean {
  return state.round >= setup.rounds;
}

/** The units General `side` may Activate by Aerial Assault in this turn: with a card to issue it, or in the final Round. */
export function aerialAssaultNow(setup: GameSetup, state: GameState, side: Side): string[] {
  if (failedThisTurn(state, side)) return [];
  const forced = forcedRound(setup, state);
  return assaultUnits(setup, state, side).filter(
    (u) => forced || issuableCards(setup, state, side, u, 'aerialAssault').length > 0,
  );
}

/** Whether General `side` has a turn to take: a Ready unit, or a unit to Activate by Aerial Assault. */
export function hasTurnToTake(setup: GameSetup, state: GameState, side: Side): boolean {
  return hasReadyUnit(state, side) || aerialAssaultNow(setup, state, side).length > 0;
}

/**
 * The Activation decision with Aerial Assault: its `aerialAssault` constraint
 * (the units, the cards that may issue the Special Command, none needed in the
 * final Round, the enemy zone to keep out of); in the final Round the General
 * must Activate such a unit: no other option.
 */
export function withAerialAssault(
  setup: GameSetup,
  state: GameState,
  decision: Decision,
): Decision {
  const side = decision.player;
  const units = aerialAssaultNow(setup, state, side);
  if (units.length === 0) return decision;
  const forced = forcedRound(setup, state);
  const cards = forced
    ? []
    : [...new Set(units.flatMap((u) => issuableCards(setup, state, side, u, 'aerialAssault')))];
  const constraint: ChoiceConstraint = {
    kind: 'aerialAssault',
    units,
    cards,
    withoutCommand: forced,
    avoid: setup.generals[other(side)].zone,
  };
  return {
    ...decision,
    ...(forced
      ? {
          prompt: `The final Round: Activate your unit by Aerial Assault, deployed anywhere outside the enemy Deployment Zone (${AERIAL_ASSAULT})`,
          options: [],
        }
      : {}),
    constraints: [...(decision.constraints ?? []), constraint],
  };
}
