import { nextInt, seedRng } from '@warroom/engine';
import type { ClashId } from '../game/clash.js';

/** The common Clashes (rulebook pp.58-64), in the order the rulebook prints them. */
export const COMMON_CLASHES: readonly ClashId[] = [
  'pitchedBattle',
  'supplyDrop',
  'lordOfTheManor',
  'findTheLady',
  'flankingManoeuvres',
];

/**
 * rulebook p.56 Select a Clash: the Generals agree on a Clash, or determine one
 * randomly; this is the random way, each common Clash as likely, drawn with the
 * engine's seeded generator so that the same seed always gives the same Clash.
 */
export function drawClash(seed: number | string): ClashId {
  const clash = COMMON_CLASHES[nextInt(seedRng(seed), COMMON_CLASHES.length)];
  if (clash === undefined) throw new RangeError('there is no Clash to draw');
  return clash;
}
