import {
  ARMOURED_CLASH_RULES,
  type ArmyCloseQuartersRow,
  type ArmyUnit,
  type At,
  type Attack,
  type Choice,
  type CombatRatingModifier,
  type GameSetup,
  type RuleRef,
  type UnitState,
  armyUnit,
  attackDiceOf,
  attackOdds,
  checkRuleRef,
  combatRatingOf,
  plannedCharge,
} from '@warroom/armoured-clash';
import { type Units, lossWorth, tryIt } from './heuristic-odds.js';

/** Close Quarters rows of a profile: Melee first (rulebook p.28: only Melee retaliates), else Impact. */
function closeRow(unit: ArmyUnit, meleeOnly: boolean): ArmyCloseQuartersRow | undefined {
  const rows = unit.armaments.rows.filter((r): r is ArmyCloseQuartersRow => r.attack !== 'ranged');
  return rows.find((r) => r.attack === 'melee') ?? (meleeOnly ? undefined : rows[0]);
}

function known(rules: readonly RuleRef[]): RuleRef[] {
  return rules.filter((r) => typeof checkRuleRef(r, ARMOURED_CLASH_RULES) !== 'string');
}

/**
 * One side's Close Quarters Attack (rulebook p.28) as the bot estimates it from
 * the profiles, with `models` of the striking unit standing: the Suppressed
 * penalty and Overwhelming (Infantry against Armour) counted; Supported,
 * Threatened and Outflanking, which depend on where the Charge ends, are not.
 */
function strikeAttack(
  setup: GameSetup,
  striker: Readonly<UnitState>,
  models: number,
  target: Readonly<UnitState>,
  charged: boolean,
): Attack | undefined {
  const attacker = armyUnit(setup, striker.id);
  const defender = armyUnit(setup, target.id);
  const row = closeRow(attacker, !charged);
  if (row === undefined || models <= 0) return undefined;
  const overwhelming =
    attacker.type === 'infantry' &&
    (defender.type === 'armour' || defender.type === 'fortification');
  const modifiers: CombatRatingModifier[] = [
    ...(overwhelming ? [{ source: 'Overwhelming', effect: 'bonus', cause: 'other' } as const] : []),
    ...(striker.statuses.includes('suppressed')
      ? [{ source: 'Suppressed', effect: 'penalty', cause: 'other' } as const]
      : []),
  ];
  const dice = attackDiceOf(attacker.armaments, row, { models, damage: striker.damage });
  return {
    weapon: { ...dice, qualities: known(row.qualities), attack: row.attack },
    attackerRules: known(attacker.specialRules),
    target: {
      defence: defender.defence,
      damageLimit: defender.damageLimit,
      models: target.models.length,
      damage: target.damage,
      category: defender.category,
      type: defender.type,
      traits: defender.traits,
      rules: known(defender.specialRules),
    },
    situation: {
      kind: 'closeQuarters',
      rating: combatRatingOf(modifiers),
      combatRatingModifiers: modifiers,
      charged,
      withinShortRange: false,
      concealed: false,
      attackerInTargetFrontArc: false,
      lineOfSightCrossesTargetObstacle: false,
    },
  };
}

/**
 * The expected Victory Points a Charge of `attacker` against `target` gains
 * (rulebook pp.28-29), by the exact odds: what its Close Quarters Attack is
 * expected to destroy, less what the target's Retaliation (Melee only) is
 * expected to destroy with the models it keeps; -1 when it cannot strike.
 */
export function closeQuartersValue(
  setup: GameSetup,
  units: Units,
  attacker: string,
  target: string,
): number {
  const striker = units[attacker];
  const struck = units[target];
  if (striker === undefined || struck === undefined) return -1;
  const strike = strikeAttack(setup, striker, striker.models.length, struck, true);
  if (strike === undefined) return -1;
  const dealt = attackOdds(strike, ARMOURED_CLASH_RULES).expected.modelsDestroyed;
  const left = Math.round(struck.models.length - dealt);
  const retaliation = strikeAttack(setup, struck, left, striker, false);
  const taken =
    retaliation === undefined
      ? 0
      : attackOdds(retaliation, ARMOURED_CLASH_RULES).expected.modelsDestroyed;
  return lossWorth(setup, units, target, dealt) - lossWorth(setup, units, attacker, taken);
}

/** The target's models, nearest first, tried as the point of contact of a Charge. */
const CONTACTS_TRIED = 3;
/**
 * Shares of the target model's half-extent towards the charger tried as the gap
 * to leave: the product of box extents overestimates it off the axes.
 */
const REACH_SHARES = [1, 0.85, 0.7];

/**
 * rulebook p.24 Charge: a place for the Officer in contact with one of the
 * target's nearest models, facing it (the target in its Front Arc), checked
 * with the engine's own rule; undefined when no place tried is legal.
 */
export function chargeTo(
  setup: GameSetup,
  units: Units,
  unit: string,
  target: string,
): Choice | undefined {
  const officer = units[unit]?.models.find((m) => m.id === units[unit]?.officer);
  const from = officer ?? units[unit]?.models[0];
  if (from === undefined) return undefined;
  const contacts = (units[target]?.models ?? [])
    .slice()
    .sort((m, n) => Math.hypot(m.x - from.x, m.y - from.y) - Math.hypot(n.x - from.x, n.y - from.y))
    .slice(0, CONTACTS_TRIED);
  const targetFootprint = armyUnit(setup, target).footprint;
  const ownHalfDepth = armyUnit(setup, unit).footprint.depth / 2;
  for (const model of contacts) {
    const length = Math.hypot(model.x - from.x, model.y - from.y) || 1;
    const dir = { x: (model.x - from.x) / length, y: (model.y - from.y) / length };
    const along = Math.abs(dir.x * Math.cos(model.facing) + dir.y * Math.sin(model.facing));
    const across = Math.abs(-dir.x * Math.sin(model.facing) + dir.y * Math.cos(model.facing));
    const reach = (along * targetFootprint.depth + across * targetFootprint.width) / 2;
    const facing = (Math.atan2(dir.y, dir.x) * 180) / Math.PI;
    for (const share of REACH_SHARES) {
      const back = reach * share + ownHalfDepth;
      const at: At = [model.x - dir.x * back, model.y - dir.y * back];
      if (tryIt(() => plannedCharge(setup, units, unit, target, at, facing)) !== undefined)
        return { kind: 'charge', target, at, facing };
    }
  }
  return undefined;
}

/**
 * The Charge worth most among `targets` (by closeQuartersValue), when it beats
 * `shooting` (the best Ranged Attack's expected Victory Points) and can be
 * placed; undefined otherwise. `forced` (glossary: Berserk) takes the best
 * placeable Charge whatever it is worth.
 */
export function chargeWorthMaking(
  setup: GameSetup,
  units: Units,
  unit: string,
  targets: readonly string[],
  shooting: number,
  forced = false,
): Choice | undefined {
  const ranked = targets
    .map((target) => ({ target, value: closeQuartersValue(setup, units, unit, target) }))
    .filter((t) => forced || (t.value > 0 && t.value > shooting))
    .sort((p, q) => q.value - p.value);
  for (const { target } of ranked) {
    const made = chargeTo(setup, units, unit, target);
    if (made !== undefined) return made;
  }
  return undefined;
}
