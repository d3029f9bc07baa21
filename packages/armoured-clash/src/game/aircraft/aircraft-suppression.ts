import type { GameSetup } from '../army.js';
import { type GameEvent, event } from '../events.js';
import { annihilate } from '../annihilation.js';
import type { GameState, UnitState } from '../state.js';
import { armyUnit } from '../army-unit.js';
import { unitStep } from '../unit-rules.js';

/**
 * rulebook p.25: the target of Opportunity Fire cannot be Suppressed by it;
 * the target's rules may say otherwise (game step opportunityFireSuppresses:
 * Hot Headed). That Aircraft units cannot be Suppressed by any attack (p.51)
 * is the Check for Suppression's own (game/ranged-suppression.ts).
 */
export function suppressedByOpportunityFire(setup: GameSetup, targetId: string): boolean {
  return unitStep(setup, targetId, 'opportunityFireSuppresses', false);
}

/**
 * rulebook p.51 E. Reaction Step: the active Aircraft unit, forced to Fall Back
 * by Opportunity Fire after its Escape Step, is Annihilated when its rules say
 * so (game step fallBackAfterEscape: Hot Headed); undefined otherwise (the
 * usual Fall Back, rulebook p.36).
 */
export function fallBackAfterEscape(
  setup: GameSetup,
  state: GameState,
  unit: UnitState,
): GameEvent[] | undefined {
  const activation = state.activation;
  if (activation?.unit !== unit.id || activation.sortie?.step !== 'secondReaction')
    return undefined;
  if (unitStep(setup, unit.id, 'fallBackAfterEscape', 'fallBack') !== 'annihilated') {
    return undefined;
  }
  const name = armyUnit(setup, unit.id).name;
  return [
    event('fallBack', `${name} is forced to Fall Back after its Escape Step: it is Annihilated`, {
      unit: unit.id,
    }),
    ...annihilate(setup, state, unit),
  ];
}
