import type { TerrainSetup } from '../../scenario/piece-at.js';
import type { GameSetup } from '../army.js';

// One setup in play per setup and list of placed pieces (a list is replaced, never changed in place),
// so that what the engine caches per setup is kept for the whole game.
const inPlay = new WeakMap<GameSetup, WeakMap<readonly TerrainSetup[], GameSetup>>();

/**
 * The setup as the game is played on it: its terrain and the pieces the
 * Generals placed (rulebook p.56 Placing Terrain; `placedTerrain` of the state
 * or of a General's view). The setup itself when none were placed. Clients
 * that read the battlefield outside `nextDecision` and `applyChoice` (bots,
 * tables, dry runs) pass their setup through this first. A piece already
 * standing (by id: a setup in play passed again, as the server sends it) is
 * not added twice.
 */
export function setupInPlay(
  setup: GameSetup,
  played: { readonly placedTerrain?: readonly TerrainSetup[] | undefined },
): GameSetup {
  const placed = played.placedTerrain;
  if (placed === undefined || placed.length === 0) return setup;
  let bySetup = inPlay.get(setup);
  if (bySetup === undefined) {
    bySetup = new WeakMap();
    inPlay.set(setup, bySetup);
  }
  const known = bySetup.get(placed);
  if (known !== undefined) return known;
  const standing = new Set(setup.terrain.map((piece) => piece.id));
  const added = placed.filter((piece) => !standing.has(piece.id));
  const setUp: GameSetup =
    added.length === 0 ? setup : { ...setup, terrain: [...setup.terrain, ...added] };
  bySetup.set(placed, setUp);
  return setUp;
}
