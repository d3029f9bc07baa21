import type { RuleEntry } from '../rule-entry.js';

const RULE = 'glossary: Run Amok';
/** glossary: Run Amok — the Trait a Transport unit needs to carry a unit with the rule. */
const CONTAINMENT_CHAMBERS = 'Containment Chambers';

/**
 * glossary: Run Amok — the unit must Charge in its Movement Step whenever it is
 * able to, then make its Close Quarters Attack (game step chargeCompelled);
 * unable to, it loses a model at the end of its Activation, and the closest
 * other Light or Heavy unit within 6" suffers 1 Damage (game/run-amok.ts). It
 * may only Embark on a Transport unit with the Containment Chambers trait
 * (game step transportTraitRequired; game/transport/carry-problem.ts).
 */
export const runAmok: RuleEntry = {
  name: 'Run Amok',
  kind: 'specialRule',
  source: RULE,
  takesX: false,
  inGame: {
    chargeCompelled: () => RULE,
    transportTraitRequired: () => ({ trait: CONTAINMENT_CHAMBERS, rule: RULE }),
  },
};
