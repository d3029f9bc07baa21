import type { RuleEntry } from '../rule-entry.js';

const SOURCE = 'glossary: Rabble';

/**
 * glossary: Rabble — a unit that Falls Back after a failed Suppression Test
 * immediately assumes Open Formation (game step fellBack, game/fall-back.ts);
 * while in Open Formation it cannot control Strategic Objectives, though it
 * contests them (game step objectiveControlBarred, battlefield/objectives.ts).
 * At the end of its next Movement Step it must reassume Close Formation
 * (game step movementStepEnded, game/rabble.ts): models unable to move into
 * Unit Coherency are Abandoned.
 */
export const rabble: RuleEntry = {
  name: 'Rabble',
  kind: 'specialRule',
  source: SOURCE,
  takesX: false,
  inGame: {
    fellBack: () => 'open',
    movementStepEnded: (formation) => (formation === 'open' ? 'close' : formation),
    objectiveControlBarred: (bar) => (bar.formation === 'open' ? { ...bar, rule: SOURCE } : bar),
  },
};
