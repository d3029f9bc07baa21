import type { GameOptions } from '../games/game-options.js';

/** A hot-seat Skirmish, General A (Crown) against General B (Imperium). */
export const HOT_SEAT: GameOptions = {
  clash: 'pitchedBattle',
  scale: 'skirmish',
  opponent: 'hotseat',
  forces: { a: { name: 'A', faction: 'Crown' }, b: { name: 'B', faction: 'Imperium' } },
  leftOut: { a: [], b: [] },
};
