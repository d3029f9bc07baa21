import {
  type Choice,
  type Decision,
  type GameSetup,
  type PlayerView,
  type Table,
  setupInPlay,
  tableOf,
} from '@warroom/armoured-clash';
import { seedRng } from '@warroom/engine';
import type { Player } from './player.js';
import { coinToss, pick, shuffled } from './random-draws.js';
import { tryConstraint } from './random-constraint.js';
import { randomBank } from './bank-choices.js';

/**
 * The `random` bot: a legal choice picked at random (seeded). Placements and
 * moves are sampled and checked with the engine's own rules, using only what its
 * General sees. When it draws a constraint rather than an option, a Charge
 * (rulebook p.24) is tried first, at a target within reach, then the other
 * constraints in random order; when none of their samples is legal it takes a
 * listed option. For fuzzing: thousands of games with it must end cleanly, and
 * reach Close Quarters (pp.27-29).
 */
export function randomPlayer(seed: number | string): Player {
  const rng = seedRng(seed);
  return {
    name: 'random',
    choose(given: GameSetup, view: PlayerView, decision: Decision): Choice {
      // rulebook p.56: the battlefield with the terrain the Generals placed.
      const setup = setupInPlay(given, view);
      const constraints = decision.constraints ?? [];
      const useConstraint =
        constraints.length > 0 && (decision.options.length === 0 || coinToss(rng));
      // One table for every placement tried in this decision, built only when one is tried.
      let table: Table | undefined;
      const tableOfView = (): Table => (table ??= tableOf(setup, view));
      if (useConstraint) {
        // A constraint none of whose samples is legal is put aside for the next (a Charge with
        // no target in reach gives way to a move, so the armies come to blows).
        const charges = constraints.filter((c) => c.kind === 'charge');
        const others = constraints.filter((c) => c.kind !== 'charge');
        for (const c of [...charges, ...shuffled(rng, others)]) {
          const made = tryConstraint(setup, view, tableOfView(), rng, c);
          if (made !== undefined) return made;
        }
      }
      const option = pick(rng, decision.options);
      // glossary: Bank (X"): now and then a sortie's move Banks on the way.
      if (option !== undefined) return randomBank(setup, view, rng, option);
      for (const c of constraints) {
        const made = tryConstraint(setup, view, tableOfView(), rng, c);
        if (made !== undefined) return made;
      }
      throw new Error(`the random player found no legal choice for: ${decision.prompt}`);
    },
  };
}
