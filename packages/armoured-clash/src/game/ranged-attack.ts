import { centreOf } from '@warroom/engine';
import { arcOfPoint } from '../battlefield/arcs.js';
import { centreOfModel } from '../battlefield/table.js';
import { makeAttackRoll } from '../attack/attack-roll.js';
import type { Attack } from '../attack/attack.js';
import { prepareAttack } from '../attack/prepare.js';
import { checkForSuppression, suppressionTestFailure } from '../attack/suppression.js';
import { takeDisciplineTest } from '../cards/command-deck.js';
import { modifiedDiscipline } from '../cards/discipline.js';
import {
  type CombatRatingCause,
  type CombatRatingModifier,
  combatRatingOf,
} from '../dice/combat-rating.js';
import { FACE_NAMES } from '../dice/faces.js';
import { attackDiceOf } from '../profile/armaments.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import type { ArmyRangedRow, GameSetup } from './army.js';
import { ammoSupplyBonuses } from './ammo-supply.js';
import { profileAsTarget } from './entrenched.js';
import { attackTarget, knownRules } from './attack-parties.js';
import { disciplineModifiers } from './discipline-modifiers.js';
import { attackDiceShown } from './dice-shown.js';
import { type GameEvent, event } from './events.js';
import { fallBack } from './fall-back.js';
import { peerReviewer } from './peer-review.js';
import { annihilate, destroyModels } from './losses.js';
import { reloadingRefusal } from './reloading.js';
import { IllegalChoice } from './rule-error.js';
import { aircraftTargetRefusal } from './aircraft/aircraft.js';
import {
  fallBackAfterEscape,
  suppressedByOpportunityFire,
} from './aircraft/aircraft-suppression.js';
import type { ActivationState, GameState, UnitState } from './state.js';
import { armyUnit } from './army-unit.js';
import { tableOf } from './table-of.js';
import { rangedRow } from './ranged-row.js';
import { type WeaponAcquisition, acquisition } from './weapon-acquisition.js';
import { modelsGatheringDice } from './transport/dug-in.js';
import { reloadsAfter, rowRefusal } from './weapon-use.js';

export { acquisition } from './weapon-acquisition.js';
export { rangedRow } from './ranged-row.js';

function bonus(source: string, cause: CombatRatingCause): CombatRatingModifier {
  return { source, effect: 'bonus', cause };
}

function penalty(source: string, cause: CombatRatingCause): CombatRatingModifier {
  return { source, effect: 'penalty', cause };
}

/** What the unit's Movement Step did that its attacks read (glossary: Move or Fire, Trail). */
export type MovementSoFar = Pick<ActivationState, 'advanced' | 'movedThrough' | 'reforming'>;

/**
 * What else an attack in the Attack Step reads: its Movement Step, and whether
 * its target is one of the units along a Coruscating line (friend or foe).
 */
export type AttackContext = MovementSoFar & { readonly alongLine?: boolean };

/** A Ranged Attack worked out before any die is rolled: the attack, and its Target Acquisition. */
export interface RangedAttackPlan {
  readonly attack: Attack;
  /** The row of the Armaments Grid making it. */
  readonly row: ArmyRangedRow;
  readonly acquisition: WeaponAcquisition;
}

/**
 * rulebook p.26 steps 1 and 2: the target acquired and the Combat Rating
 * (Aiming, Short Range; Concealed, Suppressed, Reforming). Reads only what is on the table,
 * so a bot can weigh an attack with the exact odds before making it. `movement`:
 * what the unit's Movement Step did, for an attack in its Attack Step (an
 * Advance: glossary: Move or Fire; enemy units moved through: glossary: Trail).
 */
export function planRangedAttack(
  setup: GameSetup,
  units: GameState['units'],
  attackerId: string,
  targetId: string,
  aimed: boolean,
  opportunityFire = false,
  movement: AttackContext = {},
): RangedAttackPlan {
  const attackerState = units[attackerId];
  const targetState = units[targetId];
  if (
    attackerState === undefined ||
    targetState === undefined ||
    targetId === attackerId ||
    (targetState.side === attackerState.side && movement.alongLine !== true) ||
    !targetState.deployed ||
    targetState.annihilated
  ) {
    throw new IllegalChoice(
      'rulebook p.26 Choose a Target',
      `${targetId} is not an enemy unit on the battlefield`,
    );
  }
  if (!attackerState.deployed) {
    throw new IllegalChoice(
      'rulebook p.46 Embarked Units',
      `${attackerId} is not on the battlefield: an Embarked unit makes no Attacks`,
    );
  }
  const incoming = aircraftTargetRefusal(setup, targetId, opportunityFire);
  if (incoming !== undefined) throw incoming;
  const attacker = armyUnit(setup, attackerId);
  const table = tableOf(setup, { units });
  // glossary: Construction Team — an Entrenched target may count as a Heavy target.
  const entrenched = targetState.statuses.includes('entrenched');
  const target = profileAsTarget(setup, table, attackerId, targetId, entrenched);
  const row = rangedRow(attacker, target);
  const through = movement.movedThrough ?? [];
  const found = acquisition(setup, table, attackerId, targetId, entrenched, through);
  if (row === undefined || !found.confirmed) {
    throw new IllegalChoice(
      'rulebook p.17 Target Acquisition',
      `${attacker.name} cannot acquire ${target.name} (${found.failed ?? 'armaments'})`,
    );
  }
  const refusal = rowRefusal(row, attackerState, {
    opportunityFire,
    advanced: movement.advanced === true,
    alongLine: movement.alongLine === true,
  });
  if (refusal !== undefined) throw new IllegalChoice(refusal.rule, refusal.message);
  const reloading = reloadingRefusal(setup, attackerState);
  if (reloading !== undefined) throw new IllegalChoice(reloading.rule, reloading.message);
  const concealed = found.concealed.length > 0;
  // rulebook p.26 Combat Rating Bonuses and Penalties (Lock On and Torrent cancel theirs).
  const modifiers: CombatRatingModifier[] = [
    ...(aimed ? [bonus('Aiming', 'other')] : []),
    ...(found.withinShortRange ? [bonus('Short Range', 'other')] : []),
    ...ammoSupplyBonuses(setup, units, attackerId),
    ...(concealed ? [penalty('Concealed', 'concealed')] : []),
    ...(attackerState.statuses.includes('suppressed') ? [penalty('Suppressed', 'other')] : []),
    ...(opportunityFire ? [penalty('Opportunity Fire', 'opportunityFire')] : []),
    ...(movement.reforming === true ? [penalty('Reforming', 'other')] : []),
  ];
  const dice = attackDiceOf(attacker.armaments, row, {
    // rulebook p.44 Dug In: a Garrisoned unit counts half its models.
    models: modelsGatheringDice(attackerState),
    damage: attackerState.damage,
  });
  const officer = table.models.find((m) => m.id === attackerState.officer);
  const targetOfficer = table.models.find((m) => m.id === targetState.officer);
  const inFront =
    officer !== undefined &&
    targetOfficer !== undefined &&
    arcOfPoint(centreOfModel(targetOfficer), targetOfficer.facing, centreOfModel(officer)) ===
      'front';
  const attack: Attack = {
    weapon: { ...dice, qualities: knownRules(row.qualities), attack: 'ranged' },
    attackerRules: knownRules(attacker.specialRules),
    target: attackTarget(target, targetState),
    situation: {
      kind: 'ranged',
      rating: combatRatingOf(modifiers),
      combatRatingModifiers: modifiers,
      withinShortRange: found.withinShortRange,
      concealed,
      attackerInTargetFrontArc: inFront,
      lineOfSightCrossesTargetObstacle: false,
      targetOutsideFrontArc: found.outsideFrontArc,
      attackerConfirmedVisibility: found.visibilityFrom === undefined,
    },
  };
  return { attack, row, acquisition: found };
}

/**
 * rulebook p.26 Ranged Attacks: 1. Choose a Target (Target Acquisition),
 * 2. Determine Combat Rating, 3. Roll Attack Pool, 4. Check for Suppression
 * (Suppressed, Falling Back, Breaking). `boost` adds what a Command gives the attack;
 * `alongLine`: the target is on a Coruscating line (game/coruscating.ts).
 */
export function rangedAttack(
  setup: GameSetup,
  state: GameState,
  attackerState: UnitState,
  targetId: string,
  aimed: boolean,
  opportunityFire = false,
  boost?: (attack: Attack) => Attack,
  alongLine = false,
): GameEvent[] {
  const activation = state.activation;
  const ownAttack = activation?.unit === attackerState.id && !opportunityFire;
  const { attack: planned, row } = planRangedAttack(
    setup,
    state.units,
    attackerState.id,
    targetId,
    aimed,
    opportunityFire,
    { ...(ownAttack ? activation : {}), alongLine },
  );
  // glossary: Stalker reads whether the active unit attacked in its Activation.
  if (state.activation?.unit === attackerState.id) state.activation.attacked = true;
  const attacker = armyUnit(setup, attackerState.id);
  const target = armyUnit(setup, targetId);
  const targetState = state.units[targetId];
  if (targetState === undefined) return [];
  const officer = tableOf(setup, state).models.find((m) => m.id === attackerState.officer);
  // A Command received for the attack (game/commands) adds its effects.
  const attack = boost === undefined ? planned : boost(planned);
  const prepared = prepareAttack(attack, ARMOURED_CLASH_RULES);
  const { pool, outcome } = makeAttackRoll(state.rng, prepared);
  const events: GameEvent[] = [
    event(
      'rangedAttack',
      `${attacker.name} fires at ${target.name}: ${prepared.rating}, ${pool.rolled.length} dice ` +
        `(${pool.final.map((f) => FACE_NAMES[f]).join(', ')}), ${outcome.hits} hits, ` +
        `${outcome.target.damageSuffered} damage, ${outcome.target.modelsDestroyed} destroyed`,
      {
        unit: attacker.id,
        side: attackerState.side,
        roll: attackDiceShown(prepared, pool, outcome),
      },
    ),
  ];
  targetState.damage = outcome.target.damage;
  if (reloadsAfter(row) && !attackerState.statuses.includes('reloading')) {
    attackerState.statuses.push('reloading');
  }
  const from = officer === undefined ? undefined : centreOf(officer.footprint);
  events.push(...destroyModels(setup, state, targetState, outcome.target.modelsDestroyed, from));
  // rulebook p.25: the target of Opportunity Fire cannot be Suppressed by it (unless its rules say so: Hot Headed).
  if (targetState.annihilated || (opportunityFire && !suppressedByOpportunityFire(setup, targetId)))
    return events;
  const morale = {
    discipline: modifiedDiscipline(
      target.discipline,
      disciplineModifiers(setup, state, targetState.id),
    ),
    suppressed: targetState.statuses.includes('suppressed'),
    activated: targetState.statuses.includes('activated'),
    passesAutomatically: peerReviewer(setup, state, targetState.id) !== undefined,
    ...(target.breakLimit === undefined ? {} : { breakLimit: target.breakLimit }),
  };
  const check = checkForSuppression(prepared, outcome.target, morale);
  if (!check.required) return events;
  if (check.passesAutomatically) {
    events.push(
      event('suppressionTest', `${target.name} passes its Suppression Test without a card`, {
        unit: target.id,
        test: { discipline: check.discipline, passed: true },
      }),
    );
    return events;
  }
  const test = takeDisciplineTest(
    state.rng,
    state.players[targetState.side].deck,
    setup.generals[targetState.side].deck,
    check.discipline,
  );
  const card = test.kind === 'tested' ? `card ${test.cardValue}` : 'no card';
  events.push(
    event(
      'suppressionTest',
      `${target.name} takes a Suppression Test at ${check.discipline}: ${card}, ${test.passed ? 'passed' : 'failed'}`,
      {
        unit: target.id,
        test: {
          discipline: check.discipline,
          ...(test.kind === 'tested' ? { card: test.cardValue } : {}),
          passed: test.passed,
        },
      },
    ),
  );
  if (test.passed) return events;
  const failure = suppressionTestFailure(prepared, morale, targetState.models.length);
  if (failure.breaks) {
    events.push(event('breaks', `${target.name} Breaks`, { unit: target.id }));
    return [...events, ...annihilate(setup, state, targetState)];
  }
  const gained = failure.gains.filter((status) => !targetState.statuses.includes(status));
  targetState.statuses.push(...gained);
  // Suppressed is the usual outcome; what rules give instead or besides is told (Cryo, Seismic).
  const told = gained.filter((status) => status !== 'suppressed');
  if (told.length > 0) {
    events.push(event('statuses', `${target.name} gains ${told.join(', ')}`, { unit: target.id }));
  }
  // rulebook p.51: after its Escape Step a Hot Headed Aircraft unit is Annihilated instead.
  if (failure.fallsBack)
    events.push(
      ...(fallBackAfterEscape(setup, state, targetState) ?? fallBack(setup, state, targetState)),
    );
  return events;
}
