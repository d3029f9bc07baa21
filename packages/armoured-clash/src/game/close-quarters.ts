import { EPSILON, centreOf, distance, distanceBetween, point, radians } from '@warroom/engine';
import { arcOfBlock, arcOfPoint } from '../battlefield/arcs.js';
import { formationBlock } from '../battlefield/coherency.js';
import { lineOfSight } from '../battlefield/line-of-sight.js';
import { lazySightIndex } from '../battlefield/sight-index.js';
import { type UnitMove, checkMove } from '../battlefield/movement/check-move.js';
import { footprintAt } from '../battlefield/movement/swept-path.js';
import { reformMove } from '../battlefield/movement/unit-moves.js';
import { type Table, centreOfModel, distanceBetweenUnits, modelsOf } from '../battlefield/table.js';
import { makeAttackRoll } from '../attack/attack-roll.js';
import type { Attack } from '../attack/attack.js';
import { prepareAttack } from '../attack/prepare.js';
import { failedSuppressionTest } from '../attack/suppression.js';
import { type CombatRatingModifier, combatRatingOf } from '../dice/combat-rating.js';
import { attackDiceOf } from '../profile/armaments.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import type { ArmyCloseQuartersRow, ArmyUnit, GameSetup } from './army.js';
import { attackTarget, knownRules } from './attack-parties.js';
import type { At } from './choice.js';
import { constructsRejoin } from './construct.js';
import { leaveEntrenchment } from './entrenched.js';
import { movedThroughForShockwave, shockwave } from './shockwave.js';
import { unitDisciplineTest } from './discipline-test.js';
import { attackDiceShown } from './dice-shown.js';
import { type GameEvent, event } from './events.js';
import { finishMovement } from './activation.js';
import { refuseWhileOffered } from './after-attack-offers.js';
import { annihilatedByLosing } from './close-quarters-loss.js';
import { geometryOrIllegal } from './geometry-or-illegal.js';
import { fallBack } from './fall-back.js';
import { annihilate, destroyModels } from './losses.js';
import { manoeuvreLimits, mayMake, movementLimit } from './manoeuvre-limits.js';
import { moveModels } from './move-models.js';
import { chargingInOverrun, overrunCharged } from './overrun.js';
import { countDestroyedInCloseQuarters } from './throw.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState, UnitState } from './state.js';
import { dropStatuses } from './statuses.js';
import { armyUnit, footprintOf, tableOf } from './table-of.js';
import { unitStep } from './unit-rules.js';
import { withdraw } from './withdraw.js';

/** rulebook p.28: Supported and Threatened are measured to 2". */
export const SUPPORT_DISTANCE = 2;

function closeQuartersRows(unit: ArmyUnit): ArmyCloseQuartersRow[] {
  return unit.armaments.rows.filter((r): r is ArmyCloseQuartersRow => r.attack !== 'ranged');
}

/** The unit's Melee row: only a Melee attack may retaliate (rulebook p.28 Defensive Advantage). */
function meleeRow(unit: ArmyUnit): ArmyCloseQuartersRow | undefined {
  return closeQuartersRows(unit).find((r) => r.attack === 'melee');
}

/** The row a unit attacks with in Close Quarters: its Melee row, else its first Close Quarters row (Impact). */
function closeRow(unit: ArmyUnit): ArmyCloseQuartersRow | undefined {
  return meleeRow(unit) ?? closeQuartersRows(unit)[0];
}

/**
 * rulebook p.24 Charge: only a unit with a Melee or Impact attack; against an
 * enemy unit its Officer has Clear or Obscured Line of Sight to, not Aircraft or Rotorcraft.
 */
export function chargeTargets(
  setup: GameSetup,
  units: GameState['units'],
  unitId: string,
): string[] {
  const unit = armyUnit(setup, unitId);
  const mayCharge = mayMake(manoeuvreLimits(setup, unitId), 'charge');
  if (closeRow(unit) === undefined || !mayCharge) return [];
  const table = tableOf(setup, { units });
  const officer = table.models.find((m) => m.id === units[unitId]?.officer);
  if (officer === undefined) return [];
  const sight = lazySightIndex(table);
  return Object.values(units)
    .filter((t) => t.side !== units[unitId]?.side && t.deployed && !t.annihilated)
    .filter((t) => !['aircraft', 'rotorcraft'].includes(armyUnit(setup, t.id).type))
    .filter((t) =>
      modelsOf(table, t.id).some(
        (m) =>
          lineOfSight(table, officer, m, { rangedAttack: false }, sight()).visibility !== 'blocked',
      ),
    )
    .map((t) => t.id);
}

/**
 * The move a Charge makes, checked: the Officer to `at` (in contact with the
 * target, the target in its Front Arc), the unit re-formed, up to twice the
 * Speed; throws IllegalChoice with the rule broken. Reads only the table.
 */
export function plannedCharge(
  setup: GameSetup,
  units: GameState['units'],
  unitId: string,
  targetId: string,
  at: At,
  facing: number,
): { move: UnitMove; used: ReadonlyMap<string, number>; outflanked: boolean } {
  const limit = movementLimit(setup, unitId, 'charge');
  if (!chargeTargets(setup, units, unitId).includes(targetId)) {
    throw new IllegalChoice('rulebook p.24 Charge', `${unitId} cannot Charge ${targetId}`);
  }
  const target = armyUnit(setup, targetId);
  const table = tableOf(setup, { units });
  const officerBefore = table.models.find((m) => m.id === units[unitId]?.officer);
  const outflanked =
    target.formation === 'close' &&
    officerBefore !== undefined &&
    arcOfBlock(formationBlock(table, targetId), centreOfModel(officerBefore)) !== 'front';
  const move: UnitMove = {
    ...geometryOrIllegal('rulebook p.14 Unit Coherency', () =>
      reformMove(table, unitId, point(at[0], at[1]), radians(facing), limit),
    ),
    mayContact: targetId,
  };
  const result = checkMove(table, move);
  if (!result.legal) throw new IllegalChoice(result.rule, result.message);
  const end = point(at[0], at[1]);
  const officer =
    officerBefore === undefined ? undefined : footprintAt(officerBefore, end, radians(facing));
  const targetModels = modelsOf(table, targetId);
  const touching =
    officer !== undefined &&
    targetModels.some((m) => distanceBetween(officer, m.footprint) <= EPSILON);
  const ahead = targetModels.some(
    (m) => arcOfPoint(end, radians(facing), centreOfModel(m)) === 'front',
  );
  if (!touching || !ahead) {
    throw new IllegalChoice(
      'rulebook p.24 Charge',
      'the Officer must end in contact with the target, the target in its Front Arc',
    );
  }
  return { move, used: result.used, outflanked };
}

/**
 * rulebook p.24 Charge: move up to twice the Speed so that the Officer ends in
 * contact with the target, the target in its Front Arc. Outflanking: a Close
 * Formation target whose Front Arc did not hold the Officer before it charged.
 * rulebook p.25 Impeded Charges: a model moving through Difficult Terrain or across an Obstacle.
 * rulebook p.30: the unit and its target lose On Lookout and Taking Cover
 * (moving; entering contact: game step enterContact, where Pavises keeps Taking Cover).
 */
export function charge(
  setup: GameSetup,
  state: GameState,
  targetId: string,
  at: At,
  facing: number,
): GameEvent[] {
  const activation = state.activation;
  const unitState = activation === undefined ? undefined : state.units[activation.unit];
  if (activation === undefined || unitState === undefined || activation.step !== 'movement') {
    throw new IllegalChoice('rulebook p.24 The Movement Step', 'it is not the Movement Step');
  }
  if (activation.rallyFailed) {
    throw new IllegalChoice(
      'rulebook p.24 Reduced Capability',
      'a unit that failed its Rally Test cannot Charge',
    );
  }
  const overrunning = chargingInOverrun(state, targetId);
  const { move, used, outflanked } = plannedCharge(
    setup,
    state.units,
    unitState.id,
    targetId,
    at,
    facing,
  );
  const unit = armyUnit(setup, unitState.id);
  const target = armyUnit(setup, targetId);
  const through = movedThroughForShockwave(setup, state, move);
  moveModels(unitState, move);
  const impeded = move.paths.some((p) => {
    const length = p.waypoints
      .slice(1)
      .reduce((sum, w, i) => sum + distance(p.waypoints[i] ?? w, w), 0);
    return (used.get(p.model) ?? 0) > length + 1e-6;
  });
  // rulebook p.30: the charging unit moves, and its target enters contact with an enemy unit.
  dropStatuses(unitState, 'takingCover', 'onLookout', 'entrenched');
  const targetState = state.units[targetId];
  if (targetState !== undefined) {
    dropStatuses(
      targetState,
      ...unitStep(setup, targetId, 'enterContact', ['takingCover', 'onLookout']),
    );
  }
  activation.moved = true;
  activation.charge = { target: targetId, outflanked, impeded };
  const notes = [outflanked ? 'Outflanking' : '', impeded ? 'Impeded' : '']
    .filter((n) => n !== '')
    .join(', ');
  return [
    event('charge', `${unit.name} Charges ${target.name}${notes === '' ? '' : ` (${notes})`}`, {
      unit: unit.id,
    }),
    ...constructsRejoin(setup, state, unitState.id),
    ...shockwave(setup, state, unitState.id, through),
    ...(overrunning ? overrunCharged(activation) : finishMovement(setup, state, false)),
  ];
}

/** Other units of a side within 2" of a unit (Supported, Threatened). */
function near(
  table: Table,
  state: GameState,
  side: 'a' | 'b',
  unitId: string,
  except: string,
): boolean {
  return Object.values(state.units).some(
    (u) =>
      u.side === side &&
      u.id !== except &&
      u.deployed &&
      !u.annihilated &&
      distanceBetweenUnits(table, u.id, unitId) <= SUPPORT_DISTANCE + EPSILON,
  );
}

function bonus(source: string): CombatRatingModifier {
  return { source, effect: 'bonus', cause: 'other' };
}

function penalty(source: string): CombatRatingModifier {
  return { source, effect: 'penalty', cause: 'other' };
}

/**
 * rulebook p.28 steps 1-2: one side's Close Quarters Attack; returns the models
 * it destroyed. `charged`: the active unit's attack after its Charge (Onslaught).
 */
function strike(
  setup: GameSetup,
  state: GameState,
  attackerState: UnitState,
  targetState: UnitState,
  outflanked: boolean,
  charged: boolean,
  events: GameEvent[],
  boost: (attack: Attack) => Attack = (attack) => attack,
): number {
  const attacker = armyUnit(setup, attackerState.id);
  const target = armyUnit(setup, targetState.id);
  const row = closeRow(attacker);
  if (row === undefined || attackerState.models.length === 0) return 0;
  const table = tableOf(setup, state);
  const overwhelming =
    attacker.type === 'infantry' && (target.type === 'armour' || target.type === 'fortification');
  // rulebook p.28 Determine Combat Rating, named so that the rules' own (Melee Masters, Onslaught) join them.
  const modifiers: CombatRatingModifier[] = [
    ...(outflanked ? [bonus('Outflanking')] : []),
    ...(overwhelming ? [bonus('Overwhelming')] : []),
    ...(near(table, state, attackerState.side, targetState.id, attackerState.id)
      ? [bonus('Supported')]
      : []),
    ...(attackerState.statuses.includes('suppressed') ? [penalty('Suppressed')] : []),
    // glossary: Construction Team — a Charge against an Entrenched unit.
    ...(charged && targetState.statuses.includes('entrenched') ? [penalty('Entrenched')] : []),
    ...(near(table, state, targetState.side, attackerState.id, targetState.id)
      ? [penalty('Threatened')]
      : []),
  ];
  const dice = attackDiceOf(attacker.armaments, row, {
    models: attackerState.models.length,
    damage: attackerState.damage,
  });
  // `boost`: what a Command received for the attack adds (game/commands).
  const prepared = prepareAttack(
    boost({
      weapon: { ...dice, qualities: knownRules(row.qualities), attack: row.attack },
      attackerRules: knownRules(attacker.specialRules),
      target: attackTarget(target, targetState),
      situation: {
        kind: 'closeQuarters',
        rating: combatRatingOf(modifiers),
        combatRatingModifiers: modifiers,
        charged,
        withinShortRange: false,
        concealed: false,
        attackerInTargetFrontArc: false,
        lineOfSightCrossesTargetObstacle: false,
      },
    }),
    ARMOURED_CLASH_RULES,
  );
  const { pool, outcome } = makeAttackRoll(state.rng, prepared);
  events.push(
    event(
      'closeQuartersAttack',
      `${attacker.name} attacks ${target.name} in Close Quarters: ${prepared.rating}, ${pool.rolled.length} dice, ` +
        `${outcome.hits} hits, ${outcome.target.damageSuffered} damage, ${outcome.target.modelsDestroyed} destroyed`,
      {
        unit: attacker.id,
        side: attackerState.side,
        roll: attackDiceShown(prepared, pool, outcome),
      },
    ),
  );
  targetState.damage = outcome.target.damage;
  const from =
    attackerState.models[0] === undefined
      ? undefined
      : centreOf(footprintOf(attacker, attackerState.models[0]));
  events.push(...destroyModels(setup, state, targetState, outcome.target.modelsDestroyed, from));
  // glossary: Construction Team — once the charging unit's attack is resolved, no longer Entrenched.
  if (charged) events.push(...leaveEntrenchment(setup, targetState));
  countDestroyedInCloseQuarters(state, attackerState.id, outcome.target.modelsDestroyed);
  return outcome.target.modelsDestroyed;
}

/**
 * rulebook pp.28-29 Close Quarters Attack: the active unit attacks the target of
 * its Charge (with the Defensive Advantage after an Impeded Charge, the target
 * strikes first); a target with a Melee attack Retaliates; the side that
 * destroyed the most models wins, the loser Withdraws and takes a Suppression
 * Test; on a Stalemate the attacker Withdraws and nobody tests.
 */
export function closeQuartersCombat(
  setup: GameSetup,
  state: GameState,
  boost?: (attack: Attack) => Attack,
): GameEvent[] {
  const activation = state.activation;
  const charge = activation?.charge;
  const attacker = activation === undefined ? undefined : state.units[activation.unit];
  const target = charge === undefined ? undefined : state.units[charge.target];
  if (
    activation?.step !== 'attack' ||
    charge === undefined ||
    attacker === undefined ||
    target === undefined ||
    target.annihilated
  ) {
    throw new IllegalChoice(
      'rulebook p.28 Close Quarters Attacks',
      'there is no Charge target to attack',
    );
  }
  refuseWhileOffered(activation);
  activation.attacked = true;
  const events: GameEvent[] = [];
  const starting = { attacker: attacker.models.length, target: target.models.length };
  const retaliates = meleeRow(armyUnit(setup, target.id)) !== undefined;
  let lostByTarget = 0;
  let lostByAttacker = 0;
  const advantage = unitStep(setup, target.id, 'defensiveAdvantage', charge.impeded);
  if (advantage && retaliates) {
    events.push(
      event(
        'defensiveAdvantage',
        `${armyUnit(setup, target.id).name} has the Defensive Advantage`,
        { unit: target.id },
      ),
    );
    lostByAttacker = strike(setup, state, target, attacker, false, false, events);
    if (!attacker.annihilated)
      lostByTarget = strike(setup, state, attacker, target, charge.outflanked, true, events, boost);
  } else {
    lostByTarget = strike(setup, state, attacker, target, charge.outflanked, true, events, boost);
    if (target.annihilated) return events;
    if (retaliates) lostByAttacker = strike(setup, state, target, attacker, false, false, events);
  }
  if (attacker.annihilated || target.annihilated) return events;
  if (lostByTarget === lostByAttacker) {
    events.push(event('stalemate', 'The Close Quarters Combat is a Stalemate'));
    events.push(...withdraw(setup, state, attacker, target));
    return events;
  }
  const [winner, loser, startingModels] =
    lostByTarget > lostByAttacker
      ? [attacker, target, starting.target]
      : [target, attacker, starting.attacker];
  events.push(
    event('closeQuartersWin', `${armyUnit(setup, winner.id).name} wins the Close Quarters Combat`, {
      unit: winner.id,
    }),
  );
  events.push(...victoryPointsForWinning(setup, state, winner));
  if (winner === attacker) activation.wonCloseQuartersAgainst = loser.id;
  const annihilated = annihilatedByLosing(setup, state, loser);
  if (annihilated !== undefined) return [...events, ...annihilated];
  events.push(...withdraw(setup, state, loser, winner));
  if (!loser.annihilated)
    events.push(...combatSuppressionTest(setup, state, loser, startingModels));
  return events;
}

/** Victory Points the winner's General scores for winning a Close Quarters Combat (game step closeQuartersWon: Hunter). */
function victoryPointsForWinning(
  setup: GameSetup,
  state: GameState,
  winner: UnitState,
): GameEvent[] {
  const name = armyUnit(setup, winner.id).name;
  return unitStep(setup, winner.id, 'closeQuartersWon', []).map((award) => {
    state.players[winner.side].vp += award.victoryPoints;
    const text = `General ${winner.side.toUpperCase()} scores ${award.victoryPoints} Victory Points: ${name} won a Close Quarters Combat (${award.source})`;
    return event('victoryPoints', text, { unit: winner.id, side: winner.side });
  });
}

/**
 * rulebook p.29: the loser of a Close Quarters Combat takes a Suppression Test
 * (p.36), with the modifiers of where it stands (Disordered, Terrifying (X)) and
 * -1 if it lost at least half its models; Automata passes it without a card.
 * Also a Suppression Test a rule calls for outside an attack (Shockwave), with
 * `startingModels` the unit's models now.
 */
export function combatSuppressionTest(
  setup: GameSetup,
  state: GameState,
  loser: UnitState,
  startingModels: number,
): GameEvent[] {
  const unit = armyUnit(setup, loser.id);
  const lost = startingModels - loser.models.length;
  // rulebook p.36: -1 if at least half of the unit's models were Destroyed.
  const halfLost = 2 * lost >= startingModels ? [{ source: 'half the unit lost', amount: -1 }] : [];
  const test = unitDisciplineTest(setup, state, loser.id, 'suppressionTest', halfLost);
  const events = [test.event];
  if (test.passed) return events;
  const morale = {
    discipline: test.discipline,
    suppressed: loser.statuses.includes('suppressed'),
    ...(unit.breakLimit === undefined ? {} : { breakLimit: unit.breakLimit }),
  };
  const failure = failedSuppressionTest(morale, loser.models.length);
  if (failure.breaks)
    return [
      ...events,
      event('breaks', `${unit.name} Breaks`, { unit: loser.id }),
      ...annihilate(setup, state, loser),
    ];
  const alreadySuppressed = loser.statuses.includes('suppressed');
  if (!alreadySuppressed) {
    loser.statuses.push('suppressed');
    // Game step suppressedGained: Construct is Disordered as well.
    const also = unitStep(setup, loser.id, 'suppressedGained', []);
    loser.statuses.push(...also.filter((s) => !loser.statuses.includes(s)));
  }
  return failure.fallsBack ? [...events, ...fallBack(setup, state, loser)] : events;
}
