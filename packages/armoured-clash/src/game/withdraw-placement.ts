import { type Point, rotate, subtract } from '@warroom/engine';
import { type FormUpSpec, type Placement, coherentAt, formUp } from '../battlefield/form-up.js';
import { assignPlaces, seatInTurn } from './withdraw-assignment.js';

/** What placing a Withdrawing unit needs to know of it: its bases and Formation. */
export type WithdrawSpec = Omit<FormUpSpec, 'models' | 'perRank'>;

/** A placement reflected across the line through the Officer's place along its facing: its file on the other side. */
function mirrored(placement: Placement, officerAt: Point, facing: number): Placement {
  const local = rotate(subtract(placement.at, officerAt), -facing);
  const back = rotate({ x: local.x, y: -local.y }, facing);
  return { at: { x: officerAt.x + back.x, y: officerAt.y + back.y }, facing };
}

/**
 * The formations `models` models may take in Unit Coherency (rulebook pp.14-15)
 * with the Officer's place at `officerAt`: every front width that keeps them
 * coherent, widest first, each as formUp lays it and mirrored (the files on
 * the Officer's other side). The Officer's place is always the first.
 */
function formations(spec: FormUpSpec, officerAt: Point, facing: number): Placement[][] {
  const found: Placement[][] = [];
  for (let perRank = spec.models; perRank >= 1; perRank--) {
    if (!coherentAt(spec, perRank)) continue;
    const laid = formUp({ ...spec, perRank }, officerAt, facing);
    found.push(laid);
    if (perRank > 1) found.push(laid.map((p) => mirrored(p, officerAt, facing)));
  }
  return found;
}

/** The other models of a Withdrawing unit, as placing them needs to know them. */
export interface WithdrawMovers {
  /** Their numbers (their order in the unit), in the order the General keeps them: the one the losses would take last first. */
  readonly keptFirst: readonly number[];
  /** Whether the mover of that number can reach `at` (rulebook p.41: round Impassable Terrain). */
  readonly reaches: (mover: number, at: Point) => boolean;
}

/** Where a Withdrawing unit's models are placed: the Officer's place first, then the others', and the number of the mover at each. */
export interface WithdrawPlacing {
  readonly places: readonly Point[];
  readonly movers: readonly number[];
}

/**
 * rulebook p.29 Withdrawing: where the unit's General places its models once
 * the Officer has moved to `officer.at`: in Unit Coherency with it, each place
 * `legal` (on the battlefield, clear of other models and Impassable Terrain, not
 * within 1" of an enemy); a model that cannot be placed is Destroyed, so the
 * General keeps as many as a formation fits (the widest front first). Which
 * are kept when not all fit: the `movers` in the order the General keeps them,
 * each that can still be seated at a place it reaches (seatInTurn: a model
 * that reaches no free place is passed over, however late the losses would
 * take it); those kept are then given the places in their own order (mover i
 * place i when it can). `count` is the unit's models, the Officer among them.
 */
export function withdrawPlaces(
  spec: WithdrawSpec,
  count: number,
  officer: { readonly at: Point; readonly facing: number },
  legal: (at: Point) => boolean,
  movers: WithdrawMovers,
): WithdrawPlacing {
  for (let models = count; models > 1; models--) {
    for (const formation of formations({ ...spec, models }, officer.at, officer.facing)) {
      const places = formation.slice(1).map((p) => p.at);
      if (!places.every(legal)) continue;
      // The Officer keeps its own place; the others take theirs among the rest.
      const kept = [...seatInTurn(movers.keptFirst, places, movers.reaches).keys()];
      if (kept.length < places.length) continue;
      const inOrder = kept.sort((a, b) => a - b);
      const others = assignPlaces(inOrder.length, places, (i, at) =>
        movers.reaches(inOrder[i] ?? -1, at),
      );
      if (others !== undefined) return { places: [officer.at, ...others], movers: inOrder };
    }
  }
  return { places: [officer.at], movers: [] };
}
