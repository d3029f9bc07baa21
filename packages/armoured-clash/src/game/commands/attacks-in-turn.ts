import { endActivation } from '../activation-end.js';
import { reArmed } from '../all-out-attack-re-arm.js';
import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import { closeQuartersCombat } from '../close-quarters.js';
import type { AttacksDeclared, AttacksOf, DeclaredRangedAttack } from '../attacks-declared.js';
import { notAttackedAlongLine } from '../coruscating-line-target.js';
import { firingInReactionStep, reactionStepEnds } from '../opportunity-fire.js';
import { toEscape } from '../aircraft/escape.js';
import { interceptionOf, keepInterceptionCommand } from '../aircraft/interception-state.js';
import { throwMade } from '../throw-made.js';
import { openTopMade } from '../transport/open-top.js';
import { demiseBlastsGoOn, demiseWaits } from '../demise-blasts-made.js';
import { type GameEvent, event } from '../events.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState, UnitState } from '../state.js';
import { makeDeclaredAttack } from './declared-attack.js';
import { asItStood, resolvedAsItStood } from '../coruscating-annihilated.js';
import { awaitsMovesEnded } from './moves-ended.js';
import { waitForTargetedCommand } from './targeted-wait.js';
import type { PendingCommand } from './pending-command.js';

/**
 * The Attack Step's attacks declared (`attacks`), made in turn from the first
 * (goOnAttacking); the caller checked them as they were declared.
 */
export function makeAttacks(
  setup: GameSetup,
  state: GameState,
  attacks: AttacksDeclared,
): GameEvent[] {
  const activation = state.activation;
  if (activation === undefined) {
    throw new IllegalChoice('rulebook p.24 Activating a Unit', 'no unit is being Activated');
  }
  activation.attacksDeclared = attacks;
  return goOnAttacking(setup, state);
}

/** Whether the game waits for a General's decision (rulebook pp.36-38: a Suppression Test, a unit targeted, an enemy's move ended, Interference). */
function waiting(state: GameState): boolean {
  return (
    state.suppressionTest !== undefined ||
    state.targetedByRangedAttack !== undefined ||
    // rulebook p.33 Bonus Re-Rolls: an attack rolled, before its re-rolls.
    state.rerollsDue !== undefined ||
    state.enemyEndedMove !== undefined ||
    state.command !== undefined ||
    // glossary: Spectacular Demise (X): the order of a demise's attacks.
    (state.demiseBlasts !== undefined && demiseWaits(state)) ||
    // glossary: Interceptor: its Interception Sortie goes on by itself (aircraft/interception-goes-on.ts).
    interceptionOf(state.activation) !== undefined
  );
}

/**
 * The Attack Step goes on where it stopped: each attack declared and not yet
 * made (`activation.attacksDeclared`) is made in turn; the game stops whenever
 * it waits for a General's decision (the target's General as it is targeted:
 * Dig In; a Suppression Test: Stand Firm; Interference) and is called again
 * once it is taken. With every attack made, the Activation ends (its end waits
 * for what is still due: activation-end.ts). An attack whose attacker is
 * Annihilated, or whose target is, is not made. After a Charge, an All-Out
 * Attack's Close Quarters Combat comes first (`closeQuartersFirst`, once any
 * Command issued with its attacks is settled). In a Reaction Step (a test
 * after Opportunity Fire taken; an Air Support Sortie's too), the step ends
 * instead (game/opportunity-fire.ts); after a sortie's Engage Step, its Escape
 * Step follows (rulebook p.51). The same resumes an Open Top attack at the end
 * of the Attack Step and a Throw at the end of the Activation.
 */
export function goOnAttacking(setup: GameSetup, state: GameState): GameEvent[] {
  const events: GameEvent[] = [];
  for (;;) {
    // glossary: Spectacular Demise (X), Fiery Demise (X): the blasts of the losses just taken, first.
    events.push(...demiseBlastsGoOn(setup, state, true));
    // glossary: Shockwave, Dynamic Entry (X"): the units still to take their tests, in turn (game/tests-go-on.ts).
    if (state.testsInTurn !== undefined) return events;
    const activation = state.activation;
    if (activation === undefined || waiting(state)) return events;
    // rulebook p.37: a unit that Fell Back or Withdrew: the other General may first issue Covering Fire.
    const covering = awaitsMovesEnded(setup, state, 'attacks');
    if (covering !== undefined) return [...events, ...covering];
    // rulebook pp.25, 51: a test after Opportunity Fire was taken: the Reaction Step ends.
    if (firingInReactionStep(activation)) return [...events, ...reactionStepEnds(setup, state)];
    const declared = activation.attacksDeclared;
    if (declared?.closeQuartersFirst === true) {
      // glossary: All-Out Attack (X): the Close Quarters Combat before any Ranged Attack.
      activation.attacksDeclared = { ...declared, closeQuartersFirst: false };
      events.push(...closeQuartersCombat(setup, state));
      continue;
    }
    const [next, ...rest] = declared?.attacks ?? [];
    if (declared === undefined || next === undefined) {
      return [...events, ...attacksMade(setup, state, declared)];
    }
    const unit = state.units[activation.unit];
    // glossary: Overcharge: a unit its Overcharge Damage Annihilated still resolves its line (coruscating-annihilated.ts).
    const standing = unit !== undefined && (!unit.annihilated || resolvedAsItStood(state, unit));
    activation.attacksDeclared = { ...declared, attacks: standing ? rest : [] };
    if (!standing || state.units[next.target]?.annihilated !== false) continue;
    events.push(...asItStood(state, unit, () => attackInTurn(setup, state, unit, next, declared)));
  }
}

/**
 * The next attack: skipped when a Coruscating line's unit cannot be targeted
 * by the row with the quality; waiting while its target's General may issue a
 * Command to it; otherwise made. An attack of several that can no longer be
 * made is told and skipped; a single Ranged Attack is refused.
 */
function attackInTurn(
  setup: GameSetup,
  state: GameState,
  unit: UnitState,
  next: DeclaredRangedAttack,
  declared: AttacksDeclared,
): GameEvent[] {
  const targetName = armyUnit(setup, next.target).name;
  const notAttacked = (why: string) =>
    event('attackNotMade', `${targetName} is not attacked: ${why}`, { unit: next.target });
  const offLine =
    next.alongLine === true ? notAttackedAlongLine(setup, state, unit.id, next.target) : undefined;
  if (offLine !== undefined) return [notAttacked(offLine)];
  try {
    return (
      // An attack resuming from its first roll (rulebook p.33) was past its target's moment.
      (next.rolled === undefined ? waitForTargetedCommand(setup, state, unit, next) : undefined) ??
      attackMadeInTurn(setup, state, unit, next)
    );
  } catch (error) {
    if (!(error instanceof IllegalChoice) || SINGLE.includes(declared.of)) throw error;
    if (next.alongLine === true) return [notAttacked(error.message)];
    const text = `${armyUnit(setup, unit.id).name} can no longer attack ${targetName}: ${error.message}`;
    return [event('attackNotMade', text, { unit: unit.id })];
  }
}

/** The attacks declared alone: one that can no longer be made is refused, not skipped. */
const SINGLE: readonly AttacksOf[] = ['rangedAttack', 'openTop', 'throw'];

/**
 * One attack declared, made (once its target's General answered, if it
 * waited): a Throw (glossary: Throw (X")), an Open Top attack (glossary: Open
 * Top), or a Ranged Attack of the Attack Step or of an Engage Step (rulebook p.51).
 */
export function attackMadeInTurn(
  setup: GameSetup,
  state: GameState,
  unit: UnitState,
  declared: DeclaredRangedAttack,
): GameEvent[] {
  if (resolvedAsItStood(state, unit))
    return asItStood(state, unit, () => attackMadeInTurn(setup, state, unit, declared));
  if (declared.thrownBy !== undefined) return throwMade(setup, state, unit, declared);
  if (declared.withGridOf !== undefined) return openTopMade(setup, state, unit, declared);
  return makeDeclaredAttack(setup, state, unit, declared, state.activation?.aimed === true);
}

/**
 * Every attack declared made (or none declared): an All-Out Attack's Reloading
 * lost, then the Activation ends; in an Air Support Sortie, its Engage Step
 * was made: its Escape Step follows (rulebook p.51).
 */
function attacksMade(
  setup: GameSetup,
  state: GameState,
  declared: AttacksDeclared | undefined,
): GameEvent[] {
  const activation = state.activation;
  const unit = activation === undefined ? undefined : state.units[activation.unit];
  if (activation !== undefined) activation.attacksDeclared = undefined;
  const events =
    declared?.reArm === true && unit !== undefined && !unit.annihilated
      ? reArmed(unit, armyUnit(setup, unit.id).name)
      : [];
  const next =
    activation?.sortie?.step === 'engage' ? toEscape(setup, state) : endActivation(setup, state);
  return [...events, ...next];
}

/**
 * rulebook p.37: the Command issued with the attack against `target`, one of
 * the attacks declared, received (`boostedBy`: its Effect joins that attack
 * alone) or failed (undefined); then the attacks are made in turn.
 */
export function attacksGoOn(
  setup: GameSetup,
  state: GameState,
  target: string,
  boostedBy: PendingCommand | undefined,
): GameEvent[] {
  const activation = state.activation;
  if (activation !== undefined && interceptionOf(activation) !== undefined) {
    // glossary: Interceptor: its attack keeps the Command, and goes on from applyChoice
    // (aircraft/interception-goes-on.ts).
    keepInterceptionCommand(activation, boostedBy);
    return [];
  }
  const declared = activation?.attacksDeclared;
  if (activation !== undefined && declared !== undefined && boostedBy !== undefined) {
    const at = declared.attacks.findIndex((attack) => attack.target === target);
    const attacks = declared.attacks.map((attack, i) =>
      i === at ? { ...attack, boostedBy } : attack,
    );
    activation.attacksDeclared = { ...declared, attacks };
  }
  return goOnAttacking(setup, state);
}
