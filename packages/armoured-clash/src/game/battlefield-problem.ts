import { LARGEST_EDGE, SMALLEST_BATTLEFIELD_EDGE } from '../scenario/scenario-schema.js';
import type { GameSetup } from './army.js';

/**
 * Why a game's Battlefield breaks p.53 (an edge under 36", or not a finite
 * length), or is over twelve feet (LARGEST_EDGE: not a rule, a guard against
 * absurd files, as for scenario files), or undefined.
 */
export function battlefieldProblem(setup: GameSetup): string | undefined {
  const { width, depth } = setup.battlefield;
  for (const [edge, inches] of [
    ['width', width],
    ['depth', depth],
  ] as const) {
    if (!Number.isFinite(inches) || inches < SMALLEST_BATTLEFIELD_EDGE) {
      return `battlefield.${edge} is ${inches}": a Battlefield can never be smaller than 36" x 36" (rulebook p.53 Establish Parameters)`;
    }
    if (inches > LARGEST_EDGE) {
      return `battlefield.${edge} is ${inches}": over ${LARGEST_EDGE}" (twelve feet), more than any table this game is played on (rulebook p.53 Establish Parameters allows a larger Battlefield; this is a guard against absurd files)`;
    }
  }
  return undefined;
}
