import { type Point, convexPolygon, overlaps, point } from '@warroom/engine';
import { ambushes, placeAmbush } from '../ambushers.js';
import type { GameSetup } from '../army.js';
import type { At } from '../choice.js';
import { arriveFromReserve } from '../reserve-arrival.js';
import { type GameEvent, event } from '../events.js';
import { deployFromReserve, passReserveTurn, placeFromReserve } from '../reserves.js';
import { IllegalChoice } from '../rule-error.js';
import { type GameState, type ModelState, other } from '../state.js';
import { scoutingParty } from '../clashes/scouting-parties.js';
import { armyUnit, footprintOf } from '../army-unit.js';
import type { TableState } from '../table-of.js';

export const FLANK_ATTACK = 'rulebook p.21 Special Command: Flank Attack';

// A setup never changes during a game: its General's zone widened to the whole
// battlefield is made once per setup and side, so that what the engine keeps
// per setup (the table last drawn, the units' profiles) serves every place tried.
const widened = new WeakMap<GameSetup, Partial<Record<'a' | 'b', GameSetup>>>();

/** The setup with the Deployment Zone of `side` the whole battlefield (rulebook p.21 Flank Attack). */
function wholeBattlefieldZone(setup: GameSetup, side: 'a' | 'b'): GameSetup {
  const known = widened.get(setup)?.[side];
  if (known !== undefined) return known;
  const { width, depth } = setup.battlefield;
  const anywhere: GameSetup = {
    ...setup,
    generals: {
      ...setup.generals,
      [side]: {
        ...setup.generals[side],
        zone: [
          [0, 0],
          [width, 0],
          [width, depth],
          [0, depth],
        ],
      },
    },
  };
  widened.set(setup, { ...widened.get(setup), [side]: anywhere });
  return anywhere;
}

/**
 * rulebook p.21 Flank Attack: the unit may be placed outside its own
 * Deployment Zone; one model must still be in contact with a battlefield edge
 * (placeFromReserve, with the whole battlefield as the zone), and no model may
 * be within the enemy Deployment Zone (read as: no footprint reaching into it).
 * Reads only the table.
 */
export function placeFlankAttack(
  setup: GameSetup,
  state: TableState,
  unitId: string,
  at: At,
  facing: number,
): ModelState[] {
  const { units } = state;
  const side = units[unitId]?.side;
  if (side === undefined) throw new IllegalChoice(FLANK_ATTACK, `${unitId} is not in Reserve`);
  const anywhere = wholeBattlefieldZone(setup, side);
  // glossary: Ambushers — within 3" of Dense or Difficult Terrain instead of along an edge.
  const models = ambushes(setup, unitId)
    ? placeAmbush(anywhere, state, unitId, at, facing)
    : placeFromReserve(anywhere, state, unitId, at, facing);
  const enemyZone = convexPolygon(
    setup.generals[other(side)].zone.map(([x, y]): Point => point(x, y)),
  );
  const unit = armyUnit(setup, unitId);
  const inside = models.find((m) => overlaps(footprintOf(unit, m), enemyZone));
  if (inside !== undefined) {
    throw new IllegalChoice(FLANK_ATTACK, `${inside.id} would be within the enemy Deployment Zone`);
  }
  return models;
}

/** rulebook p.61 Scouting Parties (Lord of the Manor): a Vanguard unit deployed from Reserve makes a Flank Attack without a Special Command. */
export function flanksWithoutCommand(setup: GameSetup, unitId: string): boolean {
  return scoutingParty(setup, unitId);
}

/** The Flank Attack is received (or made without a Command): the unit arrives where it was declared. */
export function flankAttackArrives(
  setup: GameSetup,
  state: GameState,
  unitId: string,
  at: At,
  facing: number,
): GameEvent[] {
  // rulebook p.21: a Flank Attack is made as the unit is Deployed from Reserve (glossary: Dynamic Entry (X")).
  // Then the other General's turn to deploy (passReserveTurn), once Dynamic Entry's tests are taken.
  return arriveFromReserve(setup, state, unitId, {
    kind: 'deployReserve',
    told: (name) => `${name} arrives from Reserve on a flank`,
    place: () => placeFlankAttack(setup, state, unitId, at, facing),
    then: { kind: 'deployReserve' },
  });
}

/**
 * rulebook p.21: a Flank Attack that fails through Interference leaves the
 * General to choose: keep the unit in Reserve, or deploy it by the standard rules.
 */
export function flankAttackFails(state: GameState, unitId: string): GameEvent[] {
  const unit = state.units[unitId];
  if (unit === undefined) return [];
  state.flankAttackFailed = { side: unit.side, unit: unitId };
  return [];
}

/** After a failed Flank Attack: the unit stays in Reserve, and the deployment passes on (rulebook p.21). */
export function keepInReserve(setup: GameSetup, state: GameState, unitId: string): GameEvent[] {
  const failed = state.flankAttackFailed;
  if (failed === undefined || failed.unit !== unitId) {
    throw new IllegalChoice(FLANK_ATTACK, `${unitId} has no failed Flank Attack to answer`);
  }
  state.flankAttackFailed = undefined;
  return [
    event('reserve', `${armyUnit(setup, unitId).name} stays in Reserve`, {
      side: failed.side,
      unit: unitId,
    }),
    ...passReserveTurn(setup, state),
  ];
}

/** rulebook p.21 Deploy Reserves by the standard rules, also the answer to a failed Flank Attack. */
export function deployReserveAfterFlankAttack(
  setup: GameSetup,
  state: GameState,
  unitId: string,
  at: At,
  facing: number,
): GameEvent[] {
  const failed = state.flankAttackFailed;
  if (failed !== undefined && failed.unit !== unitId) {
    throw new IllegalChoice(
      FLANK_ATTACK,
      `the failed Flank Attack of ${failed.unit} is answered first: deploy it, or keep it in Reserve`,
    );
  }
  const events = deployFromReserve(setup, state, unitId, at, facing);
  state.flankAttackFailed = undefined;
  return events;
}
