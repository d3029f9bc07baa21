import type { RuleEntry } from '../rule-entry.js';

/** glossary: Heavy Carrier (X) — the places of one model: two Basic X units, or one Reinforced. */
const HEAVY_PLACES_PER_MODEL = 2;

const CARRIER_RULE = 'glossary: Carrier (X)';
const HEAVY_CARRIER_RULE = 'glossary: Heavy Carrier (X)';

/**
 * glossary: Carrier (X) — each model can carry a single X unit at Basic
 * Reinforcement level, Loaded on it as the Carrier deploys; the X unit follows
 * the rules for Embarked Units as if it were Infantry (game/transport/). Game
 * steps carrierLoad and carriedTrait (its first X Trait, unless the unit is a
 * Heavy Carrier too: game/transport/starts-loaded.ts).
 */
export const carrier: RuleEntry = {
  name: 'Carrier',
  kind: 'specialRule',
  source: CARRIER_RULE,
  takesX: true,
  xIsTrait: true,
  inGame: {
    carrierLoad: () => ({ placesPerModel: 1, places: { basic: 1 } }),
    carriedTrait: (carried, _x, trait) =>
      carried !== undefined || trait === undefined ? carried : { rule: CARRIER_RULE, trait },
  },
};

/**
 * glossary: Heavy Carrier (X) — as Carrier (X), but each model can carry two
 * Basic X units or one Reinforced X unit. Game steps carrierLoad and
 * carriedTrait (its first X Trait, before any of Carrier (X)).
 */
export const heavyCarrier: RuleEntry = {
  name: 'Heavy Carrier',
  kind: 'specialRule',
  source: HEAVY_CARRIER_RULE,
  takesX: true,
  xIsTrait: true,
  inGame: {
    carriedTrait: (carried, _x, trait) =>
      carried?.rule === HEAVY_CARRIER_RULE || trait === undefined
        ? carried
        : { rule: HEAVY_CARRIER_RULE, trait },
    carrierLoad: () => ({
      placesPerModel: HEAVY_PLACES_PER_MODEL,
      places: { basic: 1, reinforced: HEAVY_PLACES_PER_MODEL },
    }),
  },
};
