import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Occupy — the unit can Garrison a Wrecked Building as though it were
 * a Defensible Building (game step garrisonsWrecked; battlefield/garrison.ts
 * garrisonProblem). Not yet: a Wrecked Behemoth as a building.
 */
export const occupy: RuleEntry = {
  name: 'Occupy',
  kind: 'specialRule',
  source: 'glossary: Occupy',
  takesX: false,
  inGame: { garrisonsWrecked: () => true },
};
