import type { Side } from '../battlefield/table.js';
import type { FreeAdvance } from '../rules/movement-step-values.js';
import type { GameSetup } from './army.js';
import type { At, Decision } from './choice.js';
import { type GameEvent, event } from './events.js';
import { plannedFreeAdvance } from './free-advance.js';
import { moveModels } from './move-models.js';
import { IllegalChoice } from './rule-error.js';
import { type GameState, other } from './state.js';
import { armyUnit } from './army-unit.js';
import { unitStep } from './unit-rules.js';
import { towedVanguard } from './towed.js';
import { awaitsCoveringFire } from './commands/enemy-ends-move.js';

const RULE = 'glossary: Vanguard (X")';

/** A General's units on the battlefield that may still make their free Advance before the first Round, with it. */
export function vanguardAdvances(
  setup: GameSetup,
  state: GameState,
  side: Side,
): { readonly unit: string; readonly advance: FreeAdvance }[] {
  const moved = state.vanguard?.moved ?? [];
  return Object.values(state.units)
    .filter((u) => u.side === side && u.deployed && !u.annihilated && !moved.includes(u.id))
    .flatMap((u) => {
      // glossary: Tow: a Towed unit has Vanguard (10") too; the rules fold over it.
      const advance = unitStep(setup, u.id, 'forcesDeployed', towedVanguard(setup, u.id));
      return advance === undefined ? [] : [{ unit: u.id, advance }];
    });
}

/**
 * Whose free Advances come next (glossary: Vanguard (X") note: the General who
 * finished deploying first moves their units, then the other): the stage stays
 * `vanguard` with that General's turn, or, when nobody has one left to make,
 * moves on to the choice of the first Initiative (rulebook p.57).
 */
function nextVanguard(setup: GameSetup, state: GameState): void {
  const first = state.firstDeployed ?? 'a';
  const done = state.vanguard?.done ?? [];
  const side = [first, other(first)].find(
    (s) => !done.includes(s) && vanguardAdvances(setup, state, s).length > 0,
  );
  if (side === undefined) {
    state.vanguard = undefined;
    state.stage = 'chooseInitiative';
    state.turn = first;
    return;
  }
  state.stage = 'vanguard';
  state.turn = side;
}

/** Once every unit is placed: the free Advances of Vanguard units (when there are some), before the Initiative is chosen. */
export function afterDeployment(setup: GameSetup, state: GameState): void {
  state.vanguard = { moved: [], done: [] };
  nextVanguard(setup, state);
}

/**
 * glossary: Vanguard (X"): the unit makes its free Advance, the Officer to
 * `at` (through the points `via`: a move broken into legs, rulebook p.16),
 * re-formed facing `facing`, within X" (throws IllegalChoice with the rule
 * broken, or when the unit has none to make). Then the other General may
 * issue a Command as it ends its move (rulebook p.37, Covering Fire; our
 * reading: there is no Activation before the first Round, so p.38's "one
 * Command per Activation" does not limit it: each free Advance is its own
 * moment, at which a General issues at most one Command, p.38 "not more than
 * one Command at the same time").
 */
export function vanguardAdvance(
  setup: GameSetup,
  state: GameState,
  unitId: string,
  at: At,
  facing: number,
  via?: readonly At[],
): GameEvent[] {
  const offered = vanguardAdvances(setup, state, state.turn).find((v) => v.unit === unitId);
  const unit = state.units[unitId];
  if (state.stage !== 'vanguard' || offered === undefined || unit === undefined) {
    throw new IllegalChoice(RULE, `${unitId} is not a unit of yours with a free Advance to make`);
  }
  const { limit, rule } = offered.advance;
  moveModels(setup, unit, plannedFreeAdvance(setup, state, unitId, at, facing, limit, via));
  state.vanguard = {
    moved: [...(state.vanguard?.moved ?? []), unitId],
    done: state.vanguard?.done ?? [],
  };
  const text = `${armyUnit(setup, unitId).name} makes a free Advance of up to ${limit}" (${rule})`;
  nextVanguard(setup, state);
  // rulebook p.37: the other General may issue a Command as it ends its move (Covering Fire).
  const covering = awaitsCoveringFire(setup, state, {
    endsActivation: false,
    movers: [unitId],
    goesOn: 'vanguard',
  });
  return [event('freeAdvance', text, { side: unit.side, unit: unitId }), ...(covering ?? [])];
}

/** The General makes no more free Advances: the other General's turn, or the Initiative. */
export function stopVanguard(setup: GameSetup, state: GameState): GameEvent[] {
  if (state.stage !== 'vanguard') throw new IllegalChoice(RULE, 'no free Advances are being made');
  state.vanguard = {
    moved: state.vanguard?.moved ?? [],
    done: [...(state.vanguard?.done ?? []), state.turn],
  };
  nextVanguard(setup, state);
  return [];
}

/** The decision of the `vanguard` stage: a free Advance for each unit that has one to make, or stop. */
export function vanguardDecision(setup: GameSetup, state: GameState): Decision {
  return {
    player: state.turn,
    prompt: `Make the free Advances of your Vanguard units, or stop (${RULE})`,
    options: [{ kind: 'stopVanguard' }],
    constraints: vanguardAdvances(setup, state, state.turn).map((v) => ({
      kind: 'vanguardAdvance',
      unit: v.unit,
      limit: v.advance.limit,
    })),
  };
}
