import type { GameSetup } from './army.js';
import { ACCEPTS } from './choices-by-stage.js';
import { blastAttack, blastTest } from './demise-blast.js';
import type { GameEvent } from './events.js';
import type { GameState } from './state.js';

/**
 * Whether the game waits for a General's decision that comes before the next
 * blast: a Suppression Test due, a unit targeted, a Command and its
 * Interference, claims, the end of an enemy's move, a Vital Objective to
 * place, a Bail Out.
 */
export function waitsBeforeDemise(state: GameState): boolean {
  return (
    state.suppressionTest !== undefined ||
    state.targetedByRangedAttack !== undefined ||
    state.command !== undefined ||
    state.claims !== undefined ||
    state.enemyEndedMove !== undefined ||
    state.vitalObjective?.placing !== undefined ||
    state.bailOut !== undefined
  );
}

/** Whether the blasts wait: for a decision before them (waitsBeforeDemise), or for the order of the next blast's attacks. */
export function demiseWaits(state: GameState): boolean {
  return waitsBeforeDemise(state) || state.demiseBlasts?.blasts[0]?.orderDue === true;
}

/**
 * glossary: Spectacular Demise (X), Fiery Demise (X) — the blasts rolled and
 * not yet made (`state.demiseBlasts`, game/demise-queue.ts) are made, one unit
 * at a time, until none is left or the game waits for a General (demiseWaits):
 * the order of a blast's attacks, or a Command at a Suppression Test one of
 * them calls for. `stoppedAttacks`: called as the Attack Step's attacks (or a
 * Reaction Step's Opportunity Fire) go on (game/commands/attacks-in-turn.ts),
 * which a Suppression Test's answer resumes; elsewhere (game/apply-choice.ts,
 * once a choice is made) a test waits for a Command only outside an
 * Activation in the Activation Phase, where nothing else is under way, and is
 * taken at once otherwise (Deploy Reserves: Dynamic Entry).
 * A unit Annihilated, or gone from the battlefield, since the blast was rolled
 * is passed over.
 */
export function demiseBlastsGoOn(
  setup: GameSetup,
  state: GameState,
  stoppedAttacks: boolean,
): GameEvent[] {
  const events: GameEvent[] = [];
  const testWindow =
    stoppedAttacks ||
    (state.activation === undefined && ACCEPTS[state.stage].includes('suppressionTest'));
  for (;;) {
    const queue = state.demiseBlasts;
    if (queue === undefined) return events;
    if (demiseWaits(state)) {
      if (stoppedAttacks) state.demiseBlasts = { ...queue, resumesAttacks: true };
      return events;
    }
    const [blast, ...later] = queue.blasts;
    const [next, ...others] = blast?.units ?? [];
    // The blast's next unit is taken off first: blasts its losses bring go before the rest.
    const blasts =
      others.length === 0 || blast === undefined ? later : [{ ...blast, units: others }, ...later];
    if (blasts.length === 0) delete state.demiseBlasts;
    else state.demiseBlasts = { blasts };
    const target = next === undefined ? undefined : state.units[next];
    if (blast === undefined || target === undefined || target.annihilated || !target.deployed)
      continue;
    events.push(
      ...(blast.dice === undefined
        ? blastTest(setup, state, target, testWindow)
        : blastAttack(setup, state, blast, blast.dice, target, testWindow)),
    );
  }
}
