import { arcOfPoint } from '../battlefield/arcs.js';
import { attackStepNow } from './attack-step.js';
import { centreOfModel, modelsOf } from '../battlefield/table.js';
import { weaponUseOf } from './weapon-use-of.js';
import type { GameSetup } from './army.js';
import type { Choice } from './choice.js';
import { rowAgainst } from './entrenched.js';
import { type GameEvent, event } from './events.js';
import { hasTwoFrontArcs } from './front-arcs.js';
import { planRangedAttack } from './ranged-attack.js';
import { commandWithAttack, declareAttacks } from './commands/declare-attacks.js';
import type { CommandWithOneAttack } from './attacks-declared.js';
import { IllegalChoice } from './rule-error.js';
import type { ActivationState, GameState, UnitState } from './state.js';
import { armyUnit } from './army-unit.js';
import { tableOf } from './table-of.js';

const RULE = 'glossary: Fields of Fire';

/** Rolling Stock's two Front Arcs: ahead of the model, and behind it (its standard Rear Arc). */
type FrontArc = 'front' | 'rear';

/** The Front Arcs of the attacking Officer that a target has a model's centre point in. */
function frontArcsOf(setup: GameSetup, state: GameState, unit: UnitState, targetId: string) {
  const table = tableOf(setup, state);
  const officer = table.models.find((m) => m.id === unit.officer);
  if (officer === undefined) return new Set<FrontArc>();
  const arcs = modelsOf(table, targetId).map((m) =>
    arcOfPoint(centreOfModel(officer), officer.facing, centreOfModel(m)),
  );
  return new Set(arcs.filter((arc): arc is FrontArc => arc === 'front' || arc === 'rear'));
}

/** The row with Fields of Fire a target calls for, if it does. */
function fieldsOfFireRow(setup: GameSetup, state: GameState, unitId: string, targetId: string) {
  const row = rowAgainst(setup, state, unitId, targetId);
  return row !== undefined && weaponUseOf(row).fieldsOfFire ? row : undefined;
}

/** Whether two targets stand one in each Front Arc. */
function oneInEach(arcs: readonly Set<FrontArc>[]): boolean {
  const [first, second] = arcs;
  if (first === undefined || second === undefined) return false;
  return (first.has('front') && second.has('rear')) || (first.has('rear') && second.has('front'));
}

/**
 * The Fields of Fire attacks the Attack Step offers against `targets` (the
 * enemy units the unit may fire at now): each pair calling for the same row with
 * the quality, one target in each of its Rolling Stock Front Arcs; listed once
 * each (either order may be chosen).
 */
export function fieldsOfFireOptions(
  setup: GameSetup,
  state: GameState,
  unit: UnitState,
  targets: readonly string[],
): Choice[] {
  if (!hasTwoFrontArcs(armyUnit(setup, unit.id))) return [];
  const armed = targets.filter((t) => fieldsOfFireRow(setup, state, unit.id, t) !== undefined);
  const arcs = new Map(armed.map((t) => [t, frontArcsOf(setup, state, unit, t)]));
  return armed.flatMap((first, i) =>
    armed
      .slice(i + 1)
      .filter(
        (second) =>
          fieldsOfFireRow(setup, state, unit.id, first) ===
            fieldsOfFireRow(setup, state, unit.id, second) &&
          oneInEach([arcs.get(first) ?? new Set(), arcs.get(second) ?? new Set()]),
      )
      .map((second): Choice => ({ kind: 'fieldsOfFire', targets: [first, second] })),
  );
}

/** The Fields of Fire choice of the active unit in its Attack Step (`choice`: a Command issued with one of the attacks). */
export function fieldsOfFireStep(
  setup: GameSetup,
  state: GameState,
  targets: readonly string[],
  choice: CommandWithOneAttack = {},
): GameEvent[] {
  const activation = attackStepNow(state);
  const unit = state.units[activation.unit];
  if (unit === undefined) throw new RangeError(`unknown unit ${activation.unit}`);
  return fieldsOfFire(setup, state, unit, activation, targets, choice);
}

/**
 * glossary: Fields of Fire — in the Attack Step the attack is made twice, at an
 * enemy unit in each of the unit's Front Arcs (Rolling Stock: ahead and
 * behind), in the order its General chooses. Read: both targets call for the
 * row with the quality (one attack made twice), each has a model's centre in a
 * different Front Arc of the Officer. Both attacks are checked before any die
 * is rolled, then made in turn (game/commands/attacks-in-turn.ts: the second is
 * not made if the first put its target out of reach; each target's General may
 * be asked first, Dig In, and each test may wait for a Command); then the
 * Activation ends. `choice`: a Command issued with one of the two attacks.
 */
export function fieldsOfFire(
  setup: GameSetup,
  state: GameState,
  unit: UnitState,
  activation: ActivationState,
  targets: readonly string[],
  choice: CommandWithOneAttack = {},
): GameEvent[] {
  if (!hasTwoFrontArcs(armyUnit(setup, unit.id))) {
    throw new IllegalChoice(RULE, 'only a unit with Rolling Stock has two Front Arcs');
  }
  const rows = targets.map((t) => fieldsOfFireRow(setup, state, unit.id, t));
  const [row] = rows;
  if (targets.length !== 2 || row === undefined || rows.some((r) => r !== row)) {
    throw new IllegalChoice(RULE, 'two targets, both for the row with Fields of Fire');
  }
  if (!oneInEach(targets.map((t) => frontArcsOf(setup, state, unit, t)))) {
    throw new IllegalChoice(RULE, 'one target in each of the Front Arcs');
  }
  for (const target of targets) {
    planRangedAttack(setup, state, unit.id, target, activation.aimed, false, activation);
  }
  const command = commandWithAttack(RULE, choice);
  const name = armyUnit(setup, unit.id).name;
  const attacks = { of: 'fieldsOfFire', attacks: targets.map((target) => ({ target })) } as const;
  return [
    event('fieldsOfFire', `${name} fires into both its Front Arcs (Fields of Fire)`, {
      unit: unit.id,
    }),
    ...declareAttacks(setup, state, attacks, command),
  ];
}
