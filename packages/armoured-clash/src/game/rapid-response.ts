import type { GameSetup } from './army.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState } from './state.js';
import { unitStep } from './unit-rules.js';

/** A General's units in Reserve. */
export function inReserve(state: GameState, side: 'a' | 'b'): string[] {
  return Object.values(state.units)
    .filter((u) => u.side === side && u.inReserve && !u.annihilated)
    .map((u) => u.id);
}

/** rulebook p.21 Ready Phase C: Reserves arrive from Round 2. */
const FIRST_RESERVES_ROUND = 2;

/**
 * rulebook p.21 Deploy Reserves: whether a unit in Reserve may be deployed
 * this Round — from Round 2, but not in the final Round (Lost Opportunity);
 * glossary: Rapid Response — in the first Round and the final Round too (game
 * step reservesEveryRound).
 */
export function mayDeployFromReserve(setup: GameSetup, state: GameState, unitId: string): boolean {
  // glossary: Aerial Assault: such a unit arrives by its own Special Command (game/aerial-assault.ts).
  if (unitStep(setup, unitId, 'arrivesFromReserve', 'deployReserves') !== 'deployReserves') {
    return false;
  }
  if (state.round >= FIRST_RESERVES_ROUND && state.round < setup.rounds) return true;
  return unitStep(setup, unitId, 'reservesEveryRound', false);
}

/** A General's units in Reserve that may be deployed this Round (mayDeployFromReserve). */
export function reservesNow(setup: GameSetup, state: GameState, side: 'a' | 'b'): string[] {
  return inReserve(state, side).filter((id) => mayDeployFromReserve(setup, state, id));
}

/** Refuses deploying a unit from Reserve in a Round it may not be (mayDeployFromReserve). */
export function checkDeployableNow(setup: GameSetup, state: GameState, unitId: string): void {
  if (mayDeployFromReserve(setup, state, unitId)) return;
  if (unitStep(setup, unitId, 'arrivesFromReserve', 'deployReserves') === 'aerialAssault') {
    throw new IllegalChoice(
      'glossary: Aerial Assault',
      `${unitId} does not arrive in the Deploy Reserves step: it arrives by Aerial Assault`,
    );
  }
  throw new IllegalChoice(
    'rulebook p.21 Deploy Reserves',
    state.round < FIRST_RESERVES_ROUND
      ? `${unitId} cannot arrive from Reserve in Round 1 (only Rapid Response units can)`
      : `${unitId} cannot arrive from Reserve in the final Round: Lost Opportunity`,
  );
}
