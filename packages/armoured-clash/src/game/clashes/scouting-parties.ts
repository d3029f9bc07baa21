import type { GameSetup } from '../army.js';
import { unitStep } from '../unit-rules.js';

/**
 * rulebook p.61 Lord of the Manor, Special Rule Scouting Parties: a unit with
 * the Vanguard special rule deployed from Reserve may make a Flank Attack
 * (p.21) without being issued a Special Command — in this Clash only. A unit
 * has Vanguard when its rules give it a free Advance at the game step
 * forcesDeployed.
 */
export function scoutingParty(setup: GameSetup, unitId: string): boolean {
  return (
    setup.clash === 'lordOfTheManor' &&
    unitStep(setup, unitId, 'forcesDeployed', undefined) !== undefined
  );
}
