import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Irregular — the unit fights in Open Formation (forces:
 * formation.ts); its Ranged Attacks confirm Target Acquisition outside its
 * Officer's Front Arc, half its models (rounding up) then counting for the
 * Attack Dice (game step targetOutsideFrontArc; game/irregular.ts).
 */
export const irregular: RuleEntry = {
  name: 'Irregular',
  kind: 'specialRule',
  source: 'glossary: Irregular',
  takesX: false,
  actsIn: "the unit's Formation (forces: formation.ts) and its Ranged Attacks (game/irregular.ts)",
  inGame: { targetOutsideFrontArc: () => 'halfModels' },
};
