import type { Attack } from '../../attack/attack.js';
import { type PreparedAttack, prepareAttack } from '../../attack/prepare.js';
import { resolvePool } from '../../attack/resolve.js';
import { rollPool } from '../../attack/roll.js';
import type { Table } from '../../battlefield/table.js';
import { officerInFrontArc } from '../../battlefield/front-arc.js';
import { type CombatRatingModifier, combatRatingOf } from '../../dice/combat-rating.js';
import { FACE_NAMES, rollAttackDie } from '../../dice/faces.js';
import { attackDiceOf } from '../../profile/armaments.js';
import { ARMOURED_CLASH_RULES } from '../../rules/armoured-clash-rules.js';
import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import { attackStepNow } from '../attack-step.js';
import { attackTarget, knownRules } from '../attack-parties.js';
import type { Choice } from '../choice.js';
import { attackDiceShown } from '../dice-shown.js';
import { type GameEvent, event } from '../events.js';
import { destroyModels } from '../losses.js';
import { attackingUnit } from '../open-formation-losses.js';
import { rangedAttackSuppression } from '../ranged-suppression.js';
import { IllegalChoice } from '../rule-error.js';
import { asGarrisonedTarget } from '../siegebreaker.js';
import type { GameState, UnitState } from '../state.js';
import { tableOf } from '../table-of.js';
import { modelsGatheringDice } from '../transport/dug-in.js';
import { reloadsAfter } from '../weapon-use.js';
import { aircraftTargetRefusal } from '../aircraft/aircraft.js';
import { nearPortalSituation } from './near-portal.js';
import { portalMarkersOf } from './portal-markers.js';
import {
  PORTAL_BLAST,
  PORTAL_BLAST_REACH,
  type PortalTarget,
  portalTargetOrRefusal,
  unitsNearPortal,
} from './portal-blast-reach.js';

/**
 * The Portal Blasts the Attack Step lists: one for each Portal Marker the unit
 * may target now, its units in the order the blast reaches them (closest
 * first; every order of the same units is accepted).
 */
export function portalBlastOptions(setup: GameSetup, state: GameState, unitId: string): Choice[] {
  const markers = portalMarkersOf(state);
  if (markers.length === 0) return [];
  const table = tableOf(setup, state);
  return markers.flatMap((marker): Choice[] => {
    const target = portalTargetOrRefusal(setup, state, table, unitId, marker.id);
    return target instanceof IllegalChoice
      ? []
      : [{ kind: 'portalBlast', marker: marker.id, units: unitsNearPortal(table, marker) }];
  });
}

/** rulebook p.26 Combat Rating Bonuses and Penalties the unit has now: Portal Blast makes the attack Neutral regardless (its entry). */
function modifiersNow(
  activation: NonNullable<GameState['activation']>,
  unit: UnitState,
): CombatRatingModifier[] {
  const modifiers: CombatRatingModifier[] = [];
  if (activation.aimed) modifiers.push({ source: 'Aiming', effect: 'bonus', cause: 'other' });
  if (unit.statuses.includes('suppressed'))
    modifiers.push({ source: 'Suppressed', effect: 'penalty', cause: 'other' });
  return modifiers;
}

/** The blast's attack against one unit, before the roll. */
function blastAgainst(
  setup: GameSetup,
  state: GameState,
  table: Table,
  attackerState: UnitState,
  modifiers: CombatRatingModifier[],
  { row, sight }: PortalTarget,
  targetState: UnitState,
): PreparedAttack {
  const attacker = armyUnit(setup, attackerState.id);
  const dice = attackDiceOf(attacker.armaments, row, {
    models: modelsGatheringDice(attackerState),
    damage: attackerState.damage,
  });
  const garrisoned = asGarrisonedTarget(
    setup,
    state.units,
    attackTarget(armyUnit(setup, targetState.id), targetState),
    targetState,
  );
  const attack: Attack = {
    weapon: { ...dice, qualities: knownRules(row.qualities), attack: 'ranged' },
    attackerRules: knownRules(attacker.specialRules),
    target: garrisoned.target,
    situation: {
      ...(garrisoned.buildingSize === undefined ? {} : { buildingSize: garrisoned.buildingSize }),
      kind: 'ranged',
      rating: combatRatingOf(modifiers),
      combatRatingModifiers: modifiers,
      withinShortRange: sight.distance <= row.range.short,
      concealed: false,
      attackerInTargetFrontArc: officerInFrontArc(table, attackerState.id, targetState.id),
      lineOfSightCrossesTargetObstacle: false,
      ...nearPortalSituation(table, state, targetState.id),
    },
  };
  return prepareAttack(attack, ARMOURED_CLASH_RULES);
}

/** The order the active General gives must name exactly the units within 5" of the Target Portal. */
function checkOrder(expected: readonly string[], order: readonly string[]): void {
  const same =
    order.length === expected.length &&
    new Set(order).size === order.length &&
    order.every((id) => expected.includes(id));
  if (!same) {
    throw new IllegalChoice(
      PORTAL_BLAST,
      `the order must name each unit within ${PORTAL_BLAST_REACH}" of the Target Portal once: ${expected.join(', ') || 'none'}`,
    );
  }
}

/**
 * glossary: Portal Blast — in the Attack Step, against the Portal Marker
 * `markerId` (the Target Portal, portal-blast-reach.ts): a single Attack Roll,
 * rolled once with the Attack Dice of the row with Portal Blast, resolved
 * against each unit within 5" of the marker, friend or foe, in the order the
 * active General gives (`order`), each Neutral regardless of Combat Rating
 * Bonuses and Penalties (the entry), each followed by its losses and its Check
 * for Suppression. The pool is rolled as planned against the first unit (its
 * re-rolls). Incoming Aircraft are not attacked (rulebook p.50). Then the
 * Target Portal is removed from the battlefield.
 */
export function portalBlast(
  setup: GameSetup,
  state: GameState,
  markerId: string,
  order: readonly string[],
): GameEvent[] {
  const activation = attackStepNow(state);
  const attackerState = state.units[activation.unit];
  if (attackerState === undefined) throw new RangeError(`unknown unit ${activation.unit}`);
  const table = tableOf(setup, state);
  const target = portalTargetOrRefusal(setup, state, table, attackerState.id, markerId);
  if (target instanceof IllegalChoice) throw target;
  checkOrder(unitsNearPortal(table, target.marker), order);
  activation.attacked = true;
  const name = armyUnit(setup, attackerState.id).name;
  const events: GameEvent[] = [
    event('portalBlast', `${name} makes a Portal Blast at the Portal Marker ${markerId}`, {
      unit: attackerState.id,
      side: attackerState.side,
    }),
  ];
  const from = attackingUnit(table, attackerState.id);
  const modifiers = modifiersNow(activation, attackerState);
  const targets = order.flatMap((id) => {
    const unit = state.units[id];
    return unit === undefined || aircraftTargetRefusal(setup, id, false) !== undefined
      ? []
      : [
          {
            unit,
            prepared: blastAgainst(setup, state, table, attackerState, modifiers, target, unit),
          },
        ];
  });
  // glossary: Slow to Fire, Reactive: the unit Reloads after the attack.
  if (reloadsAfter(target.row) && !attackerState.statuses.includes('reloading')) {
    attackerState.statuses.push('reloading');
  }
  const first = targets[0];
  if (first === undefined) return [...events, ...portalRemoved(state, markerId)];
  const pool = rollPool(first.prepared.plan, () => rollAttackDie(state.rng));
  for (const { unit, prepared } of targets) {
    if (unit.annihilated) continue;
    const outcome = resolvePool(prepared, pool.tally);
    unit.damage = outcome.target.damage;
    events.push(
      event(
        'rangedAttack',
        `${name}'s Portal Blast hits ${armyUnit(setup, unit.id).name}: ${prepared.rating}, ` +
          `${pool.rolled.length} dice (${pool.final.map((f) => FACE_NAMES[f]).join(', ')}), ` +
          `${outcome.hits} hits, ${outcome.target.damageSuffered} damage, ${outcome.target.modelsDestroyed} destroyed`,
        {
          unit: attackerState.id,
          side: attackerState.side,
          roll: attackDiceShown(prepared, pool, outcome),
        },
      ),
      ...destroyModels(setup, state, unit, outcome.target.modelsDestroyed, from),
    );
    if (!unit.annihilated)
      events.push(...rangedAttackSuppression(setup, state, prepared, outcome, unit, false));
  }
  return [...events, ...portalRemoved(state, markerId)];
}

/** Once the attack is resolved, the Target Portal is removed from the battlefield. */
function portalRemoved(state: GameState, markerId: string): GameEvent[] {
  state.portals = {
    markers: portalMarkersOf(state).filter((m) => m.id !== markerId),
    placed: state.portals?.placed ?? 0,
  };
  const text = `The Target Portal ${markerId} is removed from the battlefield (${PORTAL_BLAST})`;
  return [event('portalRemoved', text)];
}
