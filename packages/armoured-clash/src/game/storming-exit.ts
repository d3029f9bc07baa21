import { centreOf, outline } from '@warroom/engine';
import { type Table, modelsOf } from '../battlefield/table.js';
import type { TerrainPiece } from '../battlefield/terrain.js';
import type { GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import type { At } from './choice.js';
import { type GameEvent, event } from './events.js';
import { annihilate } from './losses.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState, ModelState, UnitState } from './state.js';
import { dropStatuses } from './statuses.js';
import { tableOf } from './table-of.js';
import { buildingOfGame } from './wrecked-behemoths.js';
import { EXIT_REACH } from './transport/exit-reach.js';
import { setUpNear } from './transport/set-up-near.js';

const RULE = 'rulebook p.45 Storming a Building';

/** The spacing (inches) of the Officer positions tried around the building. */
const GRID_STEP = 0.5;

const DEGREES_PER_RADIAN = 180 / Math.PI;

/** An Officer position tried, how far it lies from the attacking unit, and the facing away from it. */
interface Position {
  readonly at: At;
  readonly away: number;
  readonly facing: number;
}

/**
 * Officer positions from which a model may reach the building (Exit reach plus
 * the model's Footprint), farthest from the attacking unit's nearest model
 * first, each facing directly away from that model.
 */
function positionsAwayFrom(
  setup: GameSetup,
  table: Table,
  unitId: string,
  piece: TerrainPiece,
  attackerId: string,
): Position[] {
  const { width, depth } = armyUnit(setup, unitId).footprint;
  const margin = EXIT_REACH + Math.max(width, depth) / 2;
  const corners = outline(piece.area);
  const xs = corners.map((c) => c.x);
  const ys = corners.map((c) => c.y);
  const attackers = modelsOf(table, attackerId).map((m) => centreOf(m.footprint));
  const positions: Position[] = [];
  for (let x = Math.min(...xs) - margin; x <= Math.max(...xs) + margin; x += GRID_STEP) {
    for (let y = Math.min(...ys) - margin; y <= Math.max(...ys) + margin; y += GRID_STEP) {
      let away = Number.POSITIVE_INFINITY;
      let facing = 0;
      for (const a of attackers) {
        const gap = Math.hypot(x - a.x, y - a.y);
        if (gap < away) {
          away = gap;
          facing = Math.atan2(y - a.y, x - a.x) * DEGREES_PER_RADIAN;
        }
      }
      positions.push({ at: [x, y], away, facing });
    }
  }
  return positions.sort((p, q) => q.away - p.away);
}

/** The first legal Exit of `count` models among `positions`. */
function farthestExit(
  setup: GameSetup,
  state: GameState,
  table: Table,
  unitState: UnitState,
  count: number,
  piece: TerrainPiece,
  positions: readonly Position[],
): ModelState[] | undefined {
  const where = { near: [piece.area], reach: EXIT_REACH, what: piece.name, rule: RULE };
  for (const { at, facing } of positions) {
    try {
      return setUpNear(setup, state, unitState.id, count, at, facing, where, table);
    } catch (error) {
      if (!(error instanceof IllegalChoice)) throw error;
    }
  }
  return undefined;
}

/**
 * rulebook p.45 Storming a Building: a Garrisoned unit that loses a Close
 * Quarters Combat "immediately makes an Exit manoeuvre instead of
 * Withdrawing. It must be placed as far as possible from the attacking unit."
 * The engine tries Officer positions on a half-inch grid around the building,
 * farthest from the attacking unit's nearest model first, the unit formed up
 * facing directly away from it (each model within 3" of the building, none
 * within 1" of an enemy: p.43). Our reading, as for the Withdraw it replaces
 * (p.29): models that cannot be placed are Destroyed, fewest first; a unit none
 * of whose models can be placed is Annihilated. `rule`: the rule that makes it
 * Exit (also glossary: Demolition).
 */
export function stormedGarrisonExits(
  setup: GameSetup,
  state: GameState,
  unitState: UnitState,
  attacker: UnitState,
  rule: string = RULE,
): GameEvent[] {
  const piece = buildingOfGame(setup, state.units, unitState.garrisoning);
  if (piece === undefined) return [];
  const unit = armyUnit(setup, unitState.id);
  const table = tableOf(setup, state);
  const positions = positionsAwayFrom(setup, table, unitState.id, piece, attacker.id);
  for (let count = unitState.models.length; count > 0; count--) {
    const placed = farthestExit(setup, state, table, unitState, count, piece, positions);
    if (placed === undefined) continue;
    const events = [
      event(
        'exit',
        `${unit.name} Exits ${piece.name}, as far as possible from the attacker (${rule})`,
        {
          unit: unit.id,
        },
      ),
    ];
    const lost = unitState.models.length - count;
    if (lost > 0) {
      const text = `${lost} model(s) of ${unit.name} cannot be placed and are Destroyed (${rule})`;
      events.push(event('removed', text, { unit: unit.id }));
    }
    unitState.garrisoning = undefined;
    unitState.models = placed;
    unitState.officer = placed[0]?.id ?? unitState.officer;
    dropStatuses(unitState, 'onLookout', 'takingCover', 'entrenched');
    return events;
  }
  const text = `${unit.name} cannot Exit ${piece.name} and is Destroyed (${rule})`;
  unitState.garrisoning = undefined;
  return [event('removed', text, { unit: unit.id }), ...annihilate(setup, state, unitState)];
}
