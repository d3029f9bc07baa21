import type { GameSetup } from './army.js';
import { annihilate, passengersLost } from './annihilation.js';
import { officerModel } from './clashes/vital-objective.js';
import { commandersSteady } from './commander.js';
import type { GameEvent } from './events.js';
import type { LossChoice } from './loss-order.js';
import { type Loss, lossSequence } from './loss-sequence.js';
import { askedWhere, lossesAskedOn } from './loss-choice-matters.js';
import { fieldPromotion } from './field-promotion.js';
import { fieryDemise } from './aircraft/fiery-demise.js';
import type { AttackingUnit } from './open-formation-losses.js';
import { destroyedWithDemise } from './spectacular-demise.js';
import { standingLossOrder } from './standing-loss-order.js';
import type { GameState, ModelState, UnitState } from './state.js';

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
 * Field Promotion follows (game/field-promotion.ts). The
 * order is loss-sequence.ts's lossSequence, worked out once before the first
 * loss (the order the attack roll read each model's Defence in: glossary
 * Emplacement); `choice` (LossChoice): the Exposed models
 * only, once none of them is left the rest of the losses are discarded; the
 * models Precision picked first; the General's order of preference for this
 * attack, else its standing order for the unit (game/standing-loss-order.ts);
 * where neither settles a choice the General has, it is asked as the losses
 * are taken (game/loss-choice-matters.ts: a Field Promotion anywhere, equally
 * eligible models in a Close Quarters Combat), else the engine's default.
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
  // The order of removal, worked out once before the first loss (as the attack roll read it: Emplacement),
  // the General asked where it chooses and no order decides (game/loss-choice-due.ts).
  const asked = { ask: lossesAskedOn(setup, state), count };
  const sequence = count === 0 ? [] : lossSequence(setup, unitState, from, choice, asked);
  for (const loss of sequence.slice(0, count)) {
    if (unitState.models.length === 0) break;
    // glossary: Spectacular Demise (X): the last model's demise comes before it is Destroyed.
    const order = lossTaken(loss, choice.preference);
    events.push(...destroyedWithDemise(setup, state, unitState, loss.destroyed, from, order));
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

/**
 * The order of preference that makes the loss `loss` as its walk chose it:
 * the model removed in a Close Formation Officer's stead, or the survivor
 * promoted (rulebook p.35), each named alone; else the General's `preference`.
 */
export function lossTaken(
  loss: Loss,
  preference: readonly string[] | undefined,
): readonly string[] | undefined {
  if (loss.promoted !== undefined) return [loss.promoted.id];
  return loss.removed === loss.destroyed ? preference : [loss.removed.id];
}

/**
 * The order of preference that takes `victim`, a model its unit loses of its
 * own making (rulebook p.36 Falling Back: the model that cannot move),
 * asking the unit's General where it chooses and its `preference` does not
 * decide: the model removed in a Close Formation Officer's stead, the Field
 * Promotion (rulebook p.35). For destroyModel with that victim.
 */
export function lossOrderTaking(
  setup: GameSetup,
  state: GameState,
  unitState: UnitState,
  victim: ModelState,
  preference: readonly string[] | undefined,
): readonly string[] | undefined {
  const ask = askedWhere(setup, state, { chooseLoss: true });
  const choice = { first: [victim.id], preference };
  const [loss] = lossSequence(setup, unitState, undefined, choice, { ask, count: 1 });
  return loss === undefined ? preference : lossTaken(loss, preference);
}

/**
 * The order of preference that makes the Field Promotion as the Officer
 * `lost` goes with no model removed in its stead (rulebook p.29: an Officer
 * that cannot be placed as its unit Withdraws): the survivor the General's
 * `preference` names last, else its choice as the Officer is lost (rulebook
 * p.35). `preference` for a model that is not the Officer, or the last one.
 */
export function promotionOrder(
  setup: GameSetup,
  state: GameState,
  unitState: UnitState,
  lost: ModelState,
  preference: readonly string[] | undefined,
): readonly string[] | undefined {
  const survivors = unitState.models.filter((m) => m.id !== lost.id);
  if (lost.id !== unitState.officer || survivors.length === 0) return preference;
  const ask = askedWhere(setup, state, { chooseLoss: true });
  const promoted = fieldPromotion(
    setup,
    { ...unitState, models: survivors },
    undefined,
    preference,
    ask,
  );
  return promoted === undefined ? preference : [promoted.id];
}
