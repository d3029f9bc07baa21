import {
  type At,
  type Choice,
  type ChoiceConstraint,
  type GameSetup,
  type PlayerView,
  type Table,
  freeAdvanceAllowed,
  guidedEndWithin,
  manoeuvreAllowed,
  plannedBonus,
} from '@warroom/armoured-clash';
import type { RngState } from '@warroom/engine';
import { MOVE_TRIES, between, eighthTurn } from './random-draws.js';
import { leaning, towardsNearestEnemy } from './random-heading.js';

/**
 * An Advance or a Double Time (rulebook p.24) sampled within its limit, on a
 * coin toss leaning towards the nearest enemy (random-heading.ts), checked on `table`.
 */
export function tryMove(
  setup: GameSetup,
  view: PlayerView,
  table: Table,
  rng: RngState,
  c:
    | Extract<ChoiceConstraint, { kind: 'advance' }>
    | Extract<ChoiceConstraint, { kind: 'doubleTime' }>,
): Choice | undefined {
  const officer = view.units[c.unit]?.models[0];
  if (officer === undefined) return undefined;
  const heading = towardsNearestEnemy(view, c.unit);
  for (let i = 0; i < MOVE_TRIES; i++) {
    const [dx, dy] = leaning(rng, heading, [
      between(rng, -c.limit, c.limit),
      between(rng, -c.limit, c.limit),
    ]);
    const at: At = [officer.x + dx, officer.y + dy];
    const facing = eighthTurn(rng);
    // After an attack, an Advance may be a free one within its own limit (glossary: Hit & Run (X")).
    if (c.kind === 'advance' && view.activation?.freeAdvance !== undefined) {
      if (freeAdvanceAllowed(setup, view, c.unit, at, facing, c.limit, table))
        return { kind: c.kind, at, facing };
    } else if (
      // glossary: Pathfinders, Locomotor Boosters: the guide's reach, the limit the card set.
      guidedEndWithin(setup, view, c.unit, at) &&
      manoeuvreAllowed(
        setup,
        view,
        c.unit,
        c.kind,
        at,
        facing,
        plannedBonus(setup, view, c.unit, c.kind),
        table,
      )
    ) {
      return { kind: c.kind, at, facing };
    }
  }
  return undefined;
}

/** glossary: Vanguard (X"): a free Advance before the first Round, sampled within its limit. */
export function tryVanguard(
  setup: GameSetup,
  view: PlayerView,
  rng: RngState,
  c: Extract<ChoiceConstraint, { kind: 'vanguardAdvance' }>,
): Choice | undefined {
  const officer = view.units[c.unit]?.models[0];
  if (officer === undefined) return undefined;
  for (let i = 0; i < MOVE_TRIES; i++) {
    const at: At = [
      officer.x + between(rng, -c.limit, c.limit),
      officer.y + between(rng, -c.limit, c.limit),
    ];
    const facing = eighthTurn(rng);
    if (freeAdvanceAllowed(setup, view, c.unit, at, facing, c.limit))
      return { kind: 'vanguardAdvance', unit: c.unit, at, facing };
  }
  return undefined;
}
