import type { GameSetup } from './army.js';
import { boosterBonus } from './locomotor-boosters.js';
import { checkGuidedEnd } from './pathfinders.js';
import { chargingUnit, moveIntoContact, plannedCharge } from './charge-move.js';
import type { At } from './choice.js';
import { type GameEvent, event } from './events.js';
import { chargingInOverrun } from './overrun.js';
import { movedThroughForShockwave, shockwave } from './shockwave.js';
import type { GameState } from './state.js';
import { armyUnit } from './army-unit.js';
import { sponsonsAtChargeEnd } from './sponsons-go-on.js';
import { defensibleBuilding, refuseWreckedTarget } from './demolition-targets.js';

/**
 * rulebook p.24 Charge: move up to twice the Speed so that the Officer ends in
 * contact with the target, the target in its Front Arc. Outflanking: a Close
 * Formation target whose Front Arc did not hold the Officer before it charged.
 * rulebook p.25 Impeded Charges: a model moving through Difficult Terrain or across an Obstacle.
 * rulebook p.30: the unit and its target lose On Lookout and Taking Cover
 * (moving; entering contact: game step enterContact, where Pavises keeps Taking Cover).
 * glossary: Sponsons (X): units in contact then attack the charging unit; if
 * that Annihilates it, its Activation ends.
 */
export function charge(
  setup: GameSetup,
  state: GameState,
  targetId: string,
  at: At,
  facing: number,
  via?: readonly At[],
): GameEvent[] {
  const { activation, unitState } = chargingUnit(state);
  const overrunning = chargingInOverrun(state, targetId);
  // glossary: Locomotor Boosters: up to the Speed plus the card's Value.
  const boost = boosterBonus(setup, state, unitState.id, 'charge');
  const planned = plannedCharge(setup, state, unitState.id, targetId, at, facing, boost, via);
  const unit = armyUnit(setup, unitState.id);
  // glossary: Demolition: the target may be an unoccupied Defensible Building, not Wrecked.
  const building =
    state.units[targetId] === undefined ? defensibleBuilding(setup, targetId) : undefined;
  if (building !== undefined) refuseWreckedTarget(state, building.id);
  const target = building ?? armyUnit(setup, targetId);
  const through = movedThroughForShockwave(setup, state, planned.move);
  const { outflanked, impeded } = moveIntoContact(
    setup,
    state,
    activation,
    unitState,
    targetId,
    planned,
  );
  // glossary: Pathfinders: a guided unit ends its Movement Step within 6" of its guide.
  if (!overrunning) checkGuidedEnd(setup, state, unitState.id);
  const notes = [outflanked ? 'Outflanking' : '', impeded ? 'Impeded' : '']
    .filter((n) => n !== '')
    .join(', ');
  const events = [
    event('charge', `${unit.name} Charges ${target.name}${notes === '' ? '' : ` (${notes})`}`, {
      unit: unit.id,
    }),
  ];
  // glossary: Shockwave: its tests may wait for a Command; then the Charge goes on (chargeGoesOn).
  return [...events, ...shockwave(setup, state, unitState.id, through, { kind: 'charge' })];
}

/**
 * After the Charge's move and its Shockwave's tests (game/commands/tests-in-turn.ts):
 * glossary: Sponsons (X), units in contact attack the charging unit; if that
 * Annihilates it, its Activation ends; otherwise on to the end of the Movement
 * Step, or after an Overrun's Charge (`activation.overrun` declared) to its
 * Close Quarters Combat.
 */
export function chargeGoesOn(setup: GameSetup, state: GameState): GameEvent[] {
  const activation = state.activation;
  const unitState = activation === undefined ? undefined : state.units[activation.unit];
  if (activation === undefined || unitState === undefined) return [];
  // The rolls may wait for their General's Command after their first roll (game/sponsons-go-on.ts).
  return sponsonsAtChargeEnd(setup, state, unitState);
}
