import type { RngState } from '@warroom/engine';
import { type Face, rollAttackDie } from '../dice/faces.js';
import type { PreparedAttack } from './prepare.js';
import { type AttackOutcome, resolvePool } from './resolve.js';
import { type RolledPool, rerollPool, rollPool } from './roll.js';

/** An attack roll made with the seeded dice: the dice as they fell and what they did. */
export interface AttackRoll {
  readonly pool: RolledPool;
  readonly outcome: AttackOutcome;
}

/**
 * Rolls and resolves an attack with the game's generator (rulebook pp.32-34);
 * `rolled`: the dice of its first roll, cast already (rulebook p.33 Bonus
 * Re-Rolls: the attack waited before any die was re-rolled), re-rolled from there.
 */
export function makeAttackRoll(
  rng: RngState,
  prepared: PreparedAttack,
  rolled?: readonly Face[],
): AttackRoll {
  const die = () => rollAttackDie(rng);
  const pool =
    rolled === undefined ? rollPool(prepared.plan, die) : rerollPool(prepared.plan, rolled, die);
  return { pool, outcome: resolvePool(prepared, pool.tally) };
}
