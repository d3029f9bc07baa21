import { type UnitType, parseRuleRef } from '@warroom/armoured-clash';
import type { Formation } from '../orbat/vocabulary.js';

/** rulebook p.14: most Infantry, Cavalry and Field Gun units fight in Close Formation. */
const CLOSE_BY_TYPE: readonly UnitType[] = ['infantry', 'cavalry', 'fieldGun'];

/**
 * The Formation a unit fights in (rulebook p.14, "usually determined by their
 * Unit Type"): Close for Infantry, Cavalry and Field Guns, Open for the rest;
 * Irregular makes it Open and Lockstep Close, regardless of its Unit Type
 * (glossary: Irregular, Lockstep).
 */
export function formationOf(type: UnitType, specialRules: readonly string[]): Formation {
  const names = specialRules.map((rule) => parseRuleRef(rule).name.toLowerCase());
  if (names.includes('irregular')) return 'open';
  if (names.includes('lockstep')) return 'close';
  return CLOSE_BY_TYPE.includes(type) ? 'close' : 'open';
}
