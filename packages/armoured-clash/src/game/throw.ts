import type { GameSetup } from './army.js';
import { type GameEvent } from './events.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState } from './state.js';
import { makeAttacks } from './commands/attacks-in-turn.js';
import { enemiesWithin } from './end-of-activation-attack.js';
/**
 * glossary: Throw (X") — the General declares a Throw against `targetId`, an
 * enemy unit within X". Its target's General may first issue a Command to it
 * (rulebook p.37: Dig In, when what both Generals know makes one possible:
 * game/commands/targeted-wait.ts); then it is made (throwMade) and the
 * Activation ends (game/commands/attacks-in-turn.ts).
 */
export function makeThrow(setup: GameSetup, state: GameState, targetId: string): GameEvent[] {
  const activation = state.activation;
  const offer = activation?.endAttack;
  const unit = activation === undefined ? undefined : state.units[activation.unit];
  if (offer === undefined || unit === undefined || state.units[targetId] === undefined) {
    throw new IllegalChoice('glossary: Throw (X")', 'no Throw can be made now');
  }
  if (!enemiesWithin(setup, state, unit.id, offer.range).includes(targetId)) {
    throw new IllegalChoice(offer.rule, `${targetId} is not an enemy unit within ${offer.range}"`);
  }
  if (activation !== undefined) activation.endAttack = undefined;
  return makeAttacks(setup, state, {
    of: 'throw',
    attacks: [{ target: targetId, thrownBy: offer.rule }],
  });
}
