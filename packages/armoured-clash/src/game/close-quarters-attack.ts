import { EPSILON } from '@warroom/engine';
import { distanceBetweenStanding } from '../battlefield/garrison.js';
import { officerInFrontArc } from '../battlefield/front-arc.js';
import type { Table } from '../battlefield/table.js';
import type { Attack } from '../attack/attack.js';
import { type CombatRatingModifier, combatRatingOf } from '../dice/combat-rating.js';
import { attackDiceOf } from '../profile/armaments.js';
import type { GameSetup } from './army.js';
import { attackTarget, knownRules } from './attack-parties.js';
import { asGarrisonedTarget } from './siegebreaker.js';
import { closeRow } from './close-quarters-rows.js';
import type { CloseQuartersStrike } from './close-quarters-sides.js';
import type { GameState } from './state.js';
import { armyUnit } from './army-unit.js';
import { tableOf } from './table-of.js';
import { GARRISON_DICE_DIVISOR } from './transport/dug-in.js';
import { nearPortalSituation } from './portals/near-portal.js';

/** rulebook p.28: Supported and Threatened are measured to 2". */
export const SUPPORT_DISTANCE = 2;

/** Other units of a side within 2" of a unit (Supported, Threatened), a Garrison measured from its building. */
function near(
  table: Table,
  state: GameState,
  side: 'a' | 'b',
  unitId: string,
  except: string,
): boolean {
  return Object.values(state.units).some(
    (u) =>
      u.side === side &&
      u.id !== except &&
      u.deployed &&
      !u.annihilated &&
      distanceBetweenStanding(table, u.id, unitId) <= SUPPORT_DISTANCE + EPSILON,
  );
}

function bonus(source: string): CombatRatingModifier {
  return { source, effect: 'bonus', cause: 'other' };
}

function penalty(source: string): CombatRatingModifier {
  return { source, effect: 'penalty', cause: 'other' };
}

/**
 * rulebook p.28 steps 1-2: the Close Quarters Attack one side makes, before any
 * die is rolled (what the strike rolls and the odds before a Charge read), or
 * undefined when it has no Close Quarters row or no models. `charged`: the
 * active unit's attack after its Charge (Onslaught).
 */
export function closeQuartersAttack(
  setup: GameSetup,
  state: GameState,
  { striker: attackerState, struck: targetState, outflanked, charged }: CloseQuartersStrike,
): Attack | undefined {
  const attacker = armyUnit(setup, attackerState.id);
  const target = armyUnit(setup, targetState.id);
  const row = closeRow(attacker);
  if (row === undefined || attackerState.models.length === 0) return undefined;
  const table = tableOf(setup, state);
  const overwhelming =
    attacker.type === 'infantry' && (target.type === 'armour' || target.type === 'fortification');
  // rulebook p.28 Determine Combat Rating, named so that the rules' own (Melee Masters, Onslaught) join them.
  const modifiers: CombatRatingModifier[] = [
    ...(outflanked ? [bonus('Outflanking')] : []),
    ...(overwhelming ? [bonus('Overwhelming')] : []),
    ...(near(table, state, attackerState.side, targetState.id, attackerState.id)
      ? [bonus('Supported')]
      : []),
    ...(attackerState.statuses.includes('suppressed') ? [penalty('Suppressed')] : []),
    // glossary: Construction Team — a Charge against an Entrenched unit.
    ...(charged && targetState.statuses.includes('entrenched') ? [penalty('Entrenched')] : []),
    ...(near(table, state, targetState.side, attackerState.id, targetState.id)
      ? [penalty('Threatened')]
      : []),
  ];
  // rulebook p.44 Dug In (the Garrison's attack), p.45 Storming a Building (the attacker's): half the models, rounding up.
  const garrisoned =
    attackerState.garrisoning !== undefined || targetState.garrisoning !== undefined;
  const models = attackerState.models.length;
  const dice = attackDiceOf(attacker.armaments, row, {
    models: garrisoned ? Math.ceil(models / GARRISON_DICE_DIVISOR) : models,
    damage: attackerState.damage,
  });
  // glossary: Siegebreaker: a Garrison is attacked as Garrisoned, with its building's Size.
  const garrison = asGarrisonedTarget(
    setup,
    state.units,
    attackTarget(target, targetState),
    targetState,
  );
  return {
    weapon: { ...dice, qualities: knownRules(row.qualities), attack: row.attack },
    attackerRules: knownRules(attacker.specialRules),
    target: garrison.target,
    situation: {
      ...(garrison.buildingSize === undefined ? {} : { buildingSize: garrison.buildingSize }),
      kind: 'closeQuarters',
      rating: combatRatingOf(modifiers),
      combatRatingModifiers: modifiers,
      charged,
      withinShortRange: false,
      concealed: false,
      // glossary: Resilient (Front): the attacking Officer within the target's Front Arc.
      attackerInTargetFrontArc: officerInFrontArc(table, attackerState.id, targetState.id),
      lineOfSightCrossesTargetObstacle: false,
      ...nearPortalSituation(table, state, targetState.id),
    },
  };
}
