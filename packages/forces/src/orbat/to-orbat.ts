import { parseRuleRef } from '@warroom/armoured-clash';
import { parseColumnHeading } from './grid-columns.js';
import type {
  AttackRow,
  BattlegroupDefinition,
  BattlegroupRequirement,
  Orbat,
  UnitProfile,
} from './orbat.js';
import type { BattlegroupJson, OrbatJson, UnitJson } from './orbat-schema.js';
import { COMMANDER, hasTraitNamed } from './vocabulary.js';

/** rulebook p.49 Commander: each Battlegroup is led by a Commander unit. */
const ONE_COMMANDER: BattlegroupRequirement = {
  unitTypes: [],
  traits: [COMMANDER],
  units: [],
  min: 1,
  max: 1,
};

function toRow(row: UnitJson['armaments']['rows'][number]): AttackRow {
  const qualities = row.qualities.map(parseRuleRef);
  const alternate = row.alternateDice === undefined ? {} : { alternateDice: row.alternateDice };
  return row.attack === 'ranged'
    ? {
        attack: 'ranged',
        target: row.target,
        range: row.range,
        dice: row.dice,
        ...alternate,
        qualities,
      }
    : { attack: row.attack, dice: row.dice, ...alternate, qualities };
}

function toProfile(unit: UnitJson, faction: string): UnitProfile {
  const { armaments, specialRules, ...rest } = unit;
  return {
    ...rest,
    faction,
    specialRules: specialRules.map(parseRuleRef),
    armaments: {
      readsBy: armaments.readsBy,
      columns: armaments.columns.map(parseColumnHeading),
      rows: armaments.rows.map(toRow),
    },
  };
}

function toRequirement(
  requirement: BattlegroupJson['requirements'][number],
): BattlegroupRequirement {
  const { unitTypes = [], traits = [], units = [], min = 0, max } = requirement;
  return max === undefined
    ? { unitTypes, traits, units, min }
    : { unitTypes, traits, units, min, max };
}

/** Whether a requirement counts Commander units. */
export function isCommanderRequirement(requirement: BattlegroupRequirement): boolean {
  return hasTraitNamed(requirement.traits, COMMANDER);
}

function toBattlegroup(battlegroup: BattlegroupJson): BattlegroupDefinition {
  const requirements = battlegroup.requirements.map(toRequirement);
  return {
    ...battlegroup,
    requirements: requirements.some(isCommanderRequirement)
      ? requirements
      : [...requirements, ONE_COMMANDER],
  };
}

/** The ORBAT a checked file describes: rules read into RuleRefs, columns into counts. */
export function toOrbat(json: OrbatJson): Orbat {
  return {
    faction: json.faction,
    name: json.name,
    sample: json.sample,
    ...(json.notice === undefined ? {} : { notice: json.notice }),
    ...(json.commandDeck === undefined ? {} : { commandDeck: json.commandDeck }),
    battlegroupLimits: json.battlegroupLimits,
    units: json.units.map((unit) => toProfile(unit, json.faction)),
    battlegroups: json.battlegroups.map(toBattlegroup),
  };
}
