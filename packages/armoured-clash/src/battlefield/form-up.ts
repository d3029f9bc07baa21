import {
  EPSILON,
  type Point,
  type Shape,
  circle,
  rectangle,
  rotate,
  withinDistance,
} from '@warroom/engine';
import { COHERENCY_DISTANCE } from './coherency.js';

/** What forming a unit up needs to know of it. */
export interface FormUpSpec {
  readonly models: number;
  readonly base: { readonly width: number; readonly depth: number } | { readonly diameter: number };
  readonly formation: 'close' | 'open';
  /** Models in the front rank; by default the widest front that keeps the unit coherent. */
  readonly perRank?: number;
}

/** Where a model stands and which way it faces. */
export interface Placement {
  readonly at: Point;
  readonly facing: number;
}

/** The gap left between models in Open Formation, so that they are not in contact. */
export const OPEN_FORMATION_GAP = 0.25;

function footprintAt(spec: FormUpSpec, at: Point, facing: number): Shape {
  return 'diameter' in spec.base
    ? circle(at, spec.base.diameter / 2)
    : rectangle(at, spec.base.width, spec.base.depth, facing);
}

/** Files of a rank of `n` models, the Officer's first: 0, +1, -1, +2, ... (contiguous about the centre). */
function files(n: number): number[] {
  return Array.from({ length: n }, (_, i) => (i % 2 === 0 ? i / 2 : -(i + 1) / 2));
}

function layout(spec: FormUpSpec, officerAt: Point, facing: number, perRank: number): Placement[] {
  const size =
    'diameter' in spec.base ? { width: spec.base.diameter, depth: spec.base.diameter } : spec.base;
  const gap = spec.formation === 'close' ? 0 : OPEN_FORMATION_GAP;
  const placements: Placement[] = [];
  for (let rank = 0; rank * perRank < spec.models; rank++) {
    for (const file of files(Math.min(perRank, spec.models - rank * perRank))) {
      const offset = rotate(
        { x: -rank * (size.depth + gap), y: file * (size.width + gap) },
        facing,
      );
      placements.push({ at: { x: officerAt.x + offset.x, y: officerAt.y + offset.y }, facing });
    }
  }
  return placements;
}

/**
 * Places a unit in Unit Coherency (rulebook pp.14-15) with its Officer at
 * `officerAt`, facing `facing` (the Officer is the first placement). Close
 * Formation: ranks in contact, the Officer at the centre of the front rank, a
 * shorter rear rank in contact and centred behind it. Open Formation: the same
 * block with a small gap between models. Without `perRank`, the widest front
 * that keeps every model within 3" of the Officer; throws if none does.
 */
export function formUp(spec: FormUpSpec, officerAt: Point, facing: number): Placement[] {
  const widths =
    spec.perRank === undefined
      ? Array.from({ length: spec.models }, (_, i) => spec.models - i)
      : [spec.perRank];
  for (const perRank of widths) {
    const placements = layout(spec, officerAt, facing, perRank);
    const officer = footprintAt(spec, officerAt, facing);
    const coherent = placements.every((p) =>
      withinDistance(footprintAt(spec, p.at, p.facing), officer, COHERENCY_DISTANCE + EPSILON),
    );
    if (coherent) return placements;
  }
  throw new RangeError(`${spec.models} models cannot form up within 3" of their Officer`);
}
