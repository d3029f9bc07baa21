import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Demolition — a unit that Charged a Garrisoned unit's Defensible
 * Building may, instead of an ordinary Close Quarters Attack, roll Attack
 * Dice equal to its models: a Heroic Strike Wrecks the building, the Strikes
 * and Heroic Strikes (each adding a die that does not explode) score Hits on
 * the Garrison as an Attack Roll, which Exits without Retaliating (game step
 * chargedBuilding; game/demolition.ts).
 */
export const demolition: RuleEntry = {
  name: 'Demolition',
  kind: 'specialRule',
  source: 'glossary: Demolition',
  takesX: false,
  inGame: { chargedBuilding: () => true },
};
