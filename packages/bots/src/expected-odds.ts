import {
  ARMOURED_CLASH_RULES,
  type Attack,
  type AttackOdds,
  attackOdds,
} from '@warroom/armoured-clash';

/** What a bot reads of an attack's exact odds: the expected Damage and models Destroyed. */
export type ExpectedOutcome = AttackOdds['expected'];

/**
 * How many attacks' odds are remembered before the memo starts afresh: a
 * Battle-scale game weighs a few hundred distinct attacks, so a game's worth
 * fits many times over.
 */
const REMEMBERED_ATTACKS = 4096;

/**
 * Expected outcomes by attack description. The key is complete: `attackOdds`
 * reads nothing but the attack (plain data: numbers, strings, booleans and
 * arrays of them, each field read by value, none by presence alone) and the
 * rule registry, which is always ARMOURED_CLASH_RULES here; no odds query is
 * passed (no Suppression Test, no Overcharge). Two attacks with the same
 * description therefore have the same odds, and the memo cannot change a value.
 */
const remembered = new Map<string, ExpectedOutcome>();

/**
 * The canonical description of an attack that the memo is keyed by, or
 * undefined when JSON would not tell it apart: an attack holds no null, so a
 * `null` written stands for a number that is not finite (every one of which
 * JSON writes so), and such an attack is not remembered.
 */
export function attackKey(attack: Attack): string | undefined {
  const key = JSON.stringify(attack);
  return key.includes('null') ? undefined : key;
}

/**
 * The expected outcome of `attack` by the exact odds (attackOdds, no query), each
 * distinct attack worked out once: the bots weigh the same shot from many places.
 */
export function expectedOutcome(attack: Attack): ExpectedOutcome {
  const key = attackKey(attack);
  const known = key === undefined ? undefined : remembered.get(key);
  if (known !== undefined) return known;
  const expected = attackOdds(attack, ARMOURED_CLASH_RULES).expected;
  if (key === undefined) return expected;
  if (remembered.size >= REMEMBERED_ATTACKS) remembered.clear();
  remembered.set(key, expected);
  return expected;
}
