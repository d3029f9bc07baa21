import { EPSILON } from '@warroom/engine';
import { distanceBetweenUnits } from '../battlefield/table.js';
import type { GameSetup } from './army.js';
import type { Choice, Decision } from './choice.js';
import { isCoordinated } from './coordinated.js';
import { type GameEvent, event } from './events.js';
import { hasTrait } from './held-rules.js';
import { IllegalChoice } from './rule-error.js';
import { type GameState, type UnitState, other } from './state.js';
import { armyUnit } from './army-unit.js';
import { tableOf } from './table-of.js';
import { unitStep } from './unit-rules.js';

const RULE = 'glossary: Support (X)';

/** glossary: Support (X) — how close the unit Activated next must be, in inches. */
export const SUPPORT_DISTANCE = 3;

/** The follow-up Activation a Support (X) unit offers its General, once its own Activation ends. */
export interface SupportOffer {
  readonly side: GameState['turn'];
  /** The unit whose Activation ended. */
  readonly from: string;
  /** The friendly units it may Activate. */
  readonly units: readonly string[];
}

/**
 * glossary: Support (X) — the friendly units with the X Trait within 3" of the
 * unit that may be Activated at the end of its Activation (its X Traits at
 * the game step supportedTraits): Ready ones (not Activated) on the
 * battlefield, and not Coordinated (game/coordinated.ts).
 */
function supportedUnits(setup: GameSetup, state: GameState, unit: UnitState): string[] {
  const traits = unitStep(setup, unit.id, 'supportedTraits', []);
  if (traits.length === 0 || unit.annihilated) return [];
  const candidates = Object.values(state.units).filter(
    (u) =>
      u.side === unit.side &&
      u.id !== unit.id &&
      u.deployed &&
      !u.annihilated &&
      !u.statuses.includes('activated') &&
      !isCoordinated(state, u) &&
      traits.some((trait) => hasTrait(setup, u.id, trait)),
  );
  if (candidates.length === 0) return [];
  const table = tableOf(setup, state);
  return candidates
    .filter((u) => distanceBetweenUnits(table, unit.id, u.id) <= SUPPORT_DISTANCE + EPSILON)
    .map((u) => u.id);
}

/**
 * At the end of a unit's Activation (game/activation.ts endActivation): when it
 * has Support (X) and a unit it may Activate, its General is offered that
 * Activation before the turn passes. Returns the event, or undefined.
 */
export function offerSupport(
  setup: GameSetup,
  state: GameState,
  unit: UnitState,
): GameEvent[] | undefined {
  const units = supportedUnits(setup, state, unit);
  if (units.length === 0) return undefined;
  state.support = { side: unit.side, from: unit.id, units };
  const name = armyUnit(setup, unit.id).name;
  return [event('support', `${name} may Support a unit within 3"`, { unit: unit.id })];
}

/** The General's decision while a Support offer stands: Activate one of its units, or decline. */
export function supportDecision(setup: GameSetup, state: GameState): Decision | undefined {
  const offer = state.support;
  if (offer === undefined) return undefined;
  return {
    player: offer.side,
    prompt: `${armyUnit(setup, offer.from).name}: Activate a friendly unit within 3", or not (${RULE})`,
    options: [
      ...offer.units.map((unit): Choice => ({ kind: 'activate', unit })),
      { kind: 'declineSupport' },
    ],
  };
}

/** Activating a unit while a Support offer stands: only one of its units; the offer is then taken. */
export function takeSupportOffer(state: GameState, unitId: string): void {
  const offer = state.support;
  if (offer === undefined) return;
  if (!offer.units.includes(unitId)) {
    throw new IllegalChoice(RULE, `${unitId} is not a unit ${offer.from} may Activate`);
  }
  state.support = undefined;
}

/** The General declines the follow-up Activation: the turn passes as usual. */
export function declineSupport(setup: GameSetup, state: GameState): GameEvent[] {
  const offer = state.support;
  if (offer === undefined) throw new IllegalChoice(RULE, 'no Support is offered');
  state.support = undefined;
  state.turn = other(offer.side);
  const name = armyUnit(setup, offer.from).name;
  return [event('support', `${name} Supports no unit`, { unit: offer.from })];
}
