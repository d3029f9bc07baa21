import { coherencyProblems } from '../battlefield/coherency.js';
import { activeUnit } from './activation.js';
import type { GameSetup } from './army.js';
import { endPhase } from './end-phase.js';
import { type GameEvent, event } from './events.js';
import { waitsForFreeAdvance } from './free-advance.js';
import { awaitsMovesEnded } from './commands/moves-ended.js';
import { waitsForOverrun } from './overrun.js';
import { waitsToGarrisonStormed } from './storming.js';
import { waitsForEndAttack } from './end-of-activation-attack.js';
import { waitsForOpenTop } from './transport/open-top.js';
import { hasTurnToTake } from './aerial-assault/assault-turns.js';
import { destroyModels } from './losses.js';
import { modelsOf } from './model-count.js';
import { type GameState, other } from './state.js';
import { gainStatuses } from './rule-statuses.js';
import { dropStatuses } from './statuses.js';
import { offerSupport } from './support.js';
import { offerCoordinated } from './coordinated.js';
import { armyUnit } from './army-unit.js';
import { tableOf } from './table-of.js';
import { runAmokLosses } from './run-amok.js';
import { demiseBlastsGoOn } from './demise-blasts-made.js';
import { unitStep } from './unit-rules.js';

/**
 * The end of an Activation: models out of Unit Coherency are Abandoned
 * (rulebook p.22); the unit is Activated. Suppressed (p.36) and Disordered
 * (p.34) are lost "at the end of its next Activation": only those the unit had
 * as this Activation began end now; one gained during it lasts until the end
 * of the unit's next Activation. Then the other General takes a turn if they
 * have Ready units; when nobody has, the End Phase.
 */
export function endActivation(setup: GameSetup, state: GameState): GameEvent[] {
  // glossary: Spectacular Demise (X), Fiery Demise (X): the blasts of the Activation's last losses
  // (a Close Quarters Combat, a Demolition, Sponsons) come first, each test waiting for a Command
  // (rulebook p.37); the Activation ends once they are made (commands/attacks-in-turn.ts goOnAttacking).
  const blasts = demiseBlastsGoOn(setup, state, true);
  if (state.demiseBlasts !== undefined) return blasts;
  return [...blasts, ...activationEnds(setup, state)];
}

/** The end of the Activation, once no blast is left to make (endActivation). */
function activationEnds(setup: GameSetup, state: GameState): GameEvent[] {
  // Offered once the unit's attack is resolved: an Overrun, a free Advance; then at its end a Throw.
  // rulebook p.45 Storming a Building: first, the attacker may Garrison the building it stormed.
  // glossary: Open Top: at the end of the Attack Step, before the end of the Activation.
  const waits = [
    waitsToGarrisonStormed,
    waitsForOverrun,
    waitsForFreeAdvance,
    waitsForOpenTop,
    waitsForEndAttack,
  ];
  // A Suppression Test due waits for its General's Command; taken, it ends the Activation (game/suppression-test-due.ts).
  if (state.suppressionTest !== undefined || state.enemyEndedMove !== undefined) return [];
  // rulebook p.37: a unit that Fell Back or Withdrew: the other General may first issue Covering Fire.
  const covering = awaitsMovesEnded(setup, state, 'activationEnd');
  if (covering !== undefined) return covering;
  if (waits.some((offer) => offer(setup, state))) return [];
  const unit = activeUnit(state);
  const events: GameEvent[] = [];
  if (!unit.annihilated) {
    // An Embarked unit has no models on the table (rulebook p.46).
    const strays = new Set(
      unit.deployed ? coherencyProblems(tableOf(setup, state), unit.id).map((p) => p.model) : [],
    );
    strays.delete(unit.officer);
    if (strays.size > 0) {
      events.push(
        event('abandoned', `${modelsOf(strays.size, armyUnit(setup, unit.id).name)} Abandoned`, {
          unit: unit.id,
        }),
      );
      unit.models = unit.models.filter((m) => !strays.has(m.id));
      events.push(...destroyModels(setup, state, unit, 0, undefined));
    }
    // glossary: Run Amok: unable to Charge, it loses a model now.
    events.push(...runAmokLosses(setup, state, unit));
    // glossary: Spectacular Demise (X), Fiery Demise (X): the blasts of those losses, before the Activation ends.
    events.push(...demiseBlastsGoOn(setup, state, true));
    if (state.demiseBlasts !== undefined || state.suppressionTest !== undefined) return events;
    dropStatuses(unit, ...(state.activation?.expiring ?? []));
    const attacked = state.activation?.attacked === true;
    const end = unitStep(setup, unit.id, 'activationEnds', { attacked, gains: [] });
    events.push(...gainStatuses(setup, unit, end.gains));
    unit.statuses.push('activated');
  }
  // glossary: Soar (X"): until the end of its Activation.
  unit.soaring = undefined;
  state.activation = undefined;
  // glossary: Support (X): its General may first Activate a friendly unit within 3".
  const support = offerSupport(setup, state, unit);
  if (support !== undefined) return [...events, ...support];
  // rulebook p.22 Coordinated Units: an Embarked unit and its Transport may Activate in the same turn.
  const coordinated = offerCoordinated(setup, state, unit);
  if (coordinated !== undefined) return [...events, ...coordinated];
  // glossary: Aerial Assault: a unit to Activate from Reserve is a turn to take too.
  if (hasTurnToTake(setup, state, other(state.turn))) state.turn = other(state.turn);
  else if (!hasTurnToTake(setup, state, state.turn)) events.push(...endPhase(setup, state));
  return events;
}
