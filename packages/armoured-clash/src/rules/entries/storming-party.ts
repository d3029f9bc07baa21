import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Storming Party — the unit can make a Garrison Action in its
 * Movement Step, as though it were a Manoeuvre, instead of in its Attack Step
 * (game step garrisonAsManoeuvre; game/transport/garrison.ts); when it Storms a Building, the target does not
 * benefit from the Defensive Advantage (game step stormingDefensiveAdvantage).
 */
export const stormingParty: RuleEntry = {
  name: 'Storming Party',
  kind: 'specialRule',
  source: 'glossary: Storming Party',
  takesX: false,
  actsIn: 'the Movement Step: a Garrison Action as a Manoeuvre (game/transport/garrison.ts)',
  inGame: { stormingDefensiveAdvantage: () => false, garrisonAsManoeuvre: () => true },
};
