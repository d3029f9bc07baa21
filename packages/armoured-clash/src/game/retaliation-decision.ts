import { prepareAttack } from '../attack/prepare.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import type { GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import type { Choice, Decision } from './choice.js';
import { closeQuartersAttack } from './close-quarters-attack.js';
import { closeRow, meleeRow } from './close-quarters-rows.js';
import { type CloseQuartersStrike, closeQuartersSides } from './close-quarters-sides.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState, UnitState } from './state.js';
import { weaponUseOf } from './weapon-use-of.js';

const RULE = 'glossary: Precision, Overcharge';

/** A Retaliation whose General may declare Precision or Overcharge for it. */
export interface RetaliationToDeclare {
  readonly made: CloseQuartersStrike;
  /** glossary: Precision — its row has the quality and the charging unit does not take it away (glossary: Bodyguard). */
  readonly precision: boolean;
  readonly overcharge: boolean;
}

/** Whether a unit's Close Quarters row names Precision or Overcharge (read before anything is planned). */
function namesEither(setup: GameSetup, unit: UnitState): boolean {
  const row = meleeRow(armyUnit(setup, unit.id));
  return row !== undefined && (weaponUseOf(row).precision || weaponUseOf(row).overcharge);
}

/** What the Retaliation's row lets its General declare. */
function declarable(setup: GameSetup, state: GameState, made: CloseQuartersStrike) {
  const row = closeRow(armyUnit(setup, made.striker.id));
  const overcharge = row !== undefined && weaponUseOf(row).overcharge;
  const attack =
    row !== undefined && weaponUseOf(row).precision
      ? closeQuartersAttack(setup, state, made)
      : undefined;
  const precision =
    attack !== undefined &&
    prepareAttack(attack, ARMOURED_CLASH_RULES).removalChosenBy === 'attackingGeneral';
  return { made, precision, overcharge };
}

/**
 * glossary: Precision, Overcharge — the Retaliations (rulebook p.28 step 3,
 * p.29 Secondary Combatants) of the Close Quarters Combat the active unit's
 * Charge began whose General may still declare either quality: after the
 * Charge, as its Attack Step begins (the charging General's Close Quarters
 * decision waits for them), not yet declared this Activation
 * (`activation.retaliations`). Empty when no Charge target stands, or no
 * Retaliating unit's row has either quality.
 */
export function retaliationsToDeclare(
  setup: GameSetup,
  state: GameState,
): readonly RetaliationToDeclare[] {
  const activation = state.activation;
  const charge = activation?.charge;
  if (activation?.step !== 'attack' || charge === undefined || charge.building === true) return [];
  const target = state.units[charge.target];
  if (target === undefined || target.annihilated) return [];
  const declared = activation.retaliations ?? {};
  const candidates = [target.id, ...(charge.secondaryCombatants ?? [])].filter((id) => {
    const unit = state.units[id];
    return unit !== undefined && declared[id] === undefined && namesEither(setup, unit);
  });
  if (candidates.length === 0) return [];
  return closeQuartersSides(setup, state)
    .strikes.filter((made) => !made.charged && candidates.includes(made.striker.id))
    .map((made) => declarable(setup, state, made))
    .filter((r) => r.precision || r.overcharge);
}

/**
 * The defending General's decision before the Close Quarters Combat: for the
 * first Retaliation still to declare, Retaliate as it comes, with Overcharge
 * when its row has it; Precision's models (`precision`) are named with either.
 * When its row has Precision (and the charging unit does not take it away),
 * each option says so with an empty `precision` list for the General to fill
 * (declared empty, the usual rules choose the models: rulebook p.34).
 */
export function retaliationDecision(setup: GameSetup, state: GameState): Decision | undefined {
  const [next] = retaliationsToDeclare(setup, state);
  if (next === undefined) return undefined;
  const unit = next.made.striker.id;
  const name = armyUnit(setup, unit).name;
  const qualities = [next.precision ? 'Precision' : [], next.overcharge ? 'Overcharge' : []].flat();
  const precision = next.precision ? { precision: [] } : {};
  return {
    player: next.made.striker.side,
    prompt: `${name} will Retaliate against ${armyUnit(setup, next.made.struck.id).name}: declare ${qualities.join(' or ')} for it (${RULE})`,
    options: [
      { kind: 'retaliate', unit, ...precision },
      ...(next.overcharge
        ? [{ kind: 'retaliate', unit, overcharge: true, ...precision } as const]
        : []),
    ] satisfies Choice[],
  };
}

/** Refuses the charging General's Close Quarters decision while a Retaliation's declaration is due. */
export function checkRetaliationsDeclared(setup: GameSetup, state: GameState): void {
  const [next] = retaliationsToDeclare(setup, state);
  if (next !== undefined) {
    throw new IllegalChoice(
      RULE,
      `the defending General first declares ${next.made.striker.id}'s Retaliation (choice retaliate)`,
    );
  }
}
