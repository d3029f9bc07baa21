import {
  allOutAttacks,
  allOutAttacksDeclared,
  checkRows,
  rangedAttacksPlanned,
  refusal,
  targetSets,
} from './all-out-attack.js';
import { type AllOutAttackChoice, attacksInTurnOf } from './attacks-in-turn-of.js';
import { commandWithAttack, declareAttacks } from './commands/declare-attacks.js';
import type { GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import type { Choice } from './choice.js';
import { type GameEvent, event } from './events.js';
import { counted } from './model-count.js';
import { planRangedAttack } from './ranged-attack.js';
import { IllegalChoice } from './rule-error.js';
import { declareCloseQuartersPrecision } from './close-quarters-precision.js';
import type { GameState, UnitState } from './state.js';

const RULE = 'glossary: All-Out Attack (X)';

/** The Close Quarters Attack is one of the X attacks; at least one Ranged Attack joins it. */
const CLOSE_QUARTERS_ATTACKS = 1;
const FEWEST_RANGED = 1;

/** The enemy units the active unit could make a Ranged Attack against now (its Movement Step as it was). */
function rangedTargets(setup: GameSetup, state: GameState, unit: UnitState): string[] {
  const activation = state.activation;
  return Object.values(state.units)
    .filter((t) => t.side !== unit.side && t.deployed && !t.annihilated)
    .map((t) => t.id)
    .filter((target) => {
      try {
        planRangedAttack(setup, state, unit.id, target, activation?.aimed === true, false, {
          ...activation,
        });
        return true;
      } catch (error) {
        if (error instanceof IllegalChoice) return false;
        throw error;
      }
    });
}

/**
 * glossary: All-Out Attack (X) after a Charge: the Close Quarters Attack is one
 * of its X attacks and is resolved first; the offers name the Ranged Attacks
 * that follow it (1 to X - 1, each with a different row), against the units
 * the unit may fire at as its Attack Step begins.
 */
export function allOutAttackAfterChargeOptions(
  setup: GameSetup,
  state: GameState,
  unit: UnitState,
): Choice[] {
  if (refusal(setup, unit) !== undefined) return [];
  const most = allOutAttacks(setup, unit.id) - CLOSE_QUARTERS_ATTACKS;
  if (most < FEWEST_RANGED) return [];
  const targets = rangedTargets(setup, state, unit);
  return targetSets(setup, state, unit, targets, most, FEWEST_RANGED).map((set): Choice => ({
    kind: 'allOutAttack',
    targets: set,
  }));
}

/**
 * glossary: All-Out Attack (X) — "Any Close Quarters Attacks must be resolved
 * before any Ranged Attacks": the unit that Charged makes its Close Quarters
 * Attack (the whole Close Quarters Combat, rulebook pp.28-29), then the Ranged
 * Attacks chosen, in turn. Every Ranged Attack is checked before any die is
 * rolled; one that the Close Quarters Combat put out of reach (a Withdraw, a
 * unit Annihilated) is not made; the loser's Suppression Test comes first (it
 * may wait for its General's Command: game/commands/attacks-in-turn.ts goes on
 * once it is taken). Reloading as it starts is lost at the end; then the
 * Activation ends. `choice`: the targets of the Ranged Attacks, a Command
 * issued with one of them (`command`, `commandAgainst`), as the attacks are
 * declared (our reading, as game/commands/declare-attacks.ts): settled before
 * the Close Quarters Combat (the other General may Interfere), its Effect on
 * that Ranged Attack alone. `precision` (glossary: Precision): one list, each
 * attack taking the models of its own target in order (attacksInTurnOf): the
 * Charge target's go to the Close Quarters Attack when its row has the quality
 * (checked against its row: game/close-quarters-precision.ts), else to a
 * Ranged Attack against that unit; the others' to their Ranged Attacks.
 */
export function allOutAttackAfterCharge(
  setup: GameSetup,
  state: GameState,
  unit: UnitState,
  choice: AllOutAttackChoice,
): GameEvent[] {
  const { targets } = choice;
  const activation = state.activation;
  const refused = refusal(setup, unit);
  if (refused !== undefined) throw new IllegalChoice(RULE, refused);
  const most = allOutAttacks(setup, unit.id) - CLOSE_QUARTERS_ATTACKS;
  if (activation === undefined || targets.length < FEWEST_RANGED || targets.length > most) {
    throw new IllegalChoice(
      RULE,
      `after a Charge, choose 1 to ${most} targets for Ranged Attacks (the Close Quarters Attack is one of the ${most + CLOSE_QUARTERS_ATTACKS})`,
    );
  }
  if (new Set(targets).size < targets.length)
    throw new IllegalChoice(RULE, 'each Ranged Attack needs a different target');
  checkRows(setup, state, unit.id, targets);
  const attacks = attacksInTurnOf(setup, state, choice);
  const closeQuartersPicks = attacks.find((a) => a.attack === 'closeQuarters')?.precision;
  if (closeQuartersPicks !== undefined)
    declareCloseQuartersPrecision(setup, state, closeQuartersPicks);
  const ranged = rangedAttacksPlanned(setup, state, unit.id, attacks, true);
  const name = armyUnit(setup, unit.id).name;
  const count = counted(targets.length + CLOSE_QUARTERS_ATTACKS, 'attack');
  // Declared now (Reloading as it starts), made once the combat is resolved and its test taken.
  const declared = { ...allOutAttacksDeclared(unit, ranged), closeQuartersFirst: true };
  return [
    event('allOutAttack', `${name} makes an All-Out Attack (${count}), Close Quarters first`, {
      unit: unit.id,
    }),
    ...declareAttacks(setup, state, declared, commandWithAttack(RULE, choice)),
  ];
}
