import type { GameSetup } from './army.js';
import { type AuraSource, auraSources } from './auras.js';
import type { GameState } from './state.js';

/**
 * glossary: Peer Review (X") — the friendly unit whose Peer Review reaches
 * `unitId`, if any (game step aurasHeld): within X" of it, the unit
 * automatically passes all its Suppression and Rally Tests.
 */
export function peerReviewer(
  setup: GameSetup,
  state: GameState,
  unitId: string,
): AuraSource | undefined {
  return auraSources(setup, state, unitId, 'Peer Review')[0];
}
