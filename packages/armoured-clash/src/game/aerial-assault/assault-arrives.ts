import type { GameSetup } from '../army.js';
import type { At } from '../choice.js';
import { arriveFromReserve } from '../reserve-arrival.js';
import { type GameEvent, event } from '../events.js';
import type { GameState } from '../state.js';
import { AERIAL_ASSAULT, placeAerialAssault } from './placement.js';

import { activatedCount } from './assault-turns.js';
import { generalCalled } from '../generals/generals-draw.js';

/** The Special Command received (or none needed): the unit is Deployed where declared and Activated at once. */
export function aerialAssaultArrives(
  setup: GameSetup,
  state: GameState,
  unitId: string,
  at: At,
  facing: number,
): GameEvent[] {
  // Our reading: Deployed from Reserve, before its Movement Step (glossary: Dynamic Entry (X")).
  // Then its Activation (game/commands/tests-in-turn.ts), once Dynamic Entry's tests are taken.
  return arriveFromReserve(setup, state, unitId, {
    kind: 'aerialAssault',
    told: (name) => `${name} is Deployed by Aerial Assault`,
    place: () => placeAerialAssault(setup, state, unitId, at, facing),
    then: { kind: 'aerialAssault', unit: unitId },
  });
}

/** The Special Command failed through Interference: the unit stays in Reserve, and its General Activates a unit on the battlefield as normal. */
export function aerialAssaultFails(state: GameState, unitId: string): GameEvent[] {
  const side = state.units[unitId]?.side ?? state.turn;
  state.aerialAssaultFailed = { side, round: state.round, activated: activatedCount(state, side) };
  return [
    event(
      'aerialAssault',
      `The Aerial Assault fails: the unit stays in Reserve; ${generalCalled(state, side)} Activates a unit on the battlefield (${AERIAL_ASSAULT})`,
      { unit: unitId, side },
    ),
  ];
}
