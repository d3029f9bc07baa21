import type { Side } from '../../battlefield/table.js';
import { sufferDamage, untouched } from '../../attack/damage.js';
import { FORWARD, FORWARD_TABLE, type ForwardDie } from '../../rules/entries/forward.js';
import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import { type GameEvent, event } from '../events.js';
import { destroyModels } from '../losses.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState, UnitState } from '../state.js';
import { forwardUnitsDue } from './forward-state.js';
import { dieName } from './forward-stage.js';

/**
 * glossary: Forward — the die a unit being deployed now takes from its
 * General's Forward Pool, checked: while the General has chosen Forward units
 * still to deploy, only those may be deployed, each with a die of the pool;
 * any other unit is deployed without one. Throws IllegalChoice.
 */
export function forwardDieFor(
  state: GameState,
  side: Side,
  unit: string,
  die: ForwardDie | undefined,
): ForwardDie | undefined {
  const due = forwardUnitsDue(state.forward, state.units, side);
  if (due.length === 0 || !due.includes(unit)) {
    if (due.length > 0) {
      throw new IllegalChoice(
        FORWARD,
        `the chosen Forward units must be deployed before any other unit (${due.join(', ')} first)`,
      );
    }
    if (die !== undefined) {
      throw new IllegalChoice(FORWARD, `${unit} is not a chosen Forward unit: it takes no die`);
    }
    return undefined;
  }
  const pool = state.forward?.pools?.[side] ?? [];
  if (die === undefined || !pool.includes(die)) {
    throw new IllegalChoice(
      FORWARD,
      `${unit} is a Forward unit: choose a die of your Forward Pool (${pool.map(dieName).join(', ')})`,
    );
  }
  return die;
}

/** glossary: Forward — a unit may not go into Reserve while its General's chosen Forward units wait to be deployed, nor may they. */
export function checkReserveAfterForward(state: GameState, side: Side, unit: string): void {
  const due = forwardUnitsDue(state.forward, state.units, side);
  if (due.length === 0) return;
  throw new IllegalChoice(
    FORWARD,
    due.includes(unit)
      ? `${unit} is a chosen Forward unit: it is deployed on the battlefield with a die of your Forward Pool`
      : `the chosen Forward units must be deployed before any other unit (${due.join(', ')} first)`,
  );
}

/**
 * glossary: Forward — once the unit is deployed with the die, the die is
 * discarded from the Forward Pool and the row's result applied to the unit:
 * its Damage (the models it Destroys removed as losses are, rulebook p.34).
 */
export function spendForwardDie(
  setup: GameSetup,
  state: GameState,
  unitState: UnitState,
  die: ForwardDie,
): GameEvent[] {
  const forward = state.forward;
  const pools = forward?.pools;
  if (forward === undefined || pools === undefined) return [];
  const side = unitState.side;
  const pool = pools[side].slice();
  pool.splice(pool.indexOf(die), 1);
  state.forward = { ...forward, pools: { ...pools, [side]: pool } };
  const profile = armyUnit(setup, unitState.id);
  const events = [
    event('forwardDie', `${profile.name} is deployed Forward with a ${dieName(die)} (${FORWARD})`, {
      side,
      unit: unitState.id,
    }),
  ];
  const damage = FORWARD_TABLE[die].damage;
  if (damage === 0) return events;
  const outcome = sufferDamage(
    untouched(unitState.models.length, unitState.damage),
    damage,
    profile.damageLimit,
  );
  unitState.damage = outcome.damage;
  events.push(
    event('forwardDamage', `${profile.name} takes ${damage} Damage (${FORWARD})`, {
      side,
      unit: unitState.id,
    }),
    ...destroyModels(setup, state, unitState, outcome.modelsDestroyed, undefined),
  );
  return events;
}
