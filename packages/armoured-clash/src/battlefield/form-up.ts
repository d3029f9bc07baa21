import { EPSILON, type Point, rotate } from '@warroom/engine';
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

/** Files of a rank of `n` models, the Officer's first: 0, +1, -1, +2, ... (contiguous about the centre). */
function files(n: number): number[] {
  return Array.from({ length: n }, (_, i) => (i % 2 === 0 ? i / 2 : -(i + 1) / 2));
}

/** The base's width and depth (a round base is as deep as it is wide). */
function sizeOf(spec: FormUpSpec): { readonly width: number; readonly depth: number } {
  return 'diameter' in spec.base
    ? { width: spec.base.diameter, depth: spec.base.diameter }
    : spec.base;
}

/** The gap between neighbouring models of the formation. */
function gapOf(spec: FormUpSpec): number {
  return spec.formation === 'close' ? 0 : OPEN_FORMATION_GAP;
}

/**
 * Whether every model of the block `perRank` wide is within 3" of its Officer.
 * Measured in the unit's own frame (the Officer at the origin, facing +x): the
 * distance between footprints does not change when the block is moved or
 * turned, and two equal bases side by side in that frame are measured without
 * building their shapes (axis-aligned rectangles, or circles).
 */
export function coherentAt(spec: FormUpSpec, perRank: number): boolean {
  const { width, depth } = sizeOf(spec);
  const gap = gapOf(spec);
  const round = 'diameter' in spec.base;
  for (let rank = 0; rank * perRank < spec.models; rank++) {
    const inRank = Math.min(perRank, spec.models - rank * perRank);
    // The outermost file of the rank is the farthest from the Officer's file.
    const outermost = Math.floor(inRank / 2);
    const along = rank * (depth + gap);
    const across = outermost * (width + gap);
    const apart = round
      ? Math.hypot(along, across) - width
      : Math.hypot(Math.max(0, along - depth), Math.max(0, across - width));
    if (apart > COHERENCY_DISTANCE + EPSILON) return false;
  }
  return true;
}

function layout(spec: FormUpSpec, officerAt: Point, facing: number, perRank: number): Placement[] {
  const size = sizeOf(spec);
  const gap = gapOf(spec);
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
    if (coherentAt(spec, perRank)) return layout(spec, officerAt, facing, perRank);
  }
  throw new RangeError(`${spec.models} models cannot form up within 3" of their Officer`);
}
