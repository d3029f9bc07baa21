import type { GameSetup } from './army.js';
import { annihilate, passengersLost } from './annihilation.js';
import { officerModel } from './clashes/vital-objective.js';
import { commandersSteady } from './commander.js';
import type { GameEvent } from './events.js';
import type { LossChoice } from './loss-order.js';
import { lossSequence } from './loss-sequence.js';
import { fieryDemise } from './aircraft/fiery-demise.js';
import type { AttackingUnit } from './open-formation-losses.js';
import { destroyedWithDemise } from './spectacular-demise.js';
import { standingLossOrder } from './standing-loss-order.js';
import type { GameState, UnitState } from './state.js';

/*
 * Taking losses. The single steps (one model Destroyed, a unit Annihilated)
 * live below the Spectacular Demise, which needs them; destroyModels, above
 * it, calls the demise before a unit's last model goes; the blasts a demise
 * rolls are kept as data and made once the losses are taken
 * (game/demise-blasts-made.ts; docs/architecture.md, Losses and Spectacular
 * Demise). The steps are offered here as well, as the one place callers take
 * losses from.
 */
export { annihilate } from './annihilation.js';
export { destroyModel, loseOfficer } from './model-destroyed.js';

/**
 * rulebook p.34 Destroying Models: in Open Formation the model closest to the
 * attacking unit goes (`from`: its footprints; closestModel, measured between
 * footprints, p.11); in Close Formation, or with no attacking unit, one from
 * the back rank (backRankModel). The Officer goes last of all in Close
 * Formation (rulebook p.35 Loss of an Officer: another model is removed in its
 * stead); in Open Formation, when the Officer is closest it is Destroyed and a
 * Field Promotion follows (the model farthest from the attacking unit). The
 * order is loss-sequence.ts's lossSequence, worked out once before the first
 * loss (the order the attack roll read each model's Defence in: glossary
 * Emplacement); `choice` (LossChoice): the Exposed models
 * only, once none of them is left the rest of the losses are discarded; the
 * models Precision picked first; the General's order of preference for this
 * attack, else its standing order for the unit (game/standing-loss-order.ts).
 */
export function destroyModels(
  setup: GameSetup,
  state: GameState,
  unitState: UnitState,
  count: number,
  from: AttackingUnit | undefined,
  given: LossChoice = {},
): GameEvent[] {
  const events: GameEvent[] = [];
  // rulebook pp.34-35: the order given for this attack, else the General's standing order.
  const preference = given.preference ?? standingLossOrder(state, unitState);
  const choice: LossChoice = { ...given, preference };
  // Where the Officer stood before any model was Destroyed (Escorting the Vital Objective: annihilate).
  const officerStood = officerModel(unitState);
  const standing = unitState.models;
  // The order of removal, worked out once before any loss (as the attack roll read it: Emplacement).
  const sequence = count === 0 ? [] : lossSequence(setup, unitState, from, choice);
  for (const { destroyed: victim } of sequence.slice(0, count)) {
    if (unitState.models.length === 0) break;
    // glossary: Spectacular Demise (X): the last model's demise comes before it is Destroyed.
    events.push(...destroyedWithDemise(setup, state, unitState, victim, from, choice.preference));
  }
  // glossary: Fiery Demise (X): each model an Aircraft unit lost before its Escape Step, before it is removed from play.
  events.push(...fieryDemise(setup, state, unitState, standing));
  // rulebook p.49 Commander: a unit within 6" of a friendly Commander cannot become Disordered.
  events.push(...commandersSteady(setup, state, unitState));
  // rulebook p.46 Attacking Transport Units: its Transport Capacity is reduced at once.
  if (count > 0) events.push(...passengersLost(setup, state, unitState));
  if (unitState.models.length === 0)
    events.push(...annihilate(setup, state, unitState, officerStood));
  return events;
}
