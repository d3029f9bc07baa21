import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import { type GameEvent, event } from '../events.js';
import type { GameState } from '../state.js';
import { unitStep } from '../unit-rules.js';
import { PORTAL_MASTERY } from './portal-limit.js';
import { counted } from '../model-count.js';

/** The X of the unit's Portal Mastery (X) (game step portalMasteryAtActivation), when it has the rule. */
export function portalMasteryOf(setup: GameSetup, unitId: string): number | undefined {
  return unitStep(setup, unitId, 'portalMasteryAtActivation', undefined)?.markers;
}

/**
 * The Special Command received (the caller has just Activated the unit): its
 * General may now place X Portal Markers or remove X, before anything else of
 * the Activation (activation.portalMastery; portal-choices.ts). The Reaction
 * Step waits for it (activation-start.ts).
 */
export function portalMasteryReceived(setup: GameSetup, state: GameState): GameEvent[] {
  const activation = state.activation;
  const markers = activation === undefined ? undefined : portalMasteryOf(setup, activation.unit);
  if (activation === undefined || markers === undefined) return [];
  activation.portalMastery = { left: markers };
  activation.reaction = undefined;
  activation.restoring = undefined;
  const name = armyUnit(setup, activation.unit).name;
  return [
    event(
      'portalMastery',
      `${name} may place ${counted(markers, 'Portal Marker')} or remove ${markers} (${PORTAL_MASTERY})`,
      { unit: activation.unit },
    ),
  ];
}
