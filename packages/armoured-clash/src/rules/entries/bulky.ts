import type { RuleEntry } from '../rule-entry.js';

/** glossary: Bulky — each Infantry model counts as this many models for Embarking. */
const BULKY_MODEL_PLACES = 2;

/**
 * glossary: Bulky — this unit cannot make Take Cover Special Actions (game step
 * takeCoverAllowed); an Infantry unit's models count as two for Embarking on a
 * Transport (game step embarkingPlaces, game/transport/capacity.ts; not on a
 * Spacious one: game step bulkyCountsDouble).
 */
export const bulky: RuleEntry = {
  name: 'Bulky',
  kind: 'specialRule',
  source: 'glossary: Bulky',
  takesX: false,
  inGame: {
    takeCoverAllowed: () => false,
    embarkingPlaces: (embarking) =>
      embarking.infantry ? { ...embarking, places: BULKY_MODEL_PLACES } : embarking,
  },
};
