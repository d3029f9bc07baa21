import {
  EPSILON,
  type Point,
  type Shape,
  containsPoint,
  distanceToSegment,
  normaliseAngle,
  radians,
  segmentDistance,
} from '@warroom/engine';
import { centreOfModel, distanceBetweenUnits, modelsOf } from '../battlefield/table.js';
import { attackStepNow } from './attack-step.js';
import type { GameSetup } from './army.js';
import type { Choice } from './choice.js';
import { type GameEvent, event } from './events.js';
import { commandWithAttack, declareAttacks } from './commands/declare-attacks.js';
import type { CommandWithOneAttack } from './attacks-declared.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState } from './state.js';
import { armyUnit } from './army-unit.js';
import { tableOf } from './table-of.js';
import { weaponUseOf } from './weapon-use-of.js';

const RULE = 'glossary: Coruscating';

/** Half the 90° of a Front Arc (rulebook p.11 Arcs). */
const HALF_ARC = Math.PI / 4;

/** Whether a straight segment touches a footprint (contact counts: "touched by this line"). */
function touches(a: Point, b: Point, shape: Shape): boolean {
  if (shape.kind === 'circle')
    return distanceToSegment(shape.centre, a, b) <= shape.radius + EPSILON;
  if (containsPoint(shape, a)) return true;
  return shape.points.some(
    (p, i) => segmentDistance(a, b, p, shape.points[(i + 1) % shape.points.length] ?? p) <= EPSILON,
  );
}

/** Whether the unit has a Ranged row with Coruscating. */
export function hasCoruscating(setup: GameSetup, unitId: string): boolean {
  return armyUnit(setup, unitId).armaments.rows.some(
    (row) => row.attack === 'ranged' && weaponUseOf(row).coruscatingLine,
  );
}

/** Whether the unit has a Ranged row with both Coruscating and Overcharge (glossary: Overcharge's note). */
function hasCoruscatingOvercharge(setup: GameSetup, unitId: string): boolean {
  return armyUnit(setup, unitId).armaments.rows.some(
    (row) =>
      row.attack === 'ranged' && weaponUseOf(row).coruscatingLine && weaponUseOf(row).overcharge,
  );
}

/**
 * The units the line touches, closest to the attacking unit first: every other
 * unit on the battlefield, friend or foe, with a model touching the line from
 * the Officer's centre at `bearing` degrees, drawn across the battlefield.
 */
export function unitsOnTheLine(
  setup: GameSetup,
  state: GameState,
  unitId: string,
  bearing: number,
): string[] {
  const table = tableOf(setup, state);
  const officer = table.models.find((m) => m.id === state.units[unitId]?.officer);
  if (officer === undefined) throw new RangeError(`no Officer of ${unitId}`);
  const angle = radians(bearing);
  if (Math.abs(normaliseAngle(angle - officer.facing)) > HALF_ARC + EPSILON) {
    throw new IllegalChoice(RULE, "the line must be fully within the Officer's Front Arc");
  }
  const from = centreOfModel(officer);
  const across = setup.battlefield.width + setup.battlefield.depth;
  const to = { x: from.x + across * Math.cos(angle), y: from.y + across * Math.sin(angle) };
  return [...table.units.keys()]
    .filter(
      (id) => id !== unitId && modelsOf(table, id).some((m) => touches(from, to, m.footprint)),
    )
    .map((id) => ({ id, distance: distanceBetweenUnits(table, unitId, id) }))
    .sort((p, q) => p.distance - q.distance)
    .map((u) => u.id);
}

/** Degrees in a half turn, to give a bearing in the degrees choices carry. */
const HALF_TURN_DEGREES = 180;

/**
 * The Coruscating lines the Attack Step lists: one towards each other unit's
 * Officer within the active Officer's Front Arc (every bearing within the arc may
 * be chosen; these are the lines through a unit's heart).
 */
export function coruscatingOptions(setup: GameSetup, state: GameState, unitId: string): Choice[] {
  if (!hasCoruscating(setup, unitId)) return [];
  const table = tableOf(setup, state);
  const officerOf = (id: string) => {
    const officer = table.units.get(id)?.officer;
    return table.models.find((m) => m.id === officer);
  };
  const own = officerOf(unitId);
  if (own === undefined) return [];
  const from = centreOfModel(own);
  const overcharges = hasCoruscatingOvercharge(setup, unitId);
  return [...table.units.keys()].flatMap((id) => {
    const officer = id === unitId ? undefined : officerOf(id);
    if (officer === undefined) return [];
    const to = centreOfModel(officer);
    const angle = Math.atan2(to.y - from.y, to.x - from.x);
    if (Math.abs(normaliseAngle(angle - own.facing)) > HALF_ARC) return [];
    const bearing = (angle * HALF_TURN_DEGREES) / Math.PI;
    return overcharges
      ? [
          { kind: 'coruscatingAttack', bearing } as const,
          { kind: 'coruscatingAttack', bearing, overcharge: true } as const,
        ]
      : [{ kind: 'coruscatingAttack', bearing } as const];
  });
}

/**
 * glossary: Coruscating — in the Choose a Target step the General draws a
 * straight line from the Officer's centre, fully within its Front Arc
 * (`bearing`, degrees); each other unit it touches, friend or foe, is the target
 * of a separate attack (its own Combat Rating, Attack Pool and Suppression
 * check), closest first, as long as Target Acquisition is confirmed on it with a
 * row that has the quality (the row its Target Category calls for). Others are
 * skipped. The attacks are made in turn (game/commands/attacks-in-turn.ts:
 * each enemy target's General may be asked first, Dig In, and each test may
 * wait for a Command); then the Activation ends. Never Opportunity Fire
 * (game/weapon-use.ts). `overcharge`: glossary: Overcharge declared — one card
 * revealed, its Value added to each attack made with a row that has the
 * quality. `choice`: a Command issued with the attack against one of the units
 * on the line (the glossary's example: Precision Fire).
 */
export function coruscatingAttack(
  setup: GameSetup,
  state: GameState,
  bearing: number,
  overcharge = false,
  choice: CommandWithOneAttack = {},
): GameEvent[] {
  const activation = attackStepNow(state);
  const unit = state.units[activation.unit];
  if (unit === undefined) throw new RangeError(`unknown unit ${activation.unit}`);
  if (!hasCoruscating(setup, unit.id)) {
    throw new IllegalChoice(RULE, `${unit.id} has no attack with Coruscating`);
  }
  if (overcharge && !hasCoruscatingOvercharge(setup, unit.id)) {
    throw new IllegalChoice(
      'glossary: Overcharge',
      `${unit.id} has no Coruscating row with Overcharge`,
    );
  }
  const command = commandWithAttack(RULE, choice);
  const name = armyUnit(setup, unit.id).name;
  const targets = unitsOnTheLine(setup, state, unit.id, bearing);
  const attacks = {
    of: 'coruscating',
    attacks: targets.map((target) => ({ target, alongLine: true as const })),
    ...(overcharge ? { overcharge: 'declared' as const } : {}),
  } as const;
  return [
    event('coruscating', `${name} draws a Coruscating line`, { unit: unit.id }),
    ...declareAttacks(setup, state, attacks, command),
  ];
}
