import type { GameSetup } from '../army.js';
import type { Choice } from '../choice.js';
import type { GameEvent } from '../events.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { startOfActivation } from './activation-start.js';
import { restoreModels } from './immortal-restore.js';
import { PORTAL_MASTERY } from './portal-limit.js';
import { endPortalMastery, placePortalMarker, removePortalMarker } from './portal-choices.js';

/** The choices of the start of an Activation (glossary: Portal Mastery (X), Immortal). */
export type StartChoice = Extract<
  Choice,
  { kind: 'placePortalMarker' | 'removePortalMarker' | 'endPortalMastery' | 'restoreModels' }
>;

const MASTERY_CHOICES: readonly Choice['kind'][] = [
  'placePortalMarker',
  'removePortalMarker',
  'endPortalMastery',
];

/**
 * While the start of the Activation waits (Portal Mastery's markers, then
 * Immortal's models), no other choice of the Activation is accepted; Conquest
 * claims are answered first (their own window checks them).
 */
export function checkStartWindow(state: GameState, choice: Choice): void {
  const activation = state.activation;
  if (activation === undefined || choice.kind === 'claim') return;
  if (activation.portalMastery !== undefined && !MASTERY_CHOICES.includes(choice.kind)) {
    throw new IllegalChoice(
      PORTAL_MASTERY,
      'the Portal Markers are first placed or removed (or no more: endPortalMastery)',
    );
  }
  if (typeof activation.restoring === 'object' && choice.kind !== 'restoreModels') {
    throw new IllegalChoice(
      'glossary: Immortal',
      'its General first restores Destroyed models, or none (restoreModels)',
    );
  }
}

/** Makes a choice of the start of the Activation, then lets the Activation go on (activation-start.ts). */
export function startChoice(setup: GameSetup, state: GameState, choice: StartChoice): GameEvent[] {
  const events = made(setup, state, choice);
  startOfActivation(setup, state);
  return events;
}

function made(setup: GameSetup, state: GameState, choice: StartChoice): GameEvent[] {
  switch (choice.kind) {
    case 'placePortalMarker':
      return placePortalMarker(setup, state, choice.at);
    case 'removePortalMarker':
      return removePortalMarker(setup, state, choice.marker);
    case 'endPortalMastery':
      return endPortalMastery(state);
    case 'restoreModels':
      return restoreModels(setup, state, choice.count);
  }
}
