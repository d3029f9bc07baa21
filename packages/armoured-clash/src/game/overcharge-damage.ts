import { sufferDamage, untouched } from '../attack/damage.js';
import type { GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import { rearRank } from './close-formation-ranks.js';
import { type GameEvent, event } from './events.js';
import { asItStands, keepAttackerAsItStood } from './coruscating-annihilated.js';
import { formationOf } from './formation.js';
import { destroyModels } from './losses.js';
import { standingLossOrder } from './standing-loss-order.js';
import type { GameState, UnitState } from './state.js';

const RULE = 'glossary: Overcharge';

/**
 * glossary: Overcharge — "this unit's General chooses which one to remove":
 * the models its General named for the unit's losses (its standing order,
 * choice orderLosses: game/standing-loss-order.ts), in that order, any of them
 * (no attacking unit to be closest to); in Close Formation only the rear rank
 * or the Officer (rulebook p.35: a back-rank model goes in its stead), our
 * reading, as Precision's entry says of Close Formation. Undefined when it
 * named none: the engine's default order then (rulebook p.34).
 */
function ownChoice(
  setup: GameSetup,
  state: GameState,
  unit: UnitState,
): readonly string[] | undefined {
  const named = standingLossOrder(state, unit);
  if (named === undefined) return undefined;
  const rear = formationOf(setup, unit) === 'close' ? rearRank(unit) : undefined;
  const chosen = named.filter(
    (id) =>
      unit.models.some((m) => m.id === id) &&
      (rear === undefined || id === unit.officer || rear.includes(id)),
  );
  return chosen.length === 0 ? undefined : chosen;
}

/**
 * glossary: Overcharge — at the end of the Apply Damage step the attacking unit
 * suffers the Damage its Blanks cost (the roll's `attackerDamage`); the models
 * it Destroys are its General's choice (ownChoice), else the engine's default
 * (game/losses.ts).
 */
export function overchargeSelfDamage(
  setup: GameSetup,
  state: GameState,
  attacker: UnitState,
  damage: number,
): GameEvent[] {
  // The Overcharge note: no further Damage to a unit resolving its line as it stood (game/coruscating-annihilated.ts).
  if (damage <= 0 || attacker.annihilated || asItStoodNow(state, attacker)) return [];
  const before = asItStands(attacker);
  const profile = armyUnit(setup, attacker.id);
  const outcome = sufferDamage(
    untouched(attacker.models.length, attacker.damage),
    damage,
    profile.damageLimit,
  );
  attacker.damage = outcome.damage;
  const text = `${profile.name} suffers ${damage} Damage from its Overcharged attack's Blanks (${RULE})`;
  const first = outcome.modelsDestroyed > 0 ? ownChoice(setup, state, attacker) : undefined;
  const events = [
    event('overchargeDamage', text, { unit: attacker.id }),
    ...destroyModels(
      setup,
      state,
      attacker,
      outcome.modelsDestroyed,
      undefined,
      first === undefined ? {} : { first },
    ),
  ];
  // glossary: Overcharge: Annihilated, the attacks against the line's remaining targets are still resolved.
  keepAttackerAsItStood(state, attacker, before);
  return events;
}

/** Whether the attacker is making one of its line's attacks as it stood before its Overcharge Damage Annihilated it. */
function asItStoodNow(state: GameState, attacker: UnitState): boolean {
  const activation = state.activation;
  return (
    activation?.unit === attacker.id && activation.attacksDeclared?.attackerAsItStood !== undefined
  );
}
