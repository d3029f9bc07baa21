import { FORWARD_TABLE, type ForwardDie } from '@warroom/armoured-clash';

/** What a die's row costs the heuristic: Damage weighs more than keeping 3" from objectives. */
const DAMAGE_COST = 2;
const CLEARANCE_COST = 1;

/**
 * glossary: Forward — the dice of a Forward Pool in the order the heuristic
 * spends them as it deploys within its own zone: those without a cost first
 * (no Damage, no distance to keep from objectives), a die costing Damage last.
 */
export function forwardDiceByPreference(pool: readonly ForwardDie[]): ForwardDie[] {
  const cost = (die: ForwardDie): number => {
    const result = FORWARD_TABLE[die];
    return (
      result.damage * DAMAGE_COST + (result.clearOfObjectives === undefined ? 0 : CLEARANCE_COST)
    );
  };
  return [...new Set(pool)].sort((p, q) => cost(p) - cost(q));
}
