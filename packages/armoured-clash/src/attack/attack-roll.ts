import type { RngState } from '@warroom/engine';
import { rollAttackDie } from '../dice/faces.js';
import type { PreparedAttack } from './prepare.js';
import { type AttackOutcome, resolvePool } from './resolve.js';
import { type RolledPool, rollPool } from './roll.js';

/** An attack roll made with the seeded dice: the dice as they fell and what they did. */
export interface AttackRoll {
  readonly pool: RolledPool;
  readonly outcome: AttackOutcome;
}

/** Rolls and resolves an attack with the game's generator (rulebook pp.32-34). */
export function makeAttackRoll(rng: RngState, prepared: PreparedAttack): AttackRoll {
  const pool = rollPool(prepared.plan, () => rollAttackDie(rng));
  return { pool, outcome: resolvePool(prepared, pool.tally) };
}
