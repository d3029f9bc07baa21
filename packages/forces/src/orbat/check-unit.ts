import {
  formatRuleRef,
  gridColumnsProblems,
  lookUpName,
  rowValuesProblems,
} from '@warroom/armoured-clash';
import { ruleNameDoubt } from '../glossary/rule-names.js';
import type { JsonPath, Problem } from '../problem.js';
import type { AttackRow, UnitProfile } from './orbat.js';
import { BEHEMOTH, TRANSPORT, hasTraitNamed } from './vocabulary.js';
import { capacityPerModel } from './transport-capacity.js';
import { parentUnitValues } from './parent-unit.js';
import { checkFootprint } from './check-footprint.js';

/** The qualities that read a row's second value in parentheses (glossary). */
const ALTERNATE_DICE_QUALITIES = ['Point Blank', 'Shock', 'Wreckers'];

export interface Findings {
  readonly errors: Problem[];
  readonly warnings: Problem[];
}

function mostModels(unit: UnitProfile): number {
  return Math.max(...Object.values(unit.levels).map((level) => level.models));
}

/** rulebook p.49 Behemoth: a single model whose grid is read by Damage suffered. */
function checkBehemoth(unit: UnitProfile, at: JsonPath, found: Findings): void {
  const behemoth = hasTraitNamed(unit.traits, BEHEMOTH);
  if (behemoth && unit.armaments.readsBy !== 'damage') {
    found.errors.push({
      path: [...at, 'armaments', 'readsBy'],
      message:
        'a Behemoth\'s Armaments Grid lists Damage instead of models: readsBy must be "damage"',
    });
  }
  if (!behemoth && unit.armaments.readsBy !== 'models') {
    found.errors.push({
      path: [...at, 'armaments', 'readsBy'],
      message: 'only a Behemoth\'s grid is read by Damage: readsBy must be "models"',
    });
  }
  for (const [name, level] of Object.entries(unit.levels)) {
    if (behemoth && level.models !== 1) {
      found.errors.push({
        path: [...at, 'levels', name, 'models'],
        message: 'a Behemoth unit always consists of a single model',
      });
    }
  }
}

function checkColumns(unit: UnitProfile, at: JsonPath, found: Findings): void {
  const bounds = { mostModels: mostModels(unit), damageLimit: unit.damageLimit };
  for (const problem of gridColumnsProblems(unit.armaments, bounds)) {
    found.errors.push({ path: [...at, 'armaments', 'columns'], message: problem });
  }
}

function checkRow(row: AttackRow, columns: number, at: JsonPath, found: Findings): void {
  for (const { field, message } of rowValuesProblems(row, columns)) {
    found.errors.push({ path: [...at, field], message });
  }
  const readsSecondValue = ALTERNATE_DICE_QUALITIES.some((q) => lookUpName(row.qualities, q));
  if (row.alternateDice !== undefined && !readsSecondValue) {
    found.errors.push({
      path: [...at, 'alternateDice'],
      message:
        'second values are read only by Point Blank, Shock or Wreckers, and the row has none',
    });
  }
  if (row.alternateDice === undefined && readsSecondValue) {
    found.warnings.push({
      path: [...at, 'qualities'],
      message: 'the row has Point Blank, Shock or Wreckers but no second values (alternateDice)',
    });
  }
  row.qualities.forEach((quality, i) => {
    const doubt = ruleNameDoubt(formatRuleRef(quality), 'weaponQuality');
    if (doubt !== undefined) found.warnings.push({ path: [...at, 'qualities', i], message: doubt });
  });
}

function checkRows(unit: UnitProfile, at: JsonPath, found: Findings): void {
  const seen = new Set<string>();
  unit.armaments.rows.forEach((row, i) => {
    const rowAt = [...at, 'armaments', 'rows', i];
    const kind = row.attack === 'ranged' ? `ranged ${row.target}` : row.attack;
    if (seen.has(kind)) {
      found.errors.push({ path: rowAt, message: `a second ${kind} row` });
    }
    seen.add(kind);
    checkRow(row, unit.armaments.columns.length, rowAt, found);
  });
}

/** rulebook p.46 / glossary Capacity (X): a Transport unit always has Capacity (X). */
function checkTransport(unit: UnitProfile, at: JsonPath, found: Findings): void {
  const transport = hasTraitNamed(unit.traits, TRANSPORT);
  const capacity = capacityPerModel(unit);
  if (transport && capacity === undefined) {
    found.errors.push({
      path: [...at, 'specialRules'],
      message: 'a Transport unit always has the Capacity (X) special rule',
    });
  }
  if (!transport && capacity !== undefined) {
    found.errors.push({
      path: [...at, 'traits'],
      message: 'a unit with Capacity (X) is a Transport unit: add the Transport trait',
    });
  }
}

/** glossary: Parent Unit (X): one X, or two for a Commander Variant (`Parent Unit (2/3)`). */
function checkParentUnit(unit: UnitProfile, at: JsonPath, found: Findings): void {
  const values = parentUnitValues(unit);
  if (typeof values === 'string')
    found.errors.push({ path: [...at, 'specialRules'], message: values });
}

/** The errors and warnings of one unit profile at `at` (e.g. `units[3]`). */
export function checkUnit(unit: UnitProfile, at: JsonPath): Findings {
  const found: Findings = { errors: [], warnings: [] };
  checkBehemoth(unit, at, found);
  checkColumns(unit, at, found);
  checkRows(unit, at, found);
  checkTransport(unit, at, found);
  checkParentUnit(unit, at, found);
  checkFootprint(unit, at, found);
  unit.specialRules.forEach((rule, i) => {
    const doubt = ruleNameDoubt(formatRuleRef(rule), 'specialRule');
    if (doubt !== undefined)
      found.warnings.push({ path: [...at, 'specialRules', i], message: doubt });
  });
  return found;
}
