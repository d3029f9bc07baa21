import { type Point, centreOf, convexPolygon, point, radians, rotate } from '@warroom/engine';
import type { ScenarioFile } from './scenario-schema.js';

/** A piece of terrain as a setup or a scenario file describes it. */
export type TerrainSetup = ScenarioFile['terrain'][number];

type At = readonly [number, number];

/** Where a polygon's corners put its centre point (rulebook p.11: the centre point). */
function polygonCentre(corners: readonly At[]): Point {
  return centreOf(convexPolygon(corners.map(([x, y]) => point(x, y))));
}

/**
 * A piece of terrain set down with its centre point at `at`, turned `facing`
 * degrees (counter-clockwise) from the way it is described: rulebook p.56
 * Placing Terrain, each piece placed where a General puts it. A Defensible
 * Building's own centre point moves and turns with it.
 */
export function pieceAt(piece: TerrainSetup, at: At, facing: number): TerrainSetup {
  const turn = radians(facing);
  const from = centreOfArea(piece.area);
  const moved = ([x, y]: At): [number, number] => {
    const turned = rotate(point(x - from.x, y - from.y), turn);
    return [at[0] + turned.x, at[1] + turned.y];
  };
  const area: TerrainSetup['area'] =
    'circle' in piece.area
      ? { circle: { centre: [at[0], at[1]], radius: piece.area.circle.radius } }
      : 'rectangle' in piece.area
        ? {
            rectangle: {
              ...piece.area.rectangle,
              centre: [at[0], at[1]],
              facing: piece.area.rectangle.facing + facing,
            },
          }
        : { polygon: piece.area.polygon.map(moved) };
  const centre = piece.defensible?.centre;
  return {
    ...piece,
    area,
    ...(piece.defensible === undefined
      ? {}
      : {
          defensible: {
            ...piece.defensible,
            ...(centre === undefined ? {} : { centre: moved(centre) }),
          },
        }),
  };
}

/** The centre point of a piece's area as described. */
export function centreOfArea(area: TerrainSetup['area']): Point {
  if ('circle' in area) return point(area.circle.centre[0], area.circle.centre[1]);
  if ('rectangle' in area) return point(area.rectangle.centre[0], area.rectangle.centre[1]);
  return polygonCentre(area.polygon);
}
