import { sufferDamage, untouched } from '../attack/damage.js';
import type { GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import { type GameEvent, event } from './events.js';
import { destroyModels } from './losses.js';
import type { GameState, UnitState } from './state.js';

const RULE = 'glossary: Overcharge';

/**
 * glossary: Overcharge — at the end of the Apply Damage step the attacking unit
 * suffers the Damage its Blanks cost (the roll's `attackerDamage`); models it
 * Destroys are removed like other losses (the General's choice: the engine's
 * default, game/losses.ts).
 */
export function overchargeSelfDamage(
  setup: GameSetup,
  state: GameState,
  attacker: UnitState,
  damage: number,
): GameEvent[] {
  if (damage <= 0 || attacker.annihilated) return [];
  const profile = armyUnit(setup, attacker.id);
  const outcome = sufferDamage(
    untouched(attacker.models.length, attacker.damage),
    damage,
    profile.damageLimit,
  );
  attacker.damage = outcome.damage;
  const text = `${profile.name} suffers ${damage} Damage from its Overcharged attack's Blanks (${RULE})`;
  return [
    event('overchargeDamage', text, { unit: attacker.id }),
    ...destroyModels(setup, state, attacker, outcome.modelsDestroyed, undefined),
  ];
}
