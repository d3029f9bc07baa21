import { toldIfWaiting } from './loss-choice-told.js';
import type { GameSetup } from './army.js';
import { type GameEvent, event } from './events.js';
import { refuseWhileOffered } from './after-attack-offers.js';
import { closeQuartersResolved } from './close-quarters-end.js';
import { type CloseQuartersStrike, closeQuartersSides } from './close-quarters-sides.js';
import { strike } from './close-quarters-strike.js';
import type { CloseQuartersUnderway, StrikeLeft, StrikeRolled } from './close-quarters-underway.js';
import { IllegalChoice } from './rule-error.js';
import type { ActivationState, GameState, UnitState } from './state.js';
import { armyUnit } from './army-unit.js';
import type { PendingCommand } from './commands/pending-command.js';
import { strikeRerollsWait } from './commands/strike-rerolls.js';

const RULE = 'rulebook p.28 Close Quarters Attacks';

/**
 * rulebook pp.28-29 Close Quarters Attack: the active unit attacks the target of
 * its Charge (with the Defensive Advantage after an Impeded Charge, the target
 * strikes first); a target with a Melee attack Retaliates, and (p.29)
 * Secondary Combatants with it; then the combat is resolved
 * (game/close-quarters-end.ts). `boostedBy`: the Command received with the
 * declaration (closeQuartersAttack), for the charging unit's attack. The
 * combat is kept as data (`activation.closeQuarters`) and made by
 * closeQuartersGoesOn, so that it can stop after a strike's first roll.
 */
export function closeQuartersCombat(
  setup: GameSetup,
  state: GameState,
  boostedBy?: PendingCommand,
): GameEvent[] {
  if (state.activation?.step !== 'attack') {
    throw new IllegalChoice(RULE, 'there is no Charge target to attack');
  }
  const { activation, attacker, target, secondaryCombatants, defensiveAdvantage, strikes } =
    closeQuartersSides(setup, state);
  refuseWhileOffered(activation);
  activation.attacked = true;
  const events: GameEvent[] = [];
  if (defensiveAdvantage) {
    events.push(
      event(
        'defensiveAdvantage',
        `${armyUnit(setup, target.id).name} has the Defensive Advantage`,
        { unit: target.id },
      ),
    );
  }
  activation.closeQuarters = {
    strikes: strikes.map((made) => ({
      striker: made.striker.id,
      struck: made.struck.id,
      outflanked: made.outflanked,
      charged: made.charged,
    })),
    secondaryCombatants: secondaryCombatants.map((u) => u.id),
    starting: { attacker: attacker.models.length, target: target.models.length },
    lost: { byTarget: 0, byAttacker: 0 },
    // rulebook p.45: the building Stormed (its Garrison may Exit before the end: glossary Siegebreaker).
    ...(target.garrisoning === undefined ? {} : { stormed: target.garrisoning }),
    ...(boostedBy === undefined ? {} : { boostedBy }),
  };
  return [...events, ...toldIfWaiting(events, () => closeQuartersGoesOn(setup, state, undefined))];
}

/** A unit of the combat, by id. */
function unitOf(state: GameState, id: string | undefined): UnitState {
  const unit = id === undefined ? undefined : state.units[id];
  if (unit === undefined) throw new IllegalChoice(RULE, `no unit ${id ?? ''} fights in the combat`);
  return unit;
}

function madeOf(state: GameState, left: StrikeLeft): CloseQuartersStrike {
  return { ...left, striker: unitOf(state, left.striker), struck: unitOf(state, left.struck) };
}

/** The combat with its next strike made: taken off the list, the models it destroyed counted. */
function struck(
  combat: CloseQuartersUnderway,
  made: CloseQuartersStrike,
  destroyed: number,
  target: UnitState,
): CloseQuartersUnderway {
  const { secondaryCombatants, starting, stormed, boostedBy } = combat;
  const lost =
    made.struck === target
      ? { ...combat.lost, byTarget: combat.lost.byTarget + destroyed }
      : { ...combat.lost, byAttacker: combat.lost.byAttacker + destroyed };
  return {
    strikes: combat.strikes.slice(1),
    secondaryCombatants,
    starting,
    lost,
    ...(stormed === undefined ? {} : { stormed }),
    ...(boostedBy === undefined ? {} : { boostedBy }),
  };
}

/**
 * The Close Quarters Combat under way (`activation.closeQuarters`) goes on
 * where it stopped: each attack still to make is made in turn (rulebook p.28:
 * once the attacker or the target is Annihilated, the action ends). After its
 * first roll an attack waits when its General may issue a Command before any
 * die is re-rolled (rulebook p.33 Bonus Re-Rolls: commands/strike-rerolls.ts):
 * the combat stops, its dice kept, and `rerollsBoost` (the Command issued
 * then, received) joins that attack as it resumes. With every attack made, the
 * combat is resolved and no longer under way. Nothing is done when none is.
 */
export function closeQuartersGoesOn(
  setup: GameSetup,
  state: GameState,
  rerollsBoost: PendingCommand | undefined,
): GameEvent[] {
  const activation = state.activation;
  const started = activation?.closeQuarters;
  if (activation === undefined || started === undefined) return [];
  // rulebook p.28: the active unit and the target of its Charge (as closeQuartersSides reads them).
  const attacker = unitOf(state, activation.unit);
  const target = unitOf(state, activation.charge?.target);
  const events: GameEvent[] = [];
  let combat = started;
  for (const left of started.strikes) {
    if (attacker.annihilated || target.annihilated) break;
    const made = madeOf(state, left);
    const declaredWith = left.charged ? combat.boostedBy : undefined;
    const afterRoll = combat.next === undefined ? undefined : rerollsBoost;
    const commands = [declaredWith, afterRoll].filter((c): c is PendingCommand => c !== undefined);
    // rulebook pp.34-35: a strike stopping for a choice among its losses tells what came before (game/loss-choice-told.ts).
    const destroyed = toldIfWaiting(events, () =>
      strike(setup, state, made, events, {
        commands,
        resumed: combat.next,
        rerollsWait: (roll) => waits(setup, state, activation, made, declaredWith, roll),
      }),
    );
    if (destroyed === undefined) return events;
    combat = struck(combat, made, destroyed, target);
    activation.closeQuarters = combat;
  }
  activation.closeQuarters = undefined;
  if (attacker.annihilated || target.annihilated) return events;
  return [
    ...events,
    ...toldIfWaiting(events, () =>
      closeQuartersResolved(setup, state, activation, { attacker, target }, combat),
    ),
  ];
}

/** rulebook p.33: the strike stops after its first roll when its General may issue a Command; its dice kept with the combat. */
function waits(
  setup: GameSetup,
  state: GameState,
  activation: ActivationState,
  made: CloseQuartersStrike,
  declaredWith: PendingCommand | undefined,
  roll: StrikeRolled,
): boolean {
  const combat = activation.closeQuarters;
  if (combat === undefined || !strikeRerollsWait(setup, state, made, declaredWith, roll.rolled))
    return false;
  activation.closeQuarters = { ...combat, next: roll };
  return true;
}
