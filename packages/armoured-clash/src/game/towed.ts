import type { Side } from '../battlefield/table.js';
import type { FreeAdvance } from '../rules/movement-step-values.js';
import type { ArmyUnit, GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import { type GameEvent, event } from './events.js';
import { hasTrait } from './held-rules.js';
import { unitStep } from './unit-rules.js';
import type { GameState } from './state.js';

const RULE = 'glossary: Tow';
/** glossary: Tow: the Vanguard (X") a Towed unit gains. */
export const TOWED_VANGUARD = 10;
/** rulebook p.55 Reinforcement Levels, lowest first. */
const LEVELS: readonly NonNullable<ArmyUnit['reinforcement']>[] = [
  'basic',
  'reinforced',
  'fullStrength',
];

/**
 * glossary: Tow — before Deployment begins, a unit with Tow may nominate a
 * single friendly Gun Carriage unit of a Reinforcement Level no higher than its
 * own: the force list names it on the Towed unit (`towedBy`). Throws
 * RangeError, naming the unit and the rule, when the nomination breaks it.
 */
export function checkTowed(setup: GameSetup, side: Side, unit: ArmyUnit): void {
  const towId = unit.towedBy;
  if (towId === undefined) return;
  const own = setup.generals[side].units;
  const tow = own.find((u) => u.id === towId);
  const fail = (why: string): never => {
    throw new RangeError(`${unit.id}: towedBy "${towId}": ${why} (${RULE})`);
  };
  if (tow === undefined) fail(`not a unit of General ${side.toUpperCase()}`);
  const carriage = unitStep(setup, towId, 'towNominates', undefined);
  if (carriage === undefined) fail(`${towId} has no Tow special rule`);
  else if (!hasTrait(setup, unit.id, carriage)) fail(`${unit.id} is not a ${carriage} unit`);
  const level = (u: ArmyUnit | undefined): number =>
    u?.reinforcement === undefined ? 0 : LEVELS.indexOf(u.reinforcement);
  if (level(unit) > level(tow)) fail(`${unit.id} has a higher Reinforcement Level than ${towId}`);
  if (own.some((u) => u !== unit && u.towedBy === towId))
    fail(`${towId} may nominate a single unit`);
}

/** glossary: Tow — the Vanguard (10") a Towed unit gains, or undefined for any other unit. */
export function towedVanguard(setup: GameSetup, unitId: string): FreeAdvance | undefined {
  return armyUnit(setup, unitId).towedBy === undefined
    ? undefined
    : { limit: TOWED_VANGUARD, rule: RULE };
}

/**
 * glossary: Tow — each Towed unit on the battlefield gains On Lookout at the
 * start of the first Round: as the first Initiative is given (rulebook p.57),
 * when the first Round begins.
 */
export function towedOnLookout(setup: GameSetup, state: GameState): GameEvent[] {
  return Object.values(state.units)
    .filter((u) => u.deployed && !u.annihilated && armyUnit(setup, u.id).towedBy !== undefined)
    .filter((u) => !u.statuses.includes('onLookout'))
    .map((u) => {
      u.statuses.push('onLookout');
      const text = `${armyUnit(setup, u.id).name} was Towed into position: On Lookout (${RULE})`;
      return event('gainsStatus', text, { unit: u.id });
    });
}
