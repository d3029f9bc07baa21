import type { Attack } from './attack.js';

/** The Damage an attack's hits inflict, and the excess Hits discarded (rulebook p.33 Apply Damage). */
export interface DamageFromHits {
  readonly damage: number;
  /** Hits left over, too few for another point of Damage: discarded (read by Devastating). */
  readonly excess: number;
}

/**
 * The Defence each of the target's losses is read with, in the order the
 * attack Destroys its models: `defences[i]` for the Damage that counts towards
 * the i-th model Destroyed (empty: every model has `defence`).
 */
export interface LossDefences {
  readonly defence: number;
  readonly defences: readonly number[];
}

/**
 * rulebook p.33 Apply Damage and p.34 Damaging Units, with a Defence per model
 * (glossary: Emplacement: "Any model in this unit ... counts its Defence as one
 * point higher"). Our reading: the unit's Defence "shows how many Hits must be
 * scored for it to suffer a point of Damage", and each point of Damage counts
 * towards the model the Damage will Destroy once the unit's accumulated Damage
 * reaches its Damage Limit (the next in the order of removal, p.34). So the
 * hits are spent point by point: each point of Damage costs the Defence of the
 * model it counts towards, starting from the Damage the unit already has;
 * once that reaches the Damage Limit the next model's Defence applies. The
 * hits left, fewer than the Defence they would need, are the excess
 * discarded. Past the last model the last model's Defence still reads (the
 * unit is Annihilated, further Damage has no effect). With one Defence for
 * every model this is hits divided by the Defence, rounded down, and the rest.
 */
export function damageFromHits(
  hits: number,
  losses: LossDefences,
  target: Pick<Attack['target'], 'damage' | 'damageLimit'>,
): DamageFromHits {
  const { defence, defences } = losses;
  if (defences.length === 0) return { damage: Math.floor(hits / defence), excess: hits % defence };
  const last = defences.length - 1;
  let loss = 0;
  let accumulated = target.damage;
  let left = hits;
  let damage = 0;
  for (;;) {
    const cost = defences[Math.min(loss, last)] ?? defence;
    if (left < cost) return { damage, excess: left };
    left -= cost;
    damage++;
    accumulated++;
    if (accumulated === target.damageLimit) {
      loss++;
      accumulated = 0;
    }
  }
}
