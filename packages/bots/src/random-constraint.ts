import {
  type Choice,
  type ChoiceConstraint,
  type GameSetup,
  type PlayerView,
  type Table,
} from '@warroom/armoured-clash';
import type { RngState } from '@warroom/engine';
import { trySetUp } from './try-set-up.js';
import { MOVE_TRIES, coinToss, pick } from './random-draws.js';
import { tryCharge } from './random-charge.js';
import { tryMove, tryVanguard } from './random-moves.js';
import {
  tryAerialAssault,
  tryDeploy,
  tryFromReserve,
  tryPortalMarker,
} from './random-placements.js';
import { randomTerrainPlacement } from './terrain-placement.js';
import { randomObjectivePlacement } from './supply-drop-placement.js';

/** A placement or move for a constraint, tried on `table` (the table of the view's units). */
export function tryConstraint(
  setup: GameSetup,
  view: PlayerView,
  table: Table,
  rng: RngState,
  c: ChoiceConstraint,
): Choice | undefined {
  if (c.kind === 'charge') return tryCharge(setup, view, rng, c);
  if (c.kind === 'advance') return tryMove(setup, view, table, rng, c);
  if (c.kind === 'vanguardAdvance') return tryVanguard(setup, view, rng, c);
  if (c.kind === 'doubleTime') {
    // Now and then with a Command the constraint lists (Forced March): the move stays legal.
    const move = tryMove(setup, view, table, rng, c);
    const command = coinToss(rng) ? pick(rng, c.commands ?? []) : undefined;
    return move?.kind === 'doubleTime' && command !== undefined ? { ...move, command } : move;
  }
  if (c.kind === 'deploy') return tryDeploy(setup, view, table, rng, c);
  if (c.kind === 'placeTerrain') return randomTerrainPlacement(setup, view, rng, c);
  if (c.kind === 'placeObjective') return randomObjectivePlacement(setup, rng, c);
  if (
    c.kind === 'disembark' ||
    c.kind === 'exit' ||
    c.kind === 'assaultRamp' ||
    c.kind === 'bailOut'
  )
    return trySetUp(setup, view, rng, c, MOVE_TRIES, table);
  if (c.kind === 'aerialAssault') return tryAerialAssault(setup, view, rng, c);
  if (c.kind === 'placePortalMarker') return tryPortalMarker(setup, view, table, rng);
  return tryFromReserve(setup, view, table, rng, c);
}
