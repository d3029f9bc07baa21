import { prepareAttack, type PreparedAttack } from '../attack/prepare.js';
import { type AttackOutcome, resolvePool } from '../attack/resolve.js';
import { rollPool } from '../attack/roll.js';
import type { Face } from '../dice/faces.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import { type AttackChanges, anAttack, scriptedFaces } from './attack-fixture.js';

/** Prepares an attack with the Armoured Clash rules. */
export function prepared(changes: AttackChanges): PreparedAttack {
  return prepareAttack(anAttack(changes), ARMOURED_CLASH_RULES);
}

/** Rolls the scripted faces for an attack and resolves the pool. */
export function resolveScripted(changes: AttackChanges, faces: readonly Face[]): AttackOutcome {
  const attack = prepared(changes);
  return resolvePool(attack, rollPool(attack.plan, scriptedFaces(faces)).tally);
}
