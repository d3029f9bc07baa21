import type { ArmyRangedRow, GameSetup } from './army.js';
import type { Choice } from './choice.js';
import { rowAgainst } from './entrenched.js';
import { type GameEvent, event } from './events.js';
import { planRangedAttack } from './ranged-attack.js';
import type { AttacksDeclared } from './attacks-declared.js';
import { commandWithAttack, declareAttacks } from './commands/declare-attacks.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState, UnitState } from './state.js';
import { armyUnit } from './army-unit.js';
import { counted } from './model-count.js';
import {
  type AllOutAttackChoice,
  type AttackInTurn,
  attacksInTurnOf,
} from './attacks-in-turn-of.js';
import { unitStep } from './unit-rules.js';

const RULE = 'glossary: All-Out Attack (X)';

/** An All-Out Attack of one attack, and the fewest that differ from a Ranged Attack (but for Reloading). */
const ONE_ATTACK = 1;
const SEVERAL_ATTACKS = 2;

/** The X of the unit's All-Out Attack (X): how many attacks it may make, or 0 without the rule. */
export function allOutAttacks(setup: GameSetup, unitId: string): number {
  return unitStep(setup, unitId, 'attacksInAttackStep', 0);
}

/** Why the unit cannot make an All-Out Attack now, or undefined when it can. */
export function refusal(setup: GameSetup, unit: UnitState): string | undefined {
  if (allOutAttacks(setup, unit.id) === 0) return `${unit.id} has no All-Out Attack (X)`;
  if (unit.statuses.includes('suppressed'))
    return 'a Suppressed unit cannot make an All-Out Attack';
  return undefined;
}

/**
 * The All-Out Attacks the Attack Step offers against `targets` (the enemy units
 * the active unit may fire at now): one target for each of up to X different
 * rows, listed in the grid's row order (every order of the same attacks may be
 * chosen). One attack alone is the same as a Ranged Attack but for Reloading,
 * so it is offered only to a Reloading unit.
 */
export function allOutAttackOptions(
  setup: GameSetup,
  state: GameState,
  unit: UnitState,
  targets: readonly string[],
): Choice[] {
  if (refusal(setup, unit) !== undefined) return [];
  const most = allOutAttacks(setup, unit.id);
  const fewest = unit.statuses.includes('reloading') ? ONE_ATTACK : SEVERAL_ATTACKS;
  return targetSets(setup, state, unit, targets, most, fewest).map((set): Choice => ({
    kind: 'allOutAttack',
    targets: set,
  }));
}

/** Sets of `fewest` to `most` targets, each calling for a different row, in the grid's row order. */
export function targetSets(
  setup: GameSetup,
  state: GameState,
  unit: UnitState,
  targets: readonly string[],
  most: number,
  fewest: number,
): string[][] {
  const profile = armyUnit(setup, unit.id);
  const rows = new Map(targets.map((t) => [t, rowAgainst(setup, state, unit.id, t)]));
  const byRow = profile.armaments.rows.flatMap((row) => {
    const aimedAt = targets.filter((t) => rows.get(t) === row);
    return aimedAt.length === 0 ? [] : [aimedAt];
  });
  // Each set: for each row in turn, leave it out or pick one of its targets.
  const sets = byRow.reduce<string[][]>(
    (all, aimedAt) => [
      ...all,
      ...all.filter((set) => set.length < most).flatMap((set) => aimedAt.map((t) => [...set, t])),
    ],
    [[]],
  );
  return sets.filter((set) => set.length >= fewest);
}

/** The row each target calls for; every target must call for a different one. */
export function checkRows(
  setup: GameSetup,
  state: GameState,
  unitId: string,
  targets: readonly string[],
): void {
  const rows = new Set<ArmyRangedRow | undefined>();
  for (const target of targets) {
    const row = rowAgainst(setup, state, unitId, target);
    if (rows.has(row)) {
      throw new IllegalChoice(RULE, `each attack must use a different row (${target})`);
    }
    rows.add(row);
  }
}

/**
 * glossary: All-Out Attack (X) — instead of attacking normally in its Attack
 * Step, the unit makes up to X Ranged Attacks, each with a different row of
 * its Armaments Grid, in the order its General chooses. Not while Suppressed.
 * A unit Reloading as it starts loses the status at the end of the step, as
 * though it had Re-Armed. Every attack is checked before any die is rolled;
 * then they are made in turn (game/commands/attacks-in-turn.ts: one whose
 * target an earlier attack put out of reach is not made; each target's
 * General may be asked first, Dig In, and each test may wait for a Command).
 * `choice`: the targets in order, a Command issued with one of the attacks
 * (Precision Fire), and the models chosen with Precision (`precision`,
 * glossary: Precision: each attack takes those of its own target, in order:
 * attacksInTurnOf).
 */
export function allOutAttack(
  setup: GameSetup,
  state: GameState,
  unit: UnitState,
  choice: AllOutAttackChoice,
): GameEvent[] {
  const { targets } = choice;
  const refused = refusal(setup, unit);
  if (refused !== undefined) throw new IllegalChoice(RULE, refused);
  const most = allOutAttacks(setup, unit.id);
  if (targets.length === 0 || targets.length > most || new Set(targets).size < targets.length) {
    throw new IllegalChoice(RULE, `choose 1 to ${most} different targets`);
  }
  checkRows(setup, state, unit.id, targets);
  const ranged = rangedAttacksPlanned(setup, state, unit.id, attacksInTurnOf(setup, state, choice));
  const command = commandWithAttack(RULE, choice);
  const name = armyUnit(setup, unit.id).name;
  return [
    event(
      'allOutAttack',
      `${name} makes an All-Out Attack (${counted(targets.length, 'attack')})`,
      { unit: unit.id },
    ),
    ...declareAttacks(setup, state, allOutAttacksDeclared(unit, ranged), command),
  ];
}

/**
 * The Ranged Attacks among `attacks` (attacksInTurnOf), each checked as it
 * would be made now with the models chosen with Precision against its target,
 * before a die is rolled: refused with its rule when one cannot be made.
 * `afterCloseQuarters`: the Close Quarters Attack goes first (after a Charge),
 * so the picks are checked as that combat leaves the target's ranks, as each
 * attack is made (AttackContext.picksAhead).
 */
export function rangedAttacksPlanned(
  setup: GameSetup,
  state: GameState,
  unitId: string,
  attacks: readonly AttackInTurn[],
  afterCloseQuarters = false,
): AttackInTurn[] {
  const activation = state.activation;
  const ranged = attacks.filter((attack) => attack.attack === 'ranged');
  for (const { target, precision } of ranged) {
    const picks = precision === undefined ? {} : { precision, picksAhead: afterCloseQuarters };
    const context = { ...activation, ...picks };
    planRangedAttack(setup, state, unitId, target, activation?.aimed === true, false, context);
  }
  return ranged;
}

/**
 * The Ranged Attacks of an All-Out Attack (`ranged`, attacksInTurnOf's), to be
 * made in turn, each with the models chosen with Precision against its target
 * (`precision`); a unit Reloading as it starts loses the status at the end.
 */
export function allOutAttacksDeclared(
  unit: UnitState,
  ranged: readonly AttackInTurn[],
): AttacksDeclared {
  return {
    of: 'allOutAttack',
    attacks: ranged.map(({ target, precision }) => ({
      target,
      ...(precision === undefined ? {} : { precision }),
    })),
    ...(unit.statuses.includes('reloading') ? { reArm: true } : {}),
  };
}
