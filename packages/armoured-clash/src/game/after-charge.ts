import type { GameState } from './state.js';

/**
 * glossary: All-Out Attack (X), rulebook p.26 Attack Step: whether the active
 * unit is in its Attack Step after a Charge whose target still stands (it must
 * attack in Close Quarters, an All-Out Attack's Close Quarters Attack first).
 */
export function afterCharge(state: GameState): boolean {
  const activation = state.activation;
  return (
    activation?.step === 'attack' &&
    activation.charge !== undefined &&
    state.units[activation.charge.target]?.annihilated !== true
  );
}
