import type { ForceScale, TerrainSetup } from '@warroom/armoured-clash';

/** How many of each sample piece the Generals get to place, by Force Scale. */
interface PieceCounts {
  readonly wood: number;
  readonly ruin: number;
  readonly hill: number;
  readonly rocks: number;
  readonly wall: number;
}

/**
 * The sample pieces of each Force Scale: at least the minimum of rulebook p.56
 * (5, 10, 15) and fewer than its maximum, with walls (Obstacles, exempt from
 * the 4" guidelines) enough to reach the minimum wherever the others stand.
 */
const COUNTS: Readonly<Record<ForceScale, PieceCounts>> = {
  skirmish: { wood: 2, ruin: 1, hill: 1, rocks: 1, wall: 2 },
  battle: { wood: 3, ruin: 2, hill: 2, rocks: 2, wall: 3 },
  cataclysm: { wood: 4, ruin: 3, hill: 3, rocks: 3, wall: 5 },
};

/** Each sample piece, described around the origin (the Generals set it down, rulebook p.56). */
const PIECES: Readonly<Record<keyof PieceCounts, Omit<TerrainSetup, 'id'>>> = {
  wood: {
    name: 'Wood',
    size: 2,
    features: ['dense'],
    area: { circle: { centre: [0, 0], radius: 3 } },
  },
  ruin: {
    name: 'Ruin',
    size: 3,
    features: ['blocking'],
    area: { rectangle: { centre: [0, 0], width: 4, depth: 3, facing: 0 } },
  },
  hill: {
    name: 'Hill',
    size: 1,
    features: ['hill'],
    area: { circle: { centre: [0, 0], radius: 4 } },
  },
  rocks: {
    name: 'Rocks',
    size: 2,
    features: ['impassable'],
    area: { rectangle: { centre: [0, 0], width: 3, depth: 2, facing: 0 } },
  },
  wall: {
    name: 'Wall',
    size: 1,
    features: ['obstacle'],
    area: { rectangle: { centre: [0, 0], width: 0.5, depth: 6, facing: 0 } },
  },
};

/**
 * The terrain the Generals place in a game set up with terrain placement
 * (rulebook p.56 Placing Terrain): sample woods, ruins, hills, rocks and walls,
 * ids `place-<kind>-<n>`, names numbered ("Wood 2").
 */
export function sampleTerrainPieces(scale: ForceScale): TerrainSetup[] {
  return (Object.keys(PIECES) as (keyof PieceCounts)[]).flatMap((kind) =>
    Array.from({ length: COUNTS[scale][kind] }, (_, i) => ({
      ...PIECES[kind],
      id: `place-${kind}-${i + 1}`,
      name: `${PIECES[kind].name ?? kind} ${i + 1}`,
    })),
  );
}
