import {
  type At,
  type Choice,
  type ChoiceConstraint,
  type Decision,
  type GameSetup,
  IllegalChoice,
  type PlayerView,
  placeForDeployment,
  plannedManoeuvre,
} from '@warroom/armoured-clash';
import { type RngState, nextInt, seedRng } from '@warroom/engine';
import type { Player } from './player.js';

/** Placements tried before the random player settles for a listed option. */
const TRIES = 40;

function pick<T>(rng: RngState, items: readonly T[]): T | undefined {
  return items.length === 0 ? undefined : items[nextInt(rng, items.length)];
}

/** A uniform number in [low, high), to a hundredth of an inch. */
function between(rng: RngState, low: number, high: number): number {
  return low + nextInt(rng, Math.max(1, Math.round((high - low) * 100))) / 100;
}

function tryDeploy(
  setup: GameSetup,
  view: PlayerView,
  rng: RngState,
  c: Extract<ChoiceConstraint, { kind: 'deploy' }>,
): Choice | undefined {
  const xs = c.zone.map((p) => p[0]);
  const ys = c.zone.map((p) => p[1]);
  for (let i = 0; i < TRIES; i++) {
    const unit = pick(rng, c.units);
    if (unit === undefined) return undefined;
    const at: At = [
      between(rng, Math.min(...xs), Math.max(...xs)),
      between(rng, Math.min(...ys), Math.max(...ys)),
    ];
    const facing = 90 * nextInt(rng, 4);
    try {
      placeForDeployment(setup, view.units, unit, at, facing);
      return { kind: 'deploy', unit, at, facing };
    } catch (error) {
      if (!(error instanceof IllegalChoice)) throw error;
    }
  }
  return undefined;
}

function tryMove(
  setup: GameSetup,
  view: PlayerView,
  rng: RngState,
  c: Extract<ChoiceConstraint, { kind: 'advance' | 'doubleTime' }>,
): Choice | undefined {
  const officer = view.units[c.unit]?.models[0];
  if (officer === undefined) return undefined;
  for (let i = 0; i < TRIES / 4; i++) {
    const at: At = [
      officer.x + between(rng, -c.limit, c.limit),
      officer.y + between(rng, -c.limit, c.limit),
    ];
    const facing = 45 * nextInt(rng, 8);
    try {
      plannedManoeuvre(setup, view.units, c.unit, c.kind, at, facing);
      return { kind: c.kind, at, facing };
    } catch (error) {
      if (!(error instanceof IllegalChoice)) throw error;
    }
  }
  return undefined;
}

/**
 * The `random` bot: a legal choice picked at random (seeded). Placements and
 * moves are sampled and checked with the engine's own rules, using only what its
 * General sees; when none of the samples is legal it takes a listed option. For
 * fuzzing: thousands of games with it must end cleanly.
 */
export function randomPlayer(seed: number | string): Player {
  const rng = seedRng(seed);
  return {
    name: 'random',
    choose(setup: GameSetup, view: PlayerView, decision: Decision): Choice {
      const constraints = decision.constraints ?? [];
      const useConstraint =
        constraints.length > 0 && (decision.options.length === 0 || nextInt(rng, 2) === 0);
      if (useConstraint) {
        const c = pick(rng, constraints);
        const made =
          c === undefined
            ? undefined
            : c.kind === 'deploy'
              ? tryDeploy(setup, view, rng, c)
              : tryMove(setup, view, rng, c);
        if (made !== undefined) return made;
      }
      const option = pick(rng, decision.options);
      if (option !== undefined) return option;
      for (const c of constraints) {
        const made =
          c.kind === 'deploy' ? tryDeploy(setup, view, rng, c) : tryMove(setup, view, rng, c);
        if (made !== undefined) return made;
      }
      throw new Error(`the random player found no legal choice for: ${decision.prompt}`);
    },
  };
}
