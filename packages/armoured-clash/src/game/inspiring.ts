import { EPSILON } from '@warroom/engine';
import { distanceBetweenUnits } from '../battlefield/table.js';
import { INSPIRING_RANGE } from '../rules/entries/inspiring.js';
import type { GameSetup } from './army.js';
import type { Choice, Decision } from './choice.js';
import { type GameEvent, event } from './events.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState } from './state.js';
import { dropStatuses } from './statuses.js';
import { armyUnit } from './army-unit.js';
import { tableOf } from './table-of.js';
import { unitStep } from './unit-rules.js';

const RULE = 'glossary: Inspiring (X)';

/** The X of the unit's Inspiring (X), at the game step inspiresSuppressedUnits; undefined without the rule. */
function inspiringX(setup: GameSetup, unitId: string): number | undefined {
  return unitStep(setup, unitId, 'inspiresSuppressedUnits', undefined);
}

/** The other friendly Suppressed units on the battlefield within 12" of `unitId`. */
export function inspirable(setup: GameSetup, state: GameState, unitId: string): string[] {
  const unit = state.units[unitId];
  if (unit === undefined) throw new RangeError(`unknown unit ${unitId}`);
  const suppressed = Object.values(state.units).filter(
    (u) =>
      u.id !== unitId &&
      u.side === unit.side &&
      u.deployed &&
      !u.annihilated &&
      u.models.length > 0 &&
      u.statuses.includes('suppressed'),
  );
  if (suppressed.length === 0 || unit.annihilated || unit.models.length === 0) return [];
  const table = tableOf(setup, state);
  return suppressed
    .filter((u) => distanceBetweenUnits(table, unitId, u.id) <= INSPIRING_RANGE + EPSILON)
    .map((u) => u.id);
}

/**
 * glossary: Inspiring (X), at the end of the active unit's Movement Step (one
 * it had: game/movement-step-end.ts): when the unit has it and friendly
 * Suppressed units are within reach,
 * its General now chooses (`activation.inspiring`); true while they must.
 * `endsActivation`: the Movement Step used up the Attack Step.
 */
export function awaitsInspiring(
  setup: GameSetup,
  state: GameState,
  endsActivation: boolean,
): boolean {
  const activation = state.activation;
  if (activation === undefined) return false;
  if (activation.inspiring !== undefined) return !activation.inspiring.chosen;
  if (inspiringX(setup, activation.unit) === undefined) return false;
  if (inspirable(setup, state, activation.unit).length === 0) return false;
  activation.inspiring = { endsActivation, chosen: false };
  return true;
}

/** Every choice of up to `x` of `units`, the largest first, then none. */
function choicesOfUpTo(units: readonly string[], x: number): string[][] {
  const all = units.reduce<string[][]>(
    (subsets, unit) => [...subsets, ...subsets.map((s) => [...s, unit])],
    [[]],
  );
  return all.filter((s) => s.length <= x).sort((p, q) => q.length - p.length);
}

/** The Inspiring unit's General's decision, while they must make it. */
export function inspiringDecision(setup: GameSetup, state: GameState): Decision | undefined {
  const activation = state.activation;
  const side = activation === undefined ? undefined : state.units[activation.unit]?.side;
  if (activation?.inspiring?.chosen !== false || side === undefined) return undefined;
  const x = inspiringX(setup, activation.unit) ?? 0;
  const units = inspirable(setup, state, activation.unit);
  return {
    player: side,
    prompt: `${armyUnit(setup, activation.unit).name} is Inspiring: choose up to ${x} friendly Suppressed units within ${INSPIRING_RANGE}" to lose the Suppressed status (${RULE})`,
    options: choicesOfUpTo(units, x).map((chosen): Choice => ({ kind: 'inspire', units: chosen })),
  };
}

/**
 * glossary: Inspiring (X): the chosen units lose the Suppressed status at
 * once; refused with the reason when it is not the moment, more than X are
 * chosen, or one is not a friendly Suppressed unit within 12". Returns what
 * happened and whether the Movement Step used up the Attack Step.
 */
export function inspire(
  setup: GameSetup,
  state: GameState,
  units: readonly string[],
): { readonly events: GameEvent[]; readonly endsActivation: boolean } {
  const activation = state.activation;
  const pending = activation?.inspiring;
  if (activation === undefined || pending === undefined || pending.chosen) {
    throw new IllegalChoice(RULE, "it is not the end of an Inspiring unit's Movement Step");
  }
  const x = inspiringX(setup, activation.unit) ?? 0;
  if (units.length > x || new Set(units).size !== units.length) {
    throw new IllegalChoice(RULE, `choose at most ${x} different units`);
  }
  const allowed = inspirable(setup, state, activation.unit);
  const wrong = units.find((u) => !allowed.includes(u));
  if (wrong !== undefined) {
    throw new IllegalChoice(
      RULE,
      `${armyUnit(setup, wrong).name} is not a friendly Suppressed unit within ${INSPIRING_RANGE}" of ${armyUnit(setup, activation.unit).name}`,
    );
  }
  activation.inspiring = { ...pending, chosen: true };
  const events = units.map((id) => {
    const unit = state.units[id];
    if (unit !== undefined) dropStatuses(unit, 'suppressed');
    return event(
      'inspired',
      `${armyUnit(setup, id).name} loses the Suppressed status (Inspiring)`,
      {
        unit: id,
      },
    );
  });
  return { events, endsActivation: pending.endsActivation };
}

/** Choices answered before the Inspiring decision (their own windows check them). */
const ANSWERED_FIRST: readonly Choice['kind'][] = ['claim', 'interfere', 'noInterference'];

/** While the Inspiring unit's General chooses, no other choice of the Activation is accepted. */
export function checkInspiringWindow(state: GameState, choice: Choice): void {
  const choosing = state.activation?.inspiring?.chosen === false;
  if (choosing && choice.kind !== 'inspire' && !ANSWERED_FIRST.includes(choice.kind)) {
    throw new IllegalChoice(
      RULE,
      "the Inspiring unit's General first chooses the units that lose the Suppressed status",
    );
  }
}
