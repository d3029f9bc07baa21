import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Open Top — if this unit is Occupied or Loaded, it can make an
 * additional Weakened Ranged Attack at the end of its Attack Step, with a row
 * of the Embarked unit's Armaments Grid, measured from the centre point of its
 * own Officer and with that model's Arcs; it is always this unit that attacks.
 * Not after an Attack Step skipped (Double Time, a failed Rally Test). The
 * glossary's "Action Step" is read as the Attack Step. Game step
 * attackStepEnded (game/transport/open-top.ts).
 */
export const openTop: RuleEntry = {
  name: 'Open Top',
  kind: 'specialRule',
  source: 'glossary: Open Top',
  takesX: false,
  inGame: {
    attackStepEnded: () => ({ grid: 'unitAboard', rule: 'glossary: Open Top' }),
  },
};
