import type { GameSetup } from './army.js';
import type { Choice, Decision } from './choice.js';
import { type GameEvent, event } from './events.js';
import { IllegalChoice } from './rule-error.js';
import { type GameState, type UnitState, other } from './state.js';
import { armyUnit } from './army-unit.js';
import { aboardInPlay } from './transport/aboard.js';

const RULE = 'rulebook p.22 Coordinated Units';

/** The Activation a Coordinated unit offers its General in the same turn, once its own Activation ends. */
export interface CoordinatedOffer {
  readonly side: GameState['turn'];
  /** The unit whose Activation ended. */
  readonly from: string;
  /** The Ready units Coordinated with it. */
  readonly units: readonly string[];
}

function ready(state: GameState, unit: UnitState): boolean {
  return (
    !unit.annihilated &&
    !unit.statuses.includes('activated') &&
    (unit.deployed || aboardInPlay(state, unit))
  );
}

/**
 * rulebook p.22 Coordinated Units, p.46 Embarked Units: an Embarked unit and the
 * Transport unit on which it is Embarked are Coordinated (glossary: Carrier
 * (X): so are a Loaded unit and its Carrier, and every unit aboard one
 * Transport). The Ready units Coordinated with `unit`: its Transport, the other
 * units aboard it, or the units Embarked or Loaded on it.
 */
function coordinatedWith(state: GameState, unit: UnitState): string[] {
  const transport = unit.embarked?.transport;
  return Object.values(state.units)
    .filter(
      (u) =>
        u.id !== unit.id &&
        u.side === unit.side &&
        (u.id === transport ||
          u.embarked?.transport === unit.id ||
          // glossary: Carrier (X): a Loaded and an Embarked unit on one Transport are Coordinated too.
          (transport !== undefined && u.embarked?.transport === transport)) &&
        ready(state, u),
    )
    .map((u) => u.id);
}

/**
 * At the end of a unit's Activation (game/activation.ts endActivation): when a
 * Ready unit is Coordinated with it, its General may Activate that unit in the
 * same turn, or not (p.22: "does not have to"). Returns the event, or undefined.
 */
export function offerCoordinated(
  setup: GameSetup,
  state: GameState,
  unit: UnitState,
): GameEvent[] | undefined {
  const units = coordinatedWith(state, unit);
  if (units.length === 0) return undefined;
  state.coordinated = { side: unit.side, from: unit.id, units };
  const names = units.map((id) => armyUnit(setup, id).name).join(', ');
  return [
    event('coordinated', `${armyUnit(setup, unit.id).name} is Coordinated with ${names}`, {
      unit: unit.id,
    }),
  ];
}

/** Whether a unit is Coordinated: Embarked on a Transport unit in play, or carrying an Embarked unit. */
export function isCoordinated(state: GameState, unit: UnitState): boolean {
  return (
    (unit.embarked !== undefined && aboardInPlay(state, unit)) ||
    Object.values(state.units).some((u) => u.embarked?.transport === unit.id && !u.annihilated)
  );
}

/** The General's decision while the offer stands: Activate a Coordinated unit, or let the turn pass. */
export function coordinatedDecision(setup: GameSetup, state: GameState): Decision | undefined {
  const offer = state.coordinated;
  if (offer === undefined) return undefined;
  return {
    player: offer.side,
    prompt: `${armyUnit(setup, offer.from).name}: Activate a unit Coordinated with it in the same turn, or not (${RULE})`,
    options: [
      ...offer.units.map((unit): Choice => ({ kind: 'activate', unit })),
      { kind: 'declineCoordinated' },
    ],
  };
}

/** Activating a unit while the offer stands: only a Coordinated one; the offer is then taken. */
export function takeCoordinatedOffer(state: GameState, unitId: string): void {
  const offer = state.coordinated;
  if (offer === undefined) return;
  if (!offer.units.includes(unitId)) {
    throw new IllegalChoice(RULE, `${unitId} is not Coordinated with ${offer.from}`);
  }
  state.coordinated = undefined;
}

/** The General Activates no Coordinated unit now: the turn passes as usual. */
export function declineCoordinated(setup: GameSetup, state: GameState): GameEvent[] {
  const offer = state.coordinated;
  if (offer === undefined) throw new IllegalChoice(RULE, 'no Coordinated unit is offered');
  state.coordinated = undefined;
  const name = armyUnit(setup, offer.from).name;
  // As after any Activation; with no Ready unit there, the game settles it (applyChoice).
  state.turn = other(offer.side);
  return [event('coordinated', `No unit Coordinated with ${name} is Activated now`)];
}
