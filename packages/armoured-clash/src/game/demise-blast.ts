import { distanceBetween } from '@warroom/engine';
import { makeAttackRoll } from '../attack/attack-roll.js';
import type { Attack } from '../attack/attack.js';
import { prepareAttack } from '../attack/prepare.js';
import { standingModels } from '../battlefield/garrison.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import type { GameSetup } from './army.js';
import { armyUnit, footprintOf } from './army-unit.js';
import { attackTarget, knownRules } from './attack-parties.js';
import { combatSuppressionTest } from './combat-suppression-test.js';
import { attackDiceShown } from './dice-shown.js';
import { type GameEvent, event } from './events.js';
import type { AttackingUnit } from './open-formation-losses.js';
import { rangedAttackSuppression } from './ranged-suppression.js';
import type { GameState, ModelState, UnitState } from './state.js';
import { tableOf } from './table-of.js';
import { withNearPortal } from './portals/near-portal.js';

/**
 * How a unit a Detonation hits loses its models: the Destroying Models of
 * game/losses.ts (destroyModels), which calls the demise and passes itself in.
 * A Detonation's losses can bring another unit's Spectacular Demise, so the
 * demise is handed the losses rather than importing them (no import cycle).
 */
export type DetonationLosses = (
  setup: GameSetup,
  state: GameState,
  target: UnitState,
  count: number,
  from: AttackingUnit,
) => GameEvent[];

/** Every other unit on the battlefield within `reach` of the model, friend or foe, closest first. */
function unitsWithin(
  setup: GameSetup,
  state: GameState,
  unitState: UnitState,
  model: ModelState,
  reach: number,
): UnitState[] {
  const table = tableOf(setup, state);
  const footprint = footprintOf(armyUnit(setup, unitState.id), model);
  const gap = (u: UnitState): number =>
    Math.min(...standingModels(table, u.id).map((m) => distanceBetween(footprint, m.footprint)));
  return Object.values(state.units)
    .filter((u) => u.id !== unitState.id && table.units.has(u.id) && !u.annihilated)
    .map((u) => ({ u, gap: gap(u) }))
    .filter(({ gap: g }) => g <= reach)
    .sort((p, q) => p.gap - q.gap)
    .map(({ u }) => u);
}

/** The Detonation's Neutral Ranged Attack of `dice` dice against one unit, before any die is rolled. */
export function detonationAttack(
  setup: GameSetup,
  unitState: UnitState,
  target: UnitState,
  dice: number,
): Attack {
  return {
    weapon: { dice, qualities: [], attack: 'ranged' },
    attackerRules: knownRules(armyUnit(setup, unitState.id).specialRules),
    target: attackTarget(armyUnit(setup, target.id), target),
    situation: {
      kind: 'ranged',
      rating: 'neutral',
      withinShortRange: false,
      concealed: false,
      attackerInTargetFrontArc: false,
      lineOfSightCrossesTargetObstacle: false,
    },
  };
}

/**
 * A blast of a model's demise: a Neutral Ranged Attack with `dice` dice
 * against each unit within `reach`, friend or foe, each followed by its Check
 * for Suppression (glossary: Spectacular Demise (X) Detonation, Fiery Demise
 * (X) Calamitous Landing); `verb` says it in the events ("detonates against").
 * The unit's General chooses the order: not offered yet, closest first.
 */
export function blastAttacks(
  setup: GameSetup,
  state: GameState,
  unitState: UnitState,
  model: ModelState,
  dice: number,
  reach: number,
  losses: DetonationLosses,
  verb: string,
): GameEvent[] {
  const name = armyUnit(setup, unitState.id).name;
  const from = [footprintOf(armyUnit(setup, unitState.id), model)];
  const events: GameEvent[] = [];
  for (const target of unitsWithin(setup, state, unitState, model, reach)) {
    if (target.annihilated) continue;
    const attack = detonationAttack(setup, unitState, target, dice);
    // glossary: Immortal: the target within 3" of a Portal Marker.
    const prepared = prepareAttack(
      withNearPortal(attack, tableOf(setup, state), state, target.id),
      ARMOURED_CLASH_RULES,
    );
    const { pool, outcome } = makeAttackRoll(state.rng, prepared);
    target.damage = outcome.target.damage;
    const text =
      `${name} ${verb} ${armyUnit(setup, target.id).name}: ${prepared.rating}, ` +
      `${dice} dice, ${outcome.hits} hits, ${outcome.target.damageSuffered} damage, ` +
      `${outcome.target.modelsDestroyed} destroyed`;
    const roll = attackDiceShown(prepared, pool, outcome);
    events.push(event('rangedAttack', text, { unit: unitState.id, side: unitState.side, roll }));
    events.push(...losses(setup, state, target, outcome.target.modelsDestroyed, from));
    if (!target.annihilated)
      events.push(...rangedAttackSuppression(setup, state, prepared, outcome, target, false));
  }
  return events;
}

/** Each unit within `reach` of the model, friend or foe, takes a Suppression Test (Shockwave, Rain of Debris). */
export function blastTests(
  setup: GameSetup,
  state: GameState,
  unitState: UnitState,
  model: ModelState,
  reach: number,
): GameEvent[] {
  return unitsWithin(setup, state, unitState, model, reach).flatMap((u) =>
    u.annihilated ? [] : combatSuppressionTest(setup, state, u, u.models.length),
  );
}
