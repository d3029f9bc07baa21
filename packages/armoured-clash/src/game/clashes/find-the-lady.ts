import { EPSILON, insideRegion } from '@warroom/engine';
import { type Table, distanceBetweenUnits, modelsOf } from '../../battlefield/table.js';
import type { ForceScale } from '../../cards/command-deck.js';
import type { GameSetup } from '../army.js';
import { type ClashMap, zoneArea } from '../clash.js';
import type { GameEvent } from '../events.js';
import { hasGroundPresence } from '../ground-presence.js';
import type { GameState } from '../state.js';
import { tableOf } from '../table-of.js';
import { pitchedBattleMap } from './pitched-battle.js';
import { scoreObjective } from './scoring.js';
import { isEscorting } from './vital-objective.js';

/** rulebook pp.62-63 Find the Lady: the Escorting unit's Disposition at the end of the Battle. */
export type Disposition = 'secure' | 'threatened' | 'imperilled';

/** rulebook pp.62-63 Find the Lady's Clash Objective: VP by Force Scale and Disposition. */
export const FIND_THE_LADY: Readonly<Record<ForceScale, Readonly<Record<Disposition, number>>>> = {
  skirmish: { secure: 30, threatened: 25, imperilled: 15 },
  battle: { secure: 50, threatened: 40, imperilled: 25 },
  cataclysm: { secure: 70, threatened: 55, imperilled: 35 },
};

/** rulebook pp.62-63 Disposition: an enemy unit this close (inches) Threatens the objective ("δ"" in the text is 6"). */
export const THREAT_DISTANCE = 6;

const DISPOSITION_NAMES: Readonly<Record<Disposition, string>> = {
  secure: 'Secure',
  threatened: 'Threatened',
  imperilled: 'Imperilled',
};

/**
 * rulebook p.62 Find the Lady: three Strategic Objective Markers on the
 * midway line (one in the centre, one halfway between it and each neutral
 * edge, named after it) and Deployment Zones from each Rear Edge to 12" from
 * the midway line — the map of Pitched Battle (p.59), which the text repeats.
 */
export function findTheLadyMap(
  battlefield: { readonly width: number; readonly depth: number },
  rearEdgeOfA: 'south' | 'west',
): ClashMap {
  return pitchedBattleMap(battlefield, rearEdgeOfA);
}

/**
 * rulebook pp.62-63 Disposition of an Escorting unit: fully within its own
 * Deployment Zone with no enemy unit within 6", Secure; fully within it with
 * one, Threatened; otherwise Imperilled (read: a unit partly outside its zone,
 * or with no models on the table, is "not within" it).
 */
export function disposition(setup: GameSetup, table: Table, unitId: string): Disposition {
  const side = table.units.get(unitId)?.side;
  const models = modelsOf(table, unitId);
  if (side === undefined || models.length === 0) return 'imperilled';
  const zone = zoneArea(setup.generals[side].zone);
  if (!models.every((m) => insideRegion(m.footprint, zone))) return 'imperilled';
  const threatened = [...table.units.values()].some(
    (enemy) =>
      enemy.side !== side &&
      modelsOf(table, enemy.id).length > 0 &&
      distanceBetweenUnits(table, unitId, enemy.id) <= THREAT_DISTANCE + EPSILON,
  );
  return threatened ? 'threatened' : 'secure';
}

/** rulebook p.22: the Battle ends in this End Phase — the Round Limit, or Zero Ground Presence. */
function battleEnds(setup: GameSetup, state: GameState): boolean {
  return (
    state.round >= setup.rounds || !hasGroundPresence(state, 'a') || !hasGroundPresence(state, 'b')
  );
}

/**
 * rulebook pp.62-63 Find the Lady's Clash Objective: at the end of the Battle,
 * the General of the unit Escorting the Vital Objective scores by Force Scale
 * and its Disposition; nothing in earlier End Phases.
 */
export function scoreFindTheLady(setup: GameSetup, state: GameState): GameEvent[] {
  if (!battleEnds(setup, state)) return [];
  const escorts = Object.values(state.units).filter(
    (u) => isEscorting(u) && !u.annihilated && (u.deployed || u.embarked !== undefined),
  );
  if (escorts.length === 0) return [];
  const table = tableOf(setup, state);
  return escorts.map((unit) => {
    const held = disposition(setup, table, unit.id);
    return scoreObjective(
      state,
      unit.side,
      FIND_THE_LADY[setup.scale][held],
      `Escorts the Vital Objective, ${DISPOSITION_NAMES[held]}`,
    );
  });
}
