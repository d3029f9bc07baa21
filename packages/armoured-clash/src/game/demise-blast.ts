import { makeAttackRoll } from '../attack/attack-roll.js';
import type { Attack } from '../attack/attack.js';
import { prepareAttack } from '../attack/prepare.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import type { GameSetup } from './army.js';
import { armyUnit, footprintOf } from './army-unit.js';
import { attackTarget, knownRules } from './attack-parties.js';
import type { DemiseBlast } from './demise-queue.js';
import { attackDiceShown } from './dice-shown.js';
import { type GameEvent, event } from './events.js';
import { destroyModels } from './losses.js';
import { rangedAttackSuppression } from './ranged-suppression.js';
import { canBeSuppressed } from './aircraft/aircraft.js';
import type { GameState, UnitState } from './state.js';
import { suppressionTestDue } from './suppression-test-due.js';
import { tableOf } from './table-of.js';
import { withNearPortal } from './portals/near-portal.js';

/** The Detonation's Neutral Ranged Attack of `dice` dice against one unit, before any die is rolled. */
export function detonationAttack(
  setup: GameSetup,
  unitId: string,
  target: UnitState,
  dice: number,
): Attack {
  return {
    weapon: { dice, qualities: [], attack: 'ranged' },
    attackerRules: knownRules(armyUnit(setup, unitId).specialRules),
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
 * One attack of a demise's blast (glossary: Spectacular Demise (X)
 * Detonation, Fiery Demise (X) Calamitous Landing): a Neutral Ranged Attack of
 * the blast's dice against `target`, measured from where the model stood, its
 * losses, then its Check for Suppression (`testWindow`: the test may wait for
 * its General's Command, game/suppression-test-due.ts).
 */
export function blastAttack(
  setup: GameSetup,
  state: GameState,
  blast: DemiseBlast,
  dice: number,
  target: UnitState,
  testWindow: boolean,
): GameEvent[] {
  const unit = armyUnit(setup, blast.unit);
  const side = state.units[blast.unit]?.side;
  const attack = detonationAttack(setup, blast.unit, target, dice);
  // glossary: Immortal: the target within 3" of a Portal Marker.
  const prepared = prepareAttack(
    withNearPortal(attack, tableOf(setup, state), state, target.id),
    ARMOURED_CLASH_RULES,
  );
  const { pool, outcome } = makeAttackRoll(state.rng, prepared);
  target.damage = outcome.target.damage;
  const text =
    `${unit.name}'s ${blast.outcome} hits ${armyUnit(setup, target.id).name} (${blast.rule}): ${prepared.rating}, ` +
    `${dice} dice, ${outcome.hits} hits, ${outcome.target.damageSuffered} damage, ` +
    `${outcome.target.modelsDestroyed} destroyed`;
  const roll = attackDiceShown(prepared, pool, outcome);
  const from = [footprintOf(unit, blast.model)];
  const events = [
    event('rangedAttack', text, {
      unit: blast.unit,
      ...(side === undefined ? {} : { side }),
      roll,
    }),
    ...destroyModels(setup, state, target, outcome.target.modelsDestroyed, from),
  ];
  if (target.annihilated) return events;
  return [
    ...events,
    ...rangedAttackSuppression(setup, state, prepared, outcome, target, testWindow),
  ];
}

/**
 * One unit a Shockwave or a Rain of Debris reaches takes a Suppression Test,
 * at the models it has now (`testWindow`: it may wait for its General's Command).
 * An Aircraft unit in its sortie takes none ("Aircraft units cannot be
 * Suppressed", rulebook p.51), unless its rules let it (Hot Headed).
 */
export function blastTest(
  setup: GameSetup,
  state: GameState,
  target: UnitState,
  testWindow: boolean,
): GameEvent[] {
  if (!canBeSuppressed(setup, target.id)) return [];
  const due = {
    after: 'closeQuarters',
    unit: target.id,
    startingModels: target.models.length,
  } as const;
  return suppressionTestDue(setup, state, due, testWindow);
}
