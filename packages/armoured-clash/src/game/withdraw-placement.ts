import { type Point, rotate, subtract } from '@warroom/engine';
import { type FormUpSpec, type Placement, coherentAt, formUp } from '../battlefield/form-up.js';
import { assignPlaces } from './withdraw-assignment.js';

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

/**
 * rulebook p.29 Withdrawing: where the unit's General places its models once
 * the Officer has moved to `officerAt`: in Unit Coherency with it, each place
 * `legal` (on the battlefield, clear of other models and Impassable Terrain, not
 * within 1" of an enemy); a model that cannot be placed is Destroyed, so the
 * General keeps as many as a formation fits (the widest front first). With
 * `officerPlaced`, the places of the Officer (first) and of the others that
 * fit; without (the Officer could not be placed and is Destroyed, rulebook
 * p.35 Loss of an Officer), the places of the others around where it would
 * have stood. `count` is the unit's models, the Officer among them. The
 * places are given to the models in the order they are placed (the Officer
 * first when placed), as many as fit: the Officer its own, the others each
 * one it `reaches` (assignPlaces; `reaches(others, i, at)`: whether the i-th
 * of the `others` models kept when that many are placed can go to `at`;
 * everywhere when not given).
 */
export function withdrawPlaces(
  spec: WithdrawSpec,
  count: number,
  officer: { readonly at: Point; readonly facing: number; readonly placed: boolean },
  legal: (at: Point) => boolean,
  reaches: (others: number, mover: number, at: Point) => boolean = () => true,
): Point[] {
  const first = officer.placed ? 0 : 1;
  for (let models = count; models > first; models--) {
    for (const formation of formations({ ...spec, models }, officer.at, officer.facing)) {
      const places = formation.slice(1).map((p) => p.at);
      if (!places.every(legal)) continue;
      // The Officer keeps its own place; the others take theirs among the rest.
      const others = assignPlaces(models - 1, places, (i, at) => reaches(models - 1, i, at));
      if (others === undefined) continue;
      return officer.placed ? [officer.at, ...others] : others;
    }
  }
  return [];
}
