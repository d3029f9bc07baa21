import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import { runGameStep } from '../rules/game-hooks.js';
import type { RuleRef } from '../rules/rule-ref.js';
import {
  type MovementTraits,
  PLAIN_MOVEMENT,
  PLAIN_SIGHT,
  type SightTraits,
} from '../rules/unit-traits.js';
import type { TableUnit } from './table.js';

// A unit's rules are one list for the whole game (its profile's): fold them once per list.
const movementMemo = new WeakMap<readonly RuleRef[], MovementTraits>();
const sightMemo = new WeakMap<readonly RuleRef[], SightTraits>();

/** What the unit's rules make of its moves: the handlers of the game step unitMoves (rules/unit-traits.ts). */
export function movementTraitsOf(unit: Pick<TableUnit, 'rules'>): MovementTraits {
  const known = movementMemo.get(unit.rules);
  if (known !== undefined) return known;
  const traits = runGameStep(ARMOURED_CLASH_RULES, unit.rules, 'unitMoves', PLAIN_MOVEMENT);
  movementMemo.set(unit.rules, traits);
  return traits;
}

/** What the unit's rules make of Line of Sight: the handlers of the game step lineOfSightDrawn (rules/unit-traits.ts). */
export function sightTraitsOf(unit: Pick<TableUnit, 'rules'>): SightTraits {
  const known = sightMemo.get(unit.rules);
  if (known !== undefined) return known;
  const traits = runGameStep(ARMOURED_CLASH_RULES, unit.rules, 'lineOfSightDrawn', PLAIN_SIGHT);
  sightMemo.set(unit.rules, traits);
  return traits;
}
