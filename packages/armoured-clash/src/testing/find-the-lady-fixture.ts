import { seedRng } from '@warroom/engine';
import { applyChoice } from '../game/apply-choice.js';
import type { GameSetup } from '../game/army.js';
import type { GameEvent } from '../game/events.js';
import type { GameState } from '../game/state.js';
import { skirmish } from './game-fixture.js';

/** A generator seed whose first Attack Die shows a Heroic Strike, and one whose first shows a Strike. */
export const HEROIC_SEED = 0;
export const STRIKE_SEED = 1;

/**
 * The skirmish (zones: A's to y = 10, B's from y = 26) played as Find the
 * Lady, with its three markers on the midway line (rulebook p.62).
 */
export function ladySkirmish(): GameSetup {
  return {
    ...skirmish(),
    clash: 'findTheLady',
    objectives: [
      { id: 'west', at: [9, 18] },
      { id: 'centre', at: [18, 18] },
      { id: 'east', at: [27, 18] },
    ],
  };
}

/**
 * The unit whose turn it is Activates, makes no Manoeuvre, and Scours the
 * Field at `marker`, the generator seeded with `seed` first.
 */
export function scour(
  setup: GameSetup,
  state: GameState,
  unit: string,
  marker: string,
  seed: number,
): { state: GameState; events: GameEvent[] } {
  const active = applyChoice(setup, state, { kind: 'activate', unit }).state;
  const attackStep = applyChoice(setup, active, { kind: 'hold' }).state;
  attackStep.rng = seedRng(seed);
  return applyChoice(setup, attackStep, { kind: 'scourTheField', marker });
}
