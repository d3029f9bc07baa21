import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import { lookUpRule } from '../rules/registry.js';
import { type RuleRef, ruleTrait } from '../rules/rule-ref.js';
import type { ArmyUnit, GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';

// A setup's profiles never change during a game: look each unit's rules up once per setup.
const heldCache = new WeakMap<GameSetup, Map<string, Map<string, readonly RuleRef[]>>>();

/**
 * Every rule a unit's profile names that is the registry's entry `name`, as
 * printed: `All-Out Attack (2)` (its X in `x`) or `Support (Infantry)`.
 */
function heldRules(setup: GameSetup, unitId: string, name: string): readonly RuleRef[] {
  let byName = heldCache.get(setup);
  if (byName === undefined) {
    byName = new Map();
    heldCache.set(setup, byName);
  }
  let cache = byName.get(name);
  if (cache === undefined) {
    cache = new Map();
    byName.set(name, cache);
  }
  const known = cache.get(unitId);
  if (known !== undefined) return known;
  const wanted = lookUpRule(ARMOURED_CLASH_RULES, name);
  if (wanted === undefined) throw new RangeError(`no rule entry "${name}"`);
  const held = armyUnit(setup, unitId).specialRules.filter(
    (ref) => lookUpRule(ARMOURED_CLASH_RULES, ref.name) === wanted,
  );
  cache.set(unitId, held);
  return held;
}

/**
 * The X of the rule `name` a unit's profile names (0 when it takes none), or
 * undefined when the profile does not name it.
 */
export function heldX(setup: GameSetup, unitId: string, name: string): number | undefined {
  const ref = heldRules(setup, unitId, name)[0];
  return ref === undefined ? undefined : (ref.x ?? 0);
}

/** The X Traits of the rules `name` a unit holds (`Support (Infantry)` gives "Infantry"). */
export function heldTraits(setup: GameSetup, unitId: string, name: string): string[] {
  return heldRules(setup, unitId, name).flatMap((ref) => {
    const named = ruleTrait(ref);
    return named === undefined ? [] : [named.trait];
  });
}

/** A Trait's name compared as profiles spell it: case and spaces aside (`Field Gun`, `fieldGun`). */
function traitKey(trait: string): string {
  return trait.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * Whether a unit has a Trait (rulebook p.48 Unit Traits): its Unit Type and
 * Target Category are Traits too, besides those at the bottom of its profile.
 */
export function hasTrait(setup: GameSetup, unitId: string, trait: string): boolean {
  const unit = armyUnit(setup, unitId);
  let keys = traitKeys.get(unit);
  if (keys === undefined) {
    keys = new Set([unit.type, unit.category, ...unit.traits].map(traitKey));
    traitKeys.set(unit, keys);
  }
  return keys.has(traitKey(trait));
}

// A profile's Traits never change: each profile's keys are worked out once.
const traitKeys = new WeakMap<ArmyUnit, ReadonlySet<string>>();
