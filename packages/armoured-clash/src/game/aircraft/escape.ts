import type { GameSetup } from '../army.js';
import type { BankTurns, BrakeTurn } from '../choice.js';
import { type GameEvent, event } from '../events.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { armyUnit } from '../army-unit.js';
import { bankInches } from './bank.js';
import { hasBrakeTurn } from './brake-turn.js';
import { escapeFlight } from './escape-flight.js';
import { reactionAfter, returnToReserve, sortieAt } from './sortie-flow.js';

/**
 * rulebook p.51 D. Escape Step: each model moves forwards in a straight line
 * until it leaves the battlefield (a unit with Brake Turn may turn once on the
 * way, glossary: Brake Turn; one with Bank (X") may first move along the
 * Turning Template, glossary: Bank (X")); then E. Reaction Step, and the unit
 * returns to its General's Reserve.
 */
export function escape(
  setup: GameSetup,
  state: GameState,
  brakeTurn?: BrakeTurn,
  bank?: BankTurns,
): GameEvent[] {
  const { activation, sortie } = sortieAt(state, 'engage', 'escape');
  const unit = state.units[activation.unit];
  if (unit === undefined || unit.annihilated) return returnToReserve(setup, state);
  const profile = armyUnit(setup, unit.id);
  const { path, end } = escapeFlight(
    setup,
    unit.id,
    unit.models,
    { banked: sortie.banked === true, brakeTurned: sortie.brakeTurned === true },
    brakeTurn,
    bank,
  );
  unit.models = end.slice();
  const events = [
    event('escape', `${profile.name} flies off the battlefield${escapeText(brakeTurn, bank)}`, {
      unit: unit.id,
    }),
  ];
  return [
    ...events,
    ...reactionAfter(setup, state, 'secondReaction', path, () => returnToReserve(setup, state)),
  ];
}

/**
 * How the Escape was flown, for its event: a Bank first (glossary: Bank (X"),
 * at the start of the Escape Step), then a Brake Turn on the way off
 * (glossary: Brake Turn), in the order they are made; worded as the Approach's
 * and the interceptor's Escape are (approach-flight.ts, interception-escape.ts).
 */
function escapeText(brakeTurn: BrakeTurn | undefined, bank: BankTurns | undefined): string {
  const banked =
    bank === undefined ? '' : `, having Banked ${bank.length}" (turns ${bank.join(', ')})`;
  const turned = brakeTurn === undefined ? '' : `, making a Brake Turn after ${brakeTurn.after}"`;
  return banked + turned;
}

/**
 * After the Engage Step: the Escape Step at once, or for a unit that may still
 * make its Brake Turn or Bank, a choice of how it flies off (the `escape` choice).
 */
export function toEscape(setup: GameSetup, state: GameState): GameEvent[] {
  const { activation, sortie } = sortieAt(state, 'engage');
  const mayTurn = hasBrakeTurn(setup, activation.unit) && sortie.brakeTurned !== true;
  const mayBank = bankInches(setup, activation.unit) !== undefined && sortie.banked !== true;
  if (mayTurn || mayBank) {
    if (state.units[activation.unit]?.annihilated !== true) {
      activation.sortie = { ...sortie, step: 'escape' };
      return [];
    }
  }
  return escape(setup, state);
}

/** The `escape` choice: only while the sortie waits at its Escape Step. */
export function chooseEscape(
  setup: GameSetup,
  state: GameState,
  brakeTurn?: BrakeTurn,
  bank?: BankTurns,
): GameEvent[] {
  if (state.activation?.sortie?.step !== 'escape') {
    throw new IllegalChoice(
      'rulebook p.51 D. Escape Step',
      'the Air Support Sortie is not waiting at its Escape Step',
    );
  }
  return escape(setup, state, brakeTurn, bank);
}
