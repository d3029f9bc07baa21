import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import type { Choice, Decision } from '../choice.js';
import { demiseBlastsGoOn, waitsBeforeDemise } from '../demise-blasts-made.js';
import type { DemiseBlast } from '../demise-queue.js';
import { type GameEvent, event } from '../events.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { goOnAttacking } from './attacks-in-turn.js';
import { generalCalled } from '../generals/generals-draw.js';

/** The blast whose attacks wait for their order, with nothing else waited for first. */
function blastToOrder(state: GameState): DemiseBlast | undefined {
  const blast = state.demiseBlasts?.blasts[0];
  return waitsBeforeDemise(state) || blast?.orderDue !== true ? undefined : blast;
}

/** The General of the unit whose model's demise it is ("This unit's General chooses the order"). */
function chooser(state: GameState, blast: DemiseBlast): 'a' | 'b' {
  return state.units[blast.unit]?.side ?? state.turn;
}

/**
 * glossary: Spectacular Demise (X) Detonation and Cataclysmic Detonation,
 * Fiery Demise (X) Calamitous Landing: "This unit's General chooses the order
 * in which these attacks are made" — the General of the unit whose model it
 * was (not the opposing General, who rolled the die). Asked when the blast
 * attacks more than one unit. Listed: each unit first, the others closest
 * first; every order of the same units is accepted.
 */
export function demiseOrderDecision(setup: GameSetup, state: GameState): Decision | undefined {
  const blast = blastToOrder(state);
  if (blast === undefined) return undefined;
  const name = armyUnit(setup, blast.unit).name;
  return {
    player: chooser(state, blast),
    prompt: `${name}'s ${blast.outcome}: choose the order of its attacks against ${blast.units.length} units (${blast.rule})`,
    options: blast.units.map((first): Choice => ({
      kind: 'demiseOrder',
      units: [first, ...blast.units.filter((u) => u !== first)],
    })),
  };
}

/**
 * While a demise's attacks wait for their order only the order is taken, once
 * what comes before it is answered; the order is refused when none is waited for.
 */
export function checkDemiseOrderWindow(state: GameState, choice: Choice): void {
  const due = blastToOrder(state) !== undefined;
  const answer = choice.kind === 'demiseOrder';
  if (due && !answer) {
    const blast = state.demiseBlasts?.blasts[0];
    throw new IllegalChoice(
      blast?.rule ?? 'glossary: Spectacular Demise (X)',
      'the General of the unit whose model was Destroyed first chooses the order of its attacks',
    );
  }
  if (!due && answer) {
    throw new IllegalChoice(
      'glossary: Spectacular Demise (X)',
      'no demise waits for the order of its attacks',
    );
  }
}

/**
 * The order given: each unit the blast attacks, once (refused, naming the
 * units, otherwise). Its attacks are then made in that order: as the Attack
 * Step's attacks go on when they stopped for it (goOnAttacking), otherwise on
 * their own (demiseBlastsGoOn).
 */
export function orderDemiseAttacks(
  setup: GameSetup,
  state: GameState,
  order: readonly string[],
): GameEvent[] {
  const queue = state.demiseBlasts;
  const blast = blastToOrder(state);
  if (queue === undefined || blast === undefined) {
    throw new IllegalChoice(
      'glossary: Spectacular Demise (X)',
      'no demise waits for the order of its attacks',
    );
  }
  const same =
    order.length === blast.units.length &&
    new Set(order).size === order.length &&
    order.every((id) => blast.units.includes(id));
  if (!same) {
    throw new IllegalChoice(
      blast.rule,
      `units: the order must name each unit the ${blast.outcome} attacks once: ${blast.units.join(', ')}`,
    );
  }
  const ordered: DemiseBlast = {
    unit: blast.unit,
    outcome: blast.outcome,
    rule: blast.rule,
    model: blast.model,
    ...(blast.dice === undefined ? {} : { dice: blast.dice }),
    units: order,
  };
  state.demiseBlasts = { ...queue, blasts: [ordered, ...queue.blasts.slice(1)] };
  const names = order.map((id) => armyUnit(setup, id).name).join(', then ');
  const side = chooser(state, blast);
  const told = event(
    'demiseOrder',
    `${generalCalled(state, side)} orders ${armyUnit(setup, blast.unit).name}'s ${blast.outcome}: ${names} (${blast.rule})`,
    { unit: blast.unit, side },
  );
  const goesOn =
    queue.resumesAttacks === true
      ? goOnAttacking(setup, state)
      : demiseBlastsGoOn(setup, state, false);
  return [told, ...goesOn];
}
