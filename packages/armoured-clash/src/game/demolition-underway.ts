import type { Face } from '../dice/faces.js';

/**
 * glossary: Demolition — the roll against a Garrison, stopped after its first
 * roll (`activation.demolition`): the dice as they fell, with those its
 * Heroic Strikes added, kept while its General may issue a Bonus Re-Roll
 * Command (rulebook p.33; `state.rerollsDue`); the roll resumes from them
 * (game/demolition.ts demolitionGoesOn). Plain data, replaced and never changed in place.
 */
export interface DemolitionUnderway {
  readonly rolled: readonly Face[];
}
