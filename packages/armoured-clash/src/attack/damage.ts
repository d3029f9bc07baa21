/** The target's state as the damage of an attack is applied to it. */
export interface DamageOutcome {
  /** Damage the target has suffered from this attack. */
  readonly damageSuffered: number;
  /** Models Destroyed by this attack. */
  readonly modelsDestroyed: number;
  /** Models left in the unit. */
  readonly models: number;
  /** The unit's accumulated Damage. */
  readonly damage: number;
}

/** The target before any damage of the attack. */
export function untouched(models: number, damage: number): DamageOutcome {
  return { damageSuffered: 0, modelsDestroyed: 0, models, damage };
}

/**
 * Applies `amount` Damage (rulebook p.34 Damaging Units): each time the
 * accumulated Damage reaches the Damage Limit one model is Destroyed and the
 * count restarts from zero with the remaining Damage. Once the last model is
 * Destroyed the unit is Annihilated (p.35) and further Damage has no effect.
 */
export function sufferDamage(
  outcome: DamageOutcome,
  amount: number,
  damageLimit: number,
): DamageOutcome {
  if (amount === 0 || outcome.models === 0) return outcome;
  const total = outcome.damage + amount;
  const destroyed = Math.min(outcome.models, Math.floor(total / damageLimit));
  const models = outcome.models - destroyed;
  return {
    damageSuffered: outcome.damageSuffered + amount,
    modelsDestroyed: outcome.modelsDestroyed + destroyed,
    models,
    damage: models === 0 ? 0 : total % damageLimit,
  };
}

/** Destroys one model outright and resets the accumulated Damage to zero (as Penetrating does). */
export function destroyOneModel(outcome: DamageOutcome): DamageOutcome {
  if (outcome.models === 0) return outcome;
  return {
    damageSuffered: outcome.damageSuffered,
    modelsDestroyed: outcome.modelsDestroyed + 1,
    models: outcome.models - 1,
    damage: 0,
  };
}
