import { SMALLEST_BATTLEFIELD_EDGE } from '../scenario/scenario-schema.js';
import type { GameSetup } from './army.js';

/** Why a game's Battlefield breaks p.53 (an edge under 36", or not a finite length), or undefined. */
export function battlefieldProblem(setup: GameSetup): string | undefined {
  const { width, depth } = setup.battlefield;
  for (const [edge, inches] of [
    ['width', width],
    ['depth', depth],
  ] as const) {
    if (!Number.isFinite(inches) || inches < SMALLEST_BATTLEFIELD_EDGE) {
      return `battlefield.${edge} is ${inches}": a Battlefield can never be smaller than 36" x 36" (rulebook p.53 Establish Parameters)`;
    }
  }
  return undefined;
}
