import type { Side } from '../../battlefield/table.js';
import type { GameSetup } from '../army.js';
import { type GeneralsDraw, generalA } from '../generals/generals-draw.js';

/** How Supply Drop's refusals name the two Deployment Zones, by the side of the setup whose zone it is. */
export type ZoneNames = Readonly<Record<Side, string>>;

/** The zones named by the General holding them when side a is General A (a setup's own map: supplyDropMap). */
export const ZONES_BY_SETUP_SIDE: ZoneNames = {
  a: "General A's Deployment Zone",
  b: "General B's Deployment Zone",
};

/**
 * The Deployment Zones as Supply Drop's refusals name them now (rulebook p.60
 * Supply Drop; p.57 Deploy Forces). With the card draw the markers are placed
 * before General A claims a zone: until then no General holds either, and each
 * is named by the battlefield edge it lies along ("the Deployment Zone along
 * the south edge"). Once claimed (`setup` is the setup in play, its zones as
 * claimed: terrain/setup-in-play.ts), or without the draw (side a is General A
 * and holds the zone the setup gives it), each is named by the General holding it.
 */
export function supplyDropZoneNames(
  setup: GameSetup,
  played: { readonly generals?: GeneralsDraw | undefined },
): ZoneNames {
  const draw = played.generals;
  if (draw !== undefined && draw.claimed === undefined) {
    const along = (side: Side) =>
      `the Deployment Zone along the ${setup.generals[side].rearEdge} edge`;
    return { a: along('a'), b: along('b') };
  }
  const first = generalA(played);
  const held = (side: Side) => (side === first ? ZONES_BY_SETUP_SIDE.a : ZONES_BY_SETUP_SIDE.b);
  return { a: held('a'), b: held('b') };
}
