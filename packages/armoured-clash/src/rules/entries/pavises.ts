import type { LosableStatus } from '../game-step-values.js';
import type { RuleEntry } from '../rule-entry.js';
import { lookUpName } from '../rule-ref.js';

function keptWhileStill(lost: readonly LosableStatus[]): readonly LosableStatus[] {
  return lost.filter((status) => status !== 'takingCover');
}

/**
 * glossary: Pavises — while Taking Cover the unit's Defence is increased by 1
 * in all cases, not just against Ranged Attacks where the Concealed penalty
 * applies (rulebook p.30 Taking Cover adds that one). It is still the Taking
 * Cover bonus, which Torrent cancels. The unit only loses Taking Cover when it
 * moves: not as its Activation starts, nor when an enemy Charges into contact
 * (game steps activationStarts, enterContact; moves always end it).
 */
export const pavises: RuleEntry = {
  name: 'Pavises',
  kind: 'specialRule',
  source: 'glossary: Pavises',
  takesX: false,
  inGame: {
    activationStarts: keptWhileStill,
    enterContact: keptWhileStill,
  },
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
