import { officerInFrontArc } from '../../battlefield/front-arc.js';
import type { Attack } from '../../attack/attack.js';
import { prepareAttack } from '../../attack/prepare.js';
import { FACE_NAMES } from '../../dice/faces.js';
import { attackDiceOf } from '../../profile/armaments.js';
import { ARMOURED_CLASH_RULES } from '../../rules/armoured-clash-rules.js';
import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import { attackTarget, knownRules } from '../attack-parties.js';
import type { Choice, Decision } from '../choice.js';
import { attackDiceShown } from '../dice-shown.js';
import { profileAsTarget } from '../entrenched.js';
import { type GameEvent, event } from '../events.js';
import { destroyModels } from '../losses.js';
import { attackingUnit } from '../open-formation-losses.js';
import { rangedAttackSuppression } from '../ranged-suppression.js';
import { rangedRow } from '../ranged-row.js';
import { IllegalChoice } from '../rule-error.js';
import type { ActivationState, GameState, UnitState } from '../state.js';
import type { ArmyRangedRow } from '../army.js';
import { acquisitionWithRow } from '../weapon-acquisition.js';
import { reloadsAfter, rowRefusal } from '../weapon-use.js';
import { reloadingRefusal } from '../reloading.js';
import { type TableState, tableOf } from '../table-of.js';
import { unitStep } from '../unit-rules.js';
import { aircraftTargetRefusal } from '../aircraft/aircraft.js';
import { loadedOn, passengerOf } from './aboard.js';
import { plannedLosses } from '../emplaced-losses.js';
import { withNearPortal } from '../portals/near-portal.js';
import type { DeclaredRangedAttack } from '../attacks-declared.js';
import { firstRollEvent, rollOrWait } from '../rerolls-roll.js';
import { awaitRerolls } from '../commands/rerolls-due.js';
import { withReceivedCommand } from '../commands/received-boost.js';
import { declaredAttackContext } from '../commands/declared-attack-context.js';

export const OPEN_TOP = 'glossary: Open Top';

/** The units aboard a unit: the one Embarked on it (Occupied) and those Loaded on it. */
function unitsAboard(state: GameState, unitId: string): UnitState[] {
  const passenger = passengerOf(state, unitId);
  return [...(passenger === undefined ? [] : [passenger]), ...loadedOn(state, unitId)];
}

/** The Open Top attack planned: the attack before a die is rolled, and the row it is made with. */
export interface OpenTopPlan {
  readonly attack: Attack;
  readonly row: ArmyRangedRow;
  /** glossary: Precision — the chosen models the holder's Officer can acquire, Destroyed first, in order. */
  readonly picks?: readonly string[];
}

/**
 * glossary: Open Top — the additional attack of `holderId` with the Armaments
 * Grid of `aboardId` (Embarked or Loaded on it) against `targetId`, before a
 * die is rolled: the row for the target's category, its dice read by the
 * models aboard; Target Acquisition from the holder's Officer (its centre
 * point, its Front Arc) at that row's range, with the row's Turret, Indirect,
 * Trail (the units the holder moved through, `movement`) and Trap; always
 * Weakened; the holder's rules are the attacker's. The Open Top unit makes the
 * attack (the glossary's note), so the row's qualities read the holder: Slow
 * to Fire not while it is Reloading or Suppressed, Reactive never (it is no
 * Opportunity Fire), Move or Fire not after its Advance, and a Reloading
 * holder's rules (Cumbersome) stop it. `precision` (glossary: Precision, a
 * row with the quality): the target's models its General chooses to Destroy,
 * each acquired by the holder's Officer (game/precision-picks.ts).
 * `lossPreference` (rulebook pp.34-35): the target's General's order of
 * losses the losses will read, so each loss reads the Defence of the model
 * then removed (glossary: Emplacement). Throws IllegalChoice naming the rule
 * it breaks.
 */
export function planOpenTopAttack(
  setup: GameSetup,
  state: TableState,
  holderId: string,
  aboardId: string,
  targetId: string,
  movement: Pick<ActivationState, 'advanced' | 'movedThrough'> = {},
  precision?: readonly string[],
  lossPreference?: readonly string[],
): OpenTopPlan {
  const { units } = state;
  const holder = units[holderId];
  const aboard = units[aboardId];
  const targetState = units[targetId];
  if (holder === undefined || aboard?.embarked?.transport !== holderId || aboard.annihilated) {
    throw new IllegalChoice(OPEN_TOP, `${aboardId} is not Embarked or Loaded on ${holderId}`);
  }
  if (
    targetState === undefined ||
    targetState.side === holder.side ||
    !targetState.deployed ||
    targetState.annihilated
  ) {
    throw new IllegalChoice(
      'rulebook p.26 Choose a Target',
      `${targetId} is not an enemy unit on the battlefield`,
    );
  }
  const incoming = aircraftTargetRefusal(setup, targetId, false);
  if (incoming !== undefined) throw incoming;
  const table = tableOf(setup, state);
  const entrenched = targetState.statuses.includes('entrenched');
  const target = profileAsTarget(setup, table, holderId, targetId, entrenched);
  const grid = armyUnit(setup, aboardId);
  const row = rangedRow(grid, target);
  const found = acquisitionWithRow(setup, table, holderId, targetId, row, movement.movedThrough, {
    verdictOnly: true,
  });
  if (row === undefined || !found.confirmed) {
    throw new IllegalChoice(
      'rulebook p.17 Target Acquisition',
      `${armyUnit(setup, holderId).name} cannot acquire ${target.name} with the Armaments Grid of ${grid.name} (${found.failed ?? 'armaments'})`,
    );
  }
  const refusal =
    rowRefusal(row, holder, { opportunityFire: false, advanced: movement.advanced === true }) ??
    reloadingRefusal(setup, holder);
  if (refusal !== undefined) throw new IllegalChoice(refusal.rule, refusal.message);
  const dice = attackDiceOf(grid.armaments, row, {
    models: aboard.embarked.models,
    damage: aboard.damage,
  });
  const attack: Attack = {
    weapon: { ...dice, qualities: knownRules(row.qualities), attack: 'ranged' },
    attackerRules: knownRules(armyUnit(setup, holderId).specialRules),
    target: attackTarget(target, targetState),
    situation: {
      kind: 'ranged',
      rating: 'weakened',
      withinShortRange: found.withinShortRange,
      concealed: found.concealed.length > 0,
      attackerInTargetFrontArc: officerInFrontArc(table, holderId, targetId),
      lineOfSightCrossesTargetObstacle: false,
      targetOutsideFrontArc: found.outsideFrontArc,
    },
  };
  // glossary: Precision's picks; Emplacement per model in the order of removal (game/emplaced-losses.ts).
  const planned = { attackerId: holderId, attack, row, found };
  const losses = plannedLosses(setup, table, planned, targetState, {
    precision,
    preference: lossPreference,
  });
  return {
    attack: losses.attack,
    row,
    ...(losses.picks === undefined ? {} : { picks: losses.picks }),
  };
}

/** The Open Top attacks the active unit may make now: each unit aboard against each enemy unit it can acquire. */
export function openTopOptions(setup: GameSetup, state: GameState): Choice[] {
  const holder = state.activation?.unit;
  if (holder === undefined) return [];
  const side = state.units[holder]?.side;
  const enemies = Object.values(state.units).filter(
    (u) => u.side !== side && u.deployed && !u.annihilated,
  );
  const movement = state.activation ?? {};
  return unitsAboard(state, holder).flatMap((aboard) =>
    enemies.flatMap((target): Choice[] => {
      try {
        planOpenTopAttack(setup, state, holder, aboard.id, target.id, movement);
        return [{ kind: 'openTopAttack', unit: aboard.id, target: target.id }];
      } catch (error) {
        if (error instanceof IllegalChoice) return [];
        throw error;
      }
    }),
  );
}

/**
 * At the end of the active unit's Attack Step (game/activation-end.ts): when
 * its rules give it an attack with the grid of a unit aboard (game step
 * attackStepEnded: Open Top), it is Occupied or Loaded, it did not skip its
 * Attack Step (Double Time, a failed Rally Test) and it can acquire a target,
 * the Activation waits for its General to make it or hold (`activation.openTop`)
 * and this returns true. Once per Activation.
 */
export function waitsForOpenTop(setup: GameSetup, state: GameState): boolean {
  const activation = state.activation;
  const unit = activation === undefined ? undefined : state.units[activation.unit];
  if (activation === undefined || unit === undefined || activation.openTop !== undefined) {
    return false;
  }
  activation.openTop = 'done';
  const skipped =
    activation.step !== 'attack' || activation.rallyFailed || activation.endsAfterReaction === true;
  if (skipped || !unit.deployed || unit.annihilated) return false;
  if (unitStep(setup, unit.id, 'attackStepEnded', undefined) === undefined) return false;
  if (openTopOptions(setup, state).length === 0) return false;
  activation.openTop = 'offered';
  return true;
}

/** The decision while the Open Top attack is offered: one per unit aboard and target, or hold. */
export function openTopDecision(setup: GameSetup, state: GameState): Decision | undefined {
  const activation = state.activation;
  const unit = activation === undefined ? undefined : state.units[activation.unit];
  if (activation?.openTop !== 'offered' || unit === undefined) return undefined;
  return {
    player: unit.side,
    prompt: `${armyUnit(setup, unit.id).name}: an additional Weakened Ranged Attack with the Armaments Grid of a unit aboard, or hold (${OPEN_TOP})`,
    options: [...openTopOptions(setup, state), { kind: 'hold' }],
  };
}

/**
 * glossary: Open Top — the additional attack declared, made: rolled, its
 * losses applied from the holder's Officer (the models chosen with Precision
 * first; then the order its target's General gave, if the attack waited,
 * else its standing order: read by the plan as by the losses, rulebook
 * pp.34-35, glossary: Emplacement),
 * then the target's Suppression Test as after every Ranged Attack (rulebook
 * p.27), which may wait for its General's Command (game/suppression-test-due.ts).
 */
export function openTopMade(
  setup: GameSetup,
  state: GameState,
  holder: UnitState,
  declared: DeclaredRangedAttack,
): GameEvent[] {
  const activation = state.activation;
  const { target: targetId, withGridOf: aboardId, precision, targetLosses } = declared;
  const targetState = state.units[targetId];
  if (activation === undefined || aboardId === undefined || targetState === undefined) return [];
  const { lossPreference } = declaredAttackContext(state, targetId, { targetLosses });
  const { attack, row, picks } = planOpenTopAttack(
    setup,
    state,
    holder.id,
    aboardId,
    targetId,
    activation,
    precision,
    lossPreference,
  );
  activation.attacked = true;
  // glossary: Immortal: the target within 3" of a Portal Marker.
  const near = withNearPortal(attack, tableOf(setup, state), state, targetId);
  // rulebook p.33 Bonus Re-Rolls: a Command issued after the first roll, received.
  const boosted = withReceivedCommand(setup, near, declared.boostedBy);
  const prepared = prepareAttack(boosted, ARMOURED_CLASH_RULES);
  // rulebook p.33 Bonus Re-Rolls: resumed from its first roll, or it may wait after it (the holder's General).
  const { rolled, roll } = rollOrWait(state.rng, prepared, {
    rolled: declared.rolled,
    rerollsWait: (first) => awaitRerolls(setup, state, holder, declared, first),
  });
  const name = armyUnit(setup, holder.id).name;
  if (roll === undefined) {
    const target = `${armyUnit(setup, targetId).name} (${OPEN_TOP})`;
    return [firstRollEvent({ id: holder.id, name }, target, prepared, rolled)];
  }
  const { pool, outcome } = roll;
  targetState.damage = outcome.target.damage;
  const text =
    `${name} fires with the Armaments Grid of ${armyUnit(setup, aboardId).name} at ` +
    `${armyUnit(setup, targetId).name} (${OPEN_TOP}): ${prepared.rating}, ${pool.rolled.length} dice ` +
    `(${pool.final.map((f) => FACE_NAMES[f]).join(', ')}), ${outcome.hits} hits, ` +
    `${outcome.target.damageSuffered} damage, ${outcome.target.modelsDestroyed} destroyed`;
  const from = attackingUnit(tableOf(setup, state), holder.id);
  const events = [
    event('rangedAttack', text, {
      unit: holder.id,
      side: holder.side,
      roll: attackDiceShown(prepared, pool, outcome),
    }),
    ...destroyModels(setup, state, targetState, outcome.target.modelsDestroyed, from, {
      first: picks,
      ...(lossPreference === undefined ? {} : { preference: lossPreference }),
    }),
  ];
  // glossary: Slow to Fire, Reactive: the attacking unit, the Open Top unit, gains Reloading.
  if (reloadsAfter(row) && !holder.statuses.includes('reloading'))
    holder.statuses.push('reloading');
  if (targetState.annihilated) return events;
  return [
    ...events,
    ...rangedAttackSuppression(setup, state, prepared, outcome, targetState, true),
  ];
}
