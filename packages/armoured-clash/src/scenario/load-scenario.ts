import {
  type Point,
  type Shape,
  centreOf,
  circle,
  convexPolygon,
  insideRegion,
  overlaps,
  point,
  radians,
  rectangle,
  rotate,
} from '@warroom/engine';
import { battlefieldArea } from '../battlefield/battlefield.js';
import type { AttackRange } from '../battlefield/target-acquisition.js';
import type { Table, TableModel, TableUnit } from '../battlefield/table.js';
import { type TerrainPiece, hasFeature } from '../battlefield/terrain.js';
import type { TargetCategory } from '../attack/attack.js';
import { DataError, describeIssues, parseJson } from '../data-error.js';
import type { UnitType } from '../profile/unit-type.js';
import { parseRuleRef } from '../rules/rule-ref.js';
import { type ScenarioFile, scenarioSchema } from './scenario-schema.js';

/** Short and Long Range of a unit's Ranged Attack rows, by the target category they match. */
export type RangesByCategory = { readonly [C in TargetCategory]?: AttackRange | undefined };

/** A scenario, loaded and checked: the table, and what the profiles tell target acquisition. */
export interface Scenario {
  readonly name: string;
  readonly table: Table;
  readonly categories: ReadonlyMap<string, TargetCategory>;
  readonly ranges: ReadonlyMap<string, RangesByCategory>;
}

type Area = ScenarioFile['terrain'][number]['area'];

function toPoint([x, y]: readonly [number, number]): Point {
  return point(x, y);
}

function shapeOf(area: Area): Shape {
  if ('rectangle' in area) {
    const r = area.rectangle;
    return rectangle(toPoint(r.centre), r.width, r.depth, radians(r.facing));
  }
  if ('circle' in area) return circle(toPoint(area.circle.centre), area.circle.radius);
  return convexPolygon(area.polygon.map(toPoint));
}

/** A terrain piece of a scenario file as the battlefield uses it; throws if its outline is not convex. */
export function terrainPiece(piece: ScenarioFile['terrain'][number]): TerrainPiece {
  const area = shapeOf(piece.area);
  const defensible =
    piece.defensible === undefined
      ? {}
      : {
          defensible: {
            centre:
              piece.defensible.centre === undefined
                ? centreOf(area)
                : toPoint(piece.defensible.centre),
            ...(piece.defensible.modelLimit === undefined
              ? {}
              : { modelLimit: piece.defensible.modelLimit }),
          },
        };
  return {
    id: piece.id,
    name: piece.name ?? piece.id,
    size: piece.size,
    features: piece.features as TerrainPiece['features'],
    area,
    ...defensible,
  };
}

/** A model's Footprint: a rectangular or round base, or an outline turned to its facing. */
function footprintOf(
  base: ScenarioFile['units'][number]['base'],
  at: Point,
  facing: number,
): Shape {
  if ('diameter' in base) return circle(at, base.diameter / 2);
  if ('outline' in base) {
    const outline = convexPolygon(base.outline.map(toPoint));
    const points = outline.kind === 'polygon' ? outline.points : [];
    return {
      kind: 'polygon',
      points: points.map((p) => {
        const turned = rotate(p, facing);
        return point(at.x + turned.x, at.y + turned.y);
      }),
    };
  }
  return rectangle(at, base.width, base.depth, facing);
}

/** Checks a parsed scenario file and builds its table; every problem is reported at once. */
export function parseScenario(json: unknown, where: string): Scenario {
  const parsed = scenarioSchema.safeParse(json);
  if (!parsed.success) throw new DataError(describeIssues(where, parsed.error));
  const file = parsed.data;
  const problems: string[] = [];
  const seen = new Set<string>();
  const unique = (kind: string, id: string): void => {
    if (seen.has(id)) problems.push(`${kind} id "${id}" is used twice`);
    seen.add(id);
  };

  const terrain: TerrainPiece[] = [];
  file.terrain.forEach((piece, i) => {
    unique('terrain', piece.id);
    try {
      terrain.push(terrainPiece(piece));
    } catch (error) {
      problems.push(`terrain[${i}] "${piece.id}": ${(error as Error).message}`);
    }
  });

  const garrisons = new Map<string, string>();
  for (const piece of file.terrain) {
    if (piece.garrison === undefined) continue;
    if (piece.defensible === undefined)
      problems.push(`terrain "${piece.id}" holds a garrison but is not defensible`);
    garrisons.set(piece.garrison, piece.id);
  }
  const units = new Map<string, TableUnit>();
  const models: TableModel[] = [];
  const categories = new Map<string, TargetCategory>();
  const ranges = new Map<string, RangesByCategory>();
  for (const u of file.units) {
    unique('unit', u.id);
    const officers = u.models.filter((m) => m.officer === true);
    if (officers.length > 1)
      problems.push(`unit "${u.id}" has ${officers.length} Officers (rulebook p.10: one)`);
    const officer = officers[0] ?? u.models[0];
    units.set(u.id, {
      id: u.id,
      name: u.name ?? u.id,
      side: u.side,
      type: u.type as UnitType,
      size: u.size,
      formation: u.formation,
      rules: u.rules.map(parseRuleRef),
      officer: officer?.id ?? '',
      ...(garrisons.has(u.id) ? { garrisoning: garrisons.get(u.id) ?? '' } : {}),
    });
    categories.set(u.id, u.category);
    ranges.set(u.id, u.ranges);
    // rulebook p.30 Garrison: a Garrisoning unit is set aside; the building stands in for it.
    if (garrisons.has(u.id)) continue;
    for (const m of u.models) {
      unique('model', m.id);
      const facing = radians(m.facing);
      try {
        models.push({
          id: m.id,
          unit: u.id,
          footprint: footprintOf(u.base, toPoint(m.at), facing),
          facing,
        });
      } catch (error) {
        problems.push(`unit "${u.id}": its base outline: ${(error as Error).message}`);
      }
    }
  }

  problems.push(...placementProblems(file, terrain, models));
  if (problems.length > 0) {
    throw new DataError(problems.map((problem) => `${where}: ${problem}`).join('\n'));
  }
  return {
    name: file.name ?? where,
    table: { width: file.battlefield.width, depth: file.battlefield.depth, terrain, units, models },
    categories,
    ranges,
  };
}

/** Models placed off the battlefield, overlapping each other, or in ground they may not enter. */
function placementProblems(
  file: ScenarioFile,
  terrain: readonly TerrainPiece[],
  models: readonly TableModel[],
): string[] {
  const { width, depth } = file.battlefield;
  const battlefield = battlefieldArea(file.battlefield);
  const problems: string[] = [];
  models.forEach((model, i) => {
    if (!insideRegion(model.footprint, battlefield)) {
      problems.push(`model "${model.id}" is not entirely on the ${width}" x ${depth}" battlefield`);
    }
    for (const other of models.slice(i + 1)) {
      if (overlaps(model.footprint, other.footprint)) {
        problems.push(
          `models "${model.id}" and "${other.id}" overlap (rulebook p.10: a Footprint never overlaps another)`,
        );
      }
    }
    for (const piece of terrain) {
      const closed = hasFeature(piece, 'impassable') || hasFeature(piece, 'blocking');
      if (closed && overlaps(model.footprint, piece.area)) {
        problems.push(
          `model "${model.id}" stands in ${piece.name}, which cannot be entered (rulebook pp.41-42 Impassable and Blocking Terrain)`,
        );
      }
    }
  });
  return problems;
}

/** Reads a scenario from JSON text. */
export function parseScenarioJson(text: string, where: string): Scenario {
  return parseScenario(parseJson(text, where), where);
}
