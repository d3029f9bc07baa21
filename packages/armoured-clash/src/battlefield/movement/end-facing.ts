import type { Point } from '@warroom/engine';
import type { TableUnit } from '../table.js';
import { movementTraitsOf } from '../unit-traits.js';
import { ponderousLegFacings } from './turning-template.js';

/**
 * The facing (radians) a model ends a path of its move with, the one place
 * that decides it: the move check places the model so (check-move.ts) and the
 * game moves it so (game/move-models.ts). rulebook p.16 Ponderous Movement
 * (glossary: Ponderous): a Ponderous model cannot rotate on the spot, so it
 * ends facing along its last leg, forwards or backwards as it moved it
 * (turning-template.ts ponderousLegFacings), whatever facing the path gives
 * (the check refuses one that differs); every other model as the path says,
 * by default as it started (`startFacing`).
 */
export function endFacing(
  unit: Pick<TableUnit, 'rules'>,
  startFacing: number,
  path: { readonly waypoints: readonly Point[]; readonly facing?: number | undefined },
): number {
  if (!movementTraitsOf(unit).ponderous) return path.facing ?? startFacing;
  const facings = ponderousLegFacings(path.waypoints, startFacing);
  return facings[facings.length - 1] ?? startFacing;
}
