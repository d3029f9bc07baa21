/** A Reinforcement Level a Loaded unit can have (rulebook p.55). */
export type LoadLevel = 'basic' | 'reinforced' | 'fullStrength';

/**
 * How the models of a Carrier unit take the X units Loaded on it (glossary:
 * Carrier (X), Heavy Carrier (X)): the places each model has, and the places a
 * unit takes by its Reinforcement Level (a level not listed cannot be Loaded).
 * No places: the unit carries no Loaded unit.
 */
export interface CarrierLoad {
  readonly placesPerModel: number;
  readonly places: Readonly<Partial<Record<LoadLevel, number>>>;
}

/** A unit that is no Carrier: no places. */
export const NO_LOAD: CarrierLoad = { placesPerModel: 0, places: {} };
