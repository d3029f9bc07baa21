import type { EveryField } from './every-field.js';
import type { GameState, PlayerState, UnitState } from './state.js';
import { copyActivation } from './copy-activation.js';
import { copyUnit } from './copy-unit.js';

/**
 * A copy of the state that changes to the copy cannot reach the original:
 * every mutable part is copied; model placements and a unit's list of them are
 * shared (they are never changed in place, only replaced: read only). Much
 * cheaper than structuredClone. Every field listed, those the state lacks as
 * undefined, so that all states share one shape (every-field.ts).
 */
export function copyState(state: GameState): GameState {
  const copy: EveryField<GameState> = {
    version: state.version,
    rng: { ...state.rng },
    round: state.round,
    stage: state.stage,
    turn: state.turn,
    initiative: state.initiative,
    firstDeployed: state.firstDeployed,
    vanguard: state.vanguard,
    players: { a: copyPlayer(state.players.a), b: copyPlayer(state.players.b) },
    clashDraw: state.clashDraw,
    placedTerrain: state.placedTerrain,
    terrainStopped: state.terrainStopped,
    placedObjectives: state.placedObjectives,
    generals: state.generals,
    forward: state.forward,
    units: copyUnits(state.units),
    activation: state.activation === undefined ? undefined : copyActivation(state.activation),
    command: state.command,
    suppressionTest: state.suppressionTest,
    testsInTurn: state.testsInTurn,
    targetedByRangedAttack: state.targetedByRangedAttack,
    rerollsDue: state.rerollsDue,
    lossChoiceDue: state.lossChoiceDue,
    lossPicks: state.lossPicks,
    enemyEndedMove: state.enemyEndedMove,
    movesEnded: state.movesEnded,
    aerialAssaultFailed: state.aerialAssaultFailed,
    flankAttackFailed: state.flankAttackFailed,
    claims: state.claims,
    coordinated: state.coordinated,
    bailOut: state.bailOut,
    demiseBlasts: state.demiseBlasts,
    support: state.support,
    wreckedBuildings: state.wreckedBuildings,
    removedObjectives: state.removedObjectives?.slice(),
    vitalObjective: state.vitalObjective,
    portals: state.portals,
    result: state.result,
  };
  return copy;
}

/** The units, each replaced by its copy. */
function copyUnits(units: GameState['units']): Record<string, UnitState> {
  // A spread keeps the record's fast properties (a record filled key by key is a slow dictionary,
  // several times slower to list with Object.values).
  const copy: Record<string, UnitState> = { ...units };
  // for-in rather than Object.entries: no pair made per unit.
  for (const id in copy) {
    const unit = copy[id];
    if (unit !== undefined) copy[id] = copyUnit(unit);
  }
  return copy;
}

/** A General's state with its deck's piles and hand copied (they change in place). */
function copyPlayer(p: PlayerState): PlayerState {
  const copy: EveryField<PlayerState> = {
    deck: {
      piles: {
        drawPile: p.deck.piles.drawPile.slice(),
        discardPile: p.deck.piles.discardPile.slice(),
      },
      hand: p.deck.hand.slice(),
      communicationsBreakdown: p.deck.communicationsBreakdown,
    },
    vp: p.vp,
    bid: p.bid,
    drawn: p.drawn,
    reservesDone: p.reservesDone,
    lossOrders: p.lossOrders,
  };
  return copy;
}
