import type { RuleEntry } from '../rule-entry.js';

/** glossary: Heavy Carrier (X) — the places of one model: two Basic X units, or one Reinforced. */
const HEAVY_PLACES_PER_MODEL = 2;

/**
 * glossary: Carrier (X) — each model can carry a single X unit at Basic
 * Reinforcement level, Loaded on it as the Carrier deploys; the X unit follows
 * the rules for Embarked Units as if it were Infantry (game/transport/). Game
 * step carrierLoad (game/transport/starts-loaded.ts).
 */
export const carrier: RuleEntry = {
  name: 'Carrier',
  kind: 'specialRule',
  source: 'glossary: Carrier (X)',
  takesX: true,
  xIsTrait: true,
  inGame: {
    carrierLoad: () => ({ placesPerModel: 1, places: { basic: 1 } }),
  },
};

/**
 * glossary: Heavy Carrier (X) — as Carrier (X), but each model can carry two
 * Basic X units or one Reinforced X unit. Game step carrierLoad.
 */
export const heavyCarrier: RuleEntry = {
  name: 'Heavy Carrier',
  kind: 'specialRule',
  source: 'glossary: Heavy Carrier (X)',
  takesX: true,
  xIsTrait: true,
  inGame: {
    carrierLoad: () => ({
      placesPerModel: HEAVY_PLACES_PER_MODEL,
      places: { basic: 1, reinforced: HEAVY_PLACES_PER_MODEL },
    }),
  },
};
