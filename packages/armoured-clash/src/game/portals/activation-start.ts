import type { GameSetup } from '../army.js';
import type { Decision } from '../choice.js';
import { mayReact } from '../reaction.js';
import type { GameState } from '../state.js';
import { immortalDecision, offerRestoring } from './immortal-restore.js';
import { portalMasteryDecision } from './portal-choices.js';

/**
 * What the start of the unit's Activation waits for before its Movement Step
 * (rulebook p.22): the Portal Markers of a received Portal Mastery (X), then
 * the models Immortal restores (glossary: Immortal: "Once this has been
 * resolved, the unit begins its Movement Step as normal").
 */
export function activationStartDecision(setup: GameSetup, state: GameState): Decision | undefined {
  return portalMasteryDecision(setup, state) ?? immortalDecision(setup, state);
}

/**
 * The start of the Activation goes on (called as the unit is Activated, and
 * as each declaration of its start is resolved): Immortal's restoring is
 * offered once Portal Mastery is done with; with nothing left to resolve, the
 * other General may declare Opportunity Fire (rulebook p.24 A. Reaction Step).
 */
export function startOfActivation(setup: GameSetup, state: GameState): void {
  const activation = state.activation;
  if (activation === undefined || activation.portalMastery !== undefined) return;
  if (activation.restoring === undefined) offerRestoring(setup, state);
  if (typeof activation.restoring === 'object') return;
  if (mayReact(setup, state)) activation.reaction = 'first';
}
