import { type At, FORCE_SCALE, type ForceScale, type ScenarioFile } from '@warroom/armoured-clash';

/** rulebook p.52: the recommended battlefield of each Force Scale (width x depth, Rear Edges on the width; FORCE_SCALE). */
export const BATTLEFIELD: Readonly<
  Record<ForceScale, { readonly width: number; readonly depth: number }>
> = {
  skirmish: FORCE_SCALE.skirmish.battlefield,
  battle: FORCE_SCALE.battle.battlefield,
  cataclysm: FORCE_SCALE.cataclysm.battlefield,
};

/**
 * A sample terrain layout, the same for both Generals (it turns into itself
 * under a half turn about the centre): two woods, two ruins, two hills and two
 * walls, away from the edges and the Strategic Objectives. The Generals place
 * terrain in turns instead (rulebook p.56) when a game is set up with
 * `terrain: 'placed'` (clashSetup).
 */
export function sampleTerrain(battlefield: {
  readonly width: number;
  readonly depth: number;
}): ScenarioFile['terrain'] {
  const { width: w, depth: d } = battlefield;
  const both = (
    id: string,
    make: (x: number, y: number, turned: number) => ScenarioFile['terrain'][number]['area'],
    x: number,
    y: number,
    size: number,
    features: ScenarioFile['terrain'][number]['features'],
  ): ScenarioFile['terrain'] => [
    { id: `${id}-1`, size, features, area: make(x, y, 0) },
    { id: `${id}-2`, size, features, area: make(w - x, d - y, 180) },
  ];
  const wood = (x: number, y: number) => ({
    circle: { centre: [x, y] as [number, number], radius: 3 },
  });
  const block = (width: number, depth: number) => (x: number, y: number, turned: number) => ({
    rectangle: { centre: [x, y] as [number, number], width, depth, facing: turned },
  });
  const hill = (x: number, y: number) => ({
    circle: { centre: [x, y] as [number, number], radius: 4 },
  });
  return [
    ...both('wood', wood, w * 0.25, d * 0.36, 2, ['dense']),
    ...both('ruin', block(4, 3), w * 0.55, d * 0.37, 3, ['blocking']),
    ...both('hill', hill, w * 0.12, d * 0.62, 1, ['hill']),
    ...both('wall', block(0.5, 6), w * 0.75, d * 0.43, 1, ['obstacle']),
  ];
}

/**
 * A sample placement of Supply Drop's four Strategic Objective Markers (rulebook
 * p.60), in the order placed (General A first), the same for both Generals
 * under a half turn: staggered 2.5" either side of the midway line, an eighth,
 * three, five and seven eighths across. On every Force Scale's battlefield
 * (Rear Edges on the width) each is more than 8" from the Deployment Zones and
 * from the others. Placing them by the Generals' choices is not played yet.
 */
export function sampleSupplies(battlefield: {
  readonly width: number;
  readonly depth: number;
}): At[] {
  const { width: w, depth: d } = battlefield;
  return [
    [w / 8, d / 2 - 2.5],
    [(3 * w) / 8, d / 2 + 2.5],
    [(5 * w) / 8, d / 2 - 2.5],
    [(7 * w) / 8, d / 2 + 2.5],
  ];
}
