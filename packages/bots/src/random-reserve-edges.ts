import { type ArmyUnit, type At, formUp } from '@warroom/armoured-clash';
import { EPSILON, point } from '@warroom/engine';

/**
 * A stretch of a battlefield edge a unit may be brought on along: `at(t, d)`
 * is the point `t` along the edge and `d` in from it; `facing` points into the
 * battlefield, square to the edge.
 */
export interface EdgeRun {
  readonly at: (t: number, d: number) => At;
  readonly facing: number;
  readonly from: number;
  readonly to: number;
}

/** A battlefield edge: where a point lies along it, how far in, and the run's frame. */
interface EdgeLine {
  readonly along: (p: readonly [number, number]) => number;
  readonly inward: (p: readonly [number, number]) => number;
  readonly length: number;
  readonly at: (t: number, d: number) => At;
  readonly facing: number;
}

/** The four battlefield edges, each with the facing square into the battlefield. */
function edgeLines(battlefield: { readonly width: number; readonly depth: number }): EdgeLine[] {
  const { width, depth } = battlefield;
  return [
    { along: (p) => p[0], inward: (p) => p[1], length: width, at: (t, d) => [t, d], facing: 90 },
    {
      along: (p) => p[0],
      inward: (p) => depth - p[1],
      length: width,
      at: (t, d) => [t, depth - d],
      facing: 270,
    },
    { along: (p) => p[1], inward: (p) => p[0], length: depth, at: (t, d) => [d, t], facing: 0 },
    {
      along: (p) => p[1],
      inward: (p) => width - p[0],
      length: depth,
      at: (t, d) => [width - d, t],
      facing: 180,
    },
  ];
}

/** The stretch of `line` a convex zone's side lies along (its corners on the edge), if it has one. */
function stretchOn(line: EdgeLine, zone: readonly At[]): { from: number; to: number } | undefined {
  const on = zone.filter((p) => Math.abs(line.inward(p)) <= EPSILON).map(line.along);
  if (on.length < 2) return undefined;
  const from = Math.min(...on);
  const to = Math.max(...on);
  return to - from > EPSILON ? { from, to } : undefined;
}

/** rulebook p.21: the stretches of the battlefield edges within a (convex) Deployment Zone. */
export function edgeRuns(
  battlefield: { readonly width: number; readonly depth: number },
  zone: readonly At[],
): EdgeRun[] {
  return edgeLines(battlefield).flatMap((line) => {
    const stretch = stretchOn(line, zone);
    return stretch === undefined ? [] : [{ ...stretch, at: line.at, facing: line.facing }];
  });
}

/**
 * rulebook p.21 Flank Attack: the side edges (those both Deployment Zones
 * reach), less the stretch within the enemy zone: the longer piece left.
 */
export function flankRuns(
  battlefield: { readonly width: number; readonly depth: number },
  own: readonly At[],
  enemy: readonly At[],
): EdgeRun[] {
  return edgeLines(battlefield).flatMap((line) => {
    const theirs = stretchOn(line, enemy);
    if (stretchOn(line, own) === undefined || theirs === undefined) return [];
    const before = theirs.from;
    const after = line.length - theirs.to;
    const stretch =
      before >= after ? { from: 0, to: theirs.from } : { from: theirs.to, to: line.length };
    return [{ ...stretch, at: line.at, facing: line.facing }];
  });
}

/**
 * Where the Officer stands against an edge (glossary: Extended Footprint, the
 * hull that overhangs the base): `rear`, how far in from the edge its centre
 * stands so that the rearmost rank touches it; `half`, how far the formed-up
 * unit reaches to either side of it. Measured in the unit's frame (the Officer
 * at the origin, facing +x), formed up as the engine forms it.
 */
export function setBack(
  unit: ArmyUnit,
  models: number,
): { rear: number; half: number } | undefined {
  const base = unit.footprint;
  const outline = base.outline ?? [
    [base.depth / 2, base.width / 2],
    [-base.depth / 2, -base.width / 2],
  ];
  const behind = Math.max(...outline.map(([x]) => -x));
  const aside = Math.max(...outline.map(([, y]) => Math.abs(y)));
  let placed: ReturnType<typeof formUp>;
  try {
    placed = formUp({ models, base, formation: unit.formation }, point(0, 0), 0);
  } catch (error) {
    // rulebook p.14 Unit Coherency: a unit that cannot form up is left to the engine to refuse.
    if (error instanceof RangeError) return undefined;
    throw error;
  }
  return {
    rear: Math.max(...placed.map((p) => behind - p.at.x)),
    half: Math.max(...placed.map((p) => aside + Math.abs(p.at.y))),
  };
}
