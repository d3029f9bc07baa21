import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import { endActivation } from '../activation-end.js';
import type { BankTurns, BrakeTurn } from '../choice.js';
import { type GameEvent, event } from '../events.js';
import type { GameState, ModelState } from '../state.js';
import { bankFlight, bankInches } from './bank.js';
import { checkBrakeTurn, hasBrakeTurn, turned, turningFlight } from './brake-turn.js';
import { escapeDistance, flightPath, forwards } from './flight-path.js';
import { toEngage } from './sortie-flow.js';
import { type InterceptionNow, setInterception } from './interception-state.js';
import { reactionStepEnds } from '../opportunity-fire.js';

const RULE = 'glossary: Interceptor';

/**
 * The interceptor's models once they fly off the battlefield: first along the
 * Turning Template with `bank` (glossary: Bank (X"), at the start of its Escape
 * Step, once in the Interception Sortie), then straight forwards, or (glossary:
 * Brake Turn, "as though it were its Activation": once in the Interception
 * Sortie) `brakeTurn.after` inches, the turn, then straight off.
 */
function flownOff(
  setup: GameSetup,
  now: InterceptionNow,
  brakeTurn: BrakeTurn | undefined,
  bank: BankTurns | undefined,
): readonly ModelState[] {
  const { interceptor, interception } = now;
  const profile = armyUnit(setup, interceptor.id);
  const start =
    bank === undefined
      ? interceptor.models
      : bankFlight(setup, interceptor.id, interceptor.models, bank, interception.banked === true)
          .end;
  const straightOff = escapeDistance(setup.battlefield, profile, start);
  if (brakeTurn === undefined) {
    return flightPath(start, straightOff).at(-1) ?? start;
  }
  checkBrakeTurn(setup, interceptor.id, brakeTurn, straightOff, interception.brakeTurned === true);
  const atTurn = turned(
    start.map((m) => forwards(m, brakeTurn.after)),
    brakeTurn.facing,
  );
  const rest = escapeDistance(setup.battlefield, profile, atTurn);
  return turningFlight(start, brakeTurn.after, brakeTurn.facing, rest).end;
}

/**
 * rulebook p.51 D. Escape Step, for the Interception Sortie: off the
 * battlefield (a Brake Turn on the way, glossary: Brake Turn), with no
 * Reaction Step; the unit returns to its General's Reserve (it loses the
 * chance to act later in the Round). The Reaction Step it was made in then
 * ends: the active unit's Engage Step, unless it was Annihilated; in a Soaring
 * unit's ground Activation, its Movement Step (reactionStepEnds).
 */
export function interceptionEscape(
  setup: GameSetup,
  state: GameState,
  now: InterceptionNow,
  brakeTurn?: BrakeTurn,
  bank?: BankTurns,
): GameEvent[] {
  const { activation, interceptor } = now;
  const profile = armyUnit(setup, interceptor.id);
  const events: GameEvent[] = [];
  if (!interceptor.annihilated) {
    interceptor.models = flownOff(setup, now, brakeTurn, bank).slice();
    interceptor.returnedModels = interceptor.models.length;
    interceptor.models = [];
    interceptor.deployed = false;
    interceptor.inReserve = true;
    const turn =
      (bank === undefined ? '' : `, having Banked ${bank.length}" (turns ${bank.join(', ')})`) +
      (brakeTurn === undefined ? '' : `, making a Brake Turn after ${brakeTurn.after}"`);
    events.push(
      event(
        'returnToReserve',
        `${profile.name} flies off the battlefield${turn} and returns to Reserve (${RULE})`,
        { unit: interceptor.id },
      ),
    );
  }
  setInterception(activation, undefined);
  const sortie = activation.sortie;
  if (sortie === undefined) return [...events, ...reactionStepEnds(setup, state)];
  if (state.units[activation.unit]?.annihilated === true) {
    delete activation.sortie;
    return [...events, ...endActivation(setup, state)];
  }
  toEngage(activation, sortie);
  return events;
}

/**
 * After the Interception Sortie's Engage Step: its Escape Step at once, or for
 * an interceptor that may still make its Brake Turn or Bank, the `escape`
 * choice of how it flies off (glossary: Brake Turn: "during its Escape Step";
 * Bank (X"): "at the start of its Escape Step").
 */
export function toInterceptionEscape(
  setup: GameSetup,
  state: GameState,
  now: InterceptionNow,
): GameEvent[] {
  const { activation, interception, interceptor } = now;
  const mayTurn = hasBrakeTurn(setup, interceptor.id) && interception.brakeTurned !== true;
  const mayBank = bankInches(setup, interceptor.id) !== undefined && interception.banked !== true;
  if (
    (!mayTurn && !mayBank) ||
    interceptor.annihilated ||
    state.units[activation.unit]?.annihilated === true
  ) {
    return interceptionEscape(setup, state, now);
  }
  setInterception(activation, { ...interception, step: 'escape' });
  return [];
}
