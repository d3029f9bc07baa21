import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Hoarfrost Aura (X") — the area within X" of the unit is Difficult
 * Terrain for the movement of every other unit but Inhuman ones, even those
 * that usually ignore it (game/hoarfrost.ts puts it on the table;
 * battlefield/movement/terrain-treatment.ts reads it; game step
 * difficultTerrainAura).
 */
export const hoarfrostAura: RuleEntry = {
  name: 'Hoarfrost Aura',
  kind: 'specialRule',
  source: 'glossary: Hoarfrost Aura (X")',
  takesX: true,
  actsIn: 'movement: the table carries its area as Difficult Terrain (game/hoarfrost.ts)',
  inGame: { difficultTerrainAura: (reach, x) => reach ?? x },
};
