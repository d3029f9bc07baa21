import type { RuleEntry } from '../rule-entry.js';
import { lookUpName } from '../rule-ref.js';

/**
 * glossary: Pavises — while Taking Cover the unit's Defence is increased by 1
 * in all cases, not just against Ranged Attacks where the Concealed penalty
 * applies (rulebook p.30 Taking Cover adds that one). It is still the Taking
 * Cover bonus, which Torrent cancels. (Keeping the status until the unit moves
 * is the game's part.)
 */
export const pavises: RuleEntry = {
  name: 'Pavises',
  kind: 'specialRule',
  source: 'glossary: Pavises',
  takesX: false,
  whenTargeted: {
    defenceModifiers: (modifiers, attack) => {
      const covered = lookUpName(attack.target.rules, 'Taking Cover');
      const normalBonus = attack.situation.kind === 'ranged' && attack.situation.concealed;
      return covered && !normalBonus
        ? [...modifiers, { source: 'Taking Cover (Pavises)', amount: 1, cause: 'takingCover' }]
        : modifiers;
    },
  },
};
