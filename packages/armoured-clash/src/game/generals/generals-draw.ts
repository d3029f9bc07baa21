import type { Edge } from '../../battlefield/battlefield.js';
import type { Side } from '../../battlefield/table.js';
import type { GameSetup } from '../army.js';
import type { CardDraw } from './card-draw.js';
import type { GameState } from '../state.js';

/** Where the draw for General A is written. */
export const DEPLOY_FORCES = 'rulebook p.57 Deploy Forces';

/**
 * rulebook p.57 Deploy Forces: the card draw (every pair drawn, the winner),
 * then who the winner decided is General A, then the Rear Edge of the
 * Deployment Zone General A claimed (game/generals/).
 */
export interface GeneralsDraw extends CardDraw {
  readonly generalA?: Side;
  readonly claimed?: Edge;
}

/** Who is General A: as the draw decided, or side a of the setup (which then claims the zone the setup gives it). */
export function generalA(played: { readonly generals?: GeneralsDraw | undefined }): Side {
  return played.generals?.generalA ?? 'a';
}

/**
 * What the rules call the General of `side` in the game's texts: "General A"
 * or "General B" as the draw decided (rulebook p.57 Deploy Forces), which is
 * not always the setup's side a (a game's sides are its first and second
 * force; the draw may make the second General A).
 */
export function generalCalled(state: GameState, side: Side): string {
  return side === generalA(state) ? 'General A' : 'General B';
}

/**
 * Whether General A claimed the Deployment Zone the setup gives the other
 * General: the game is then played with the zones and Rear Edges exchanged
 * (terrain/setup-in-play.ts). False for a setup already exchanged.
 */
export function zonesExchanged(setup: GameSetup, generals: GeneralsDraw | undefined): boolean {
  const first = generals?.generalA;
  const claimed = generals?.claimed;
  return first !== undefined && claimed !== undefined && setup.generals[first].rearEdge !== claimed;
}

/** The setup with the Generals' Deployment Zones and Rear Edges exchanged. */
export function exchangedZones(setup: GameSetup): GameSetup {
  const { a, b } = setup.generals;
  return {
    ...setup,
    generals: {
      a: { ...a, zone: b.zone, rearEdge: b.rearEdge },
      b: { ...b, zone: a.zone, rearEdge: a.rearEdge },
    },
  };
}
