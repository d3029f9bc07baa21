import type { TerrainSetup } from '../../scenario/piece-at.js';
import type { GameSetup } from '../army.js';
import { type GeneralsDraw, exchangedZones, zonesExchanged } from '../generals/generals-draw.js';
import type { At } from '../choices/at.js';
import { supplyMarkerId } from '../clashes/supply-marker-id.js';
import type { ClashId } from '../clash.js';
import type { ClashDraw } from '../select-clash/clash-draw.js';
import { clashOffered, withClashOffered } from '../select-clash/clash-offered.js';

// One setup in play per setup and list of placed pieces (a list is replaced, never changed in place),
// so that what the engine caches per setup is kept for the whole game.
const inPlay = new WeakMap<GameSetup, WeakMap<readonly TerrainSetup[], GameSetup>>();
// One setup in play per setup and list of placed markers (rulebook p.60 Supply Drop), likewise.
const withMarkers = new WeakMap<GameSetup, WeakMap<readonly At[], GameSetup>>();
// One setup per setup and Clash chosen (rulebook p.56 Select a Clash), likewise.
const withClash = new WeakMap<GameSetup, Map<ClashId, GameSetup>>();
// One setup with the Deployment Zones exchanged per setup (rulebook p.57 Deploy Forces).
const exchanged = new WeakMap<GameSetup, GameSetup>();

/**
 * The setup as the game is played on it: the Clash the winner of the card
 * draw chose (rulebook p.56 Select a Clash; `clashDraw`, when the setup has
 * a `clashToChoose`: that Clash's Round Limit, terrain, markers and zones), its terrain and the pieces the
 * Generals placed (rulebook p.56 Placing Terrain; `placedTerrain` of the state
 * or of a General's view), the Strategic Objective Markers they placed
 * (rulebook p.60 Supply Drop; `placedObjectives`, added to `objectives`
 * as `supplies-1` to `supplies-4`), and the Deployment Zones as General A claimed them
 * (rulebook p.57 Deploy Forces, `generals`: exchanged when General A claimed
 * the zone the setup gives the other General). The setup itself when nothing
 * changes it. Clients that read the battlefield outside `nextDecision` and
 * `applyChoice` (bots, tables, dry runs) pass their setup through this first.
 * A piece already standing (by id: a setup in play passed again, as the
 * server sends it) is not added twice, nor are zones exchanged twice.
 */
export function setupInPlay(
  setup: GameSetup,
  played: {
    readonly placedTerrain?: readonly TerrainSetup[] | undefined;
    readonly generals?: GeneralsDraw | undefined;
    readonly placedObjectives?: readonly At[] | undefined;
    readonly clashDraw?: ClashDraw | undefined;
  },
): GameSetup {
  const withTerrain = objectivesInPlay(
    terrainInPlay(clashInPlay(setup, played.clashDraw?.clash), played.placedTerrain),
    played.placedObjectives,
  );
  if (!zonesExchanged(withTerrain, played.generals)) return withTerrain;
  const known = exchanged.get(withTerrain);
  if (known !== undefined) return known;
  const setUp = exchangedZones(withTerrain);
  exchanged.set(withTerrain, setUp);
  return setUp;
}

function clashInPlay(setup: GameSetup, clash: ClashId | undefined): GameSetup {
  // A setup whose Clash is chosen already (a setup in play passed again) has no Clash left to choose.
  const offered = clash === undefined ? undefined : clashOffered(setup, clash);
  if (clash === undefined || offered === undefined) return setup;
  let bySetup = withClash.get(setup);
  if (bySetup === undefined) {
    bySetup = new Map();
    withClash.set(setup, bySetup);
  }
  const known = bySetup.get(clash);
  if (known !== undefined) return known;
  const setUp = withClashOffered(setup, offered);
  bySetup.set(clash, setUp);
  return setUp;
}

function terrainInPlay(setup: GameSetup, placed: readonly TerrainSetup[] | undefined): GameSetup {
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

function objectivesInPlay(setup: GameSetup, placed: readonly At[] | undefined): GameSetup {
  if (placed === undefined || placed.length === 0) return setup;
  let bySetup = withMarkers.get(setup);
  if (bySetup === undefined) {
    bySetup = new WeakMap();
    withMarkers.set(setup, bySetup);
  }
  const known = bySetup.get(placed);
  if (known !== undefined) return known;
  const given = setup.objectives ?? [];
  const standing = new Set(given.map((marker) => marker.id));
  const added = placed
    .map((at, i) => ({ id: supplyMarkerId(i), at }))
    .filter((marker) => !standing.has(marker.id));
  const setUp: GameSetup =
    added.length === 0 ? setup : { ...setup, objectives: [...given, ...added] };
  bySetup.set(placed, setUp);
  return setUp;
}
