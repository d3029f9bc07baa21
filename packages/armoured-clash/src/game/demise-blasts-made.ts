import type { GameSetup } from './army.js';
import { ACCEPTS } from './choices-by-stage.js';
import { blastAttack, blastTest } from './demise-blast.js';
import { awaitsMovesBetweenActivations } from './commands/moves-ended.js';
import type { GameEvent } from './events.js';
import type { GameState } from './state.js';

/**
 * Whether the game waits for a General's decision that comes before the next
 * blast: a Suppression Test due, a unit targeted, an attack before its
 * re-rolls, a Command and its
 * Interference, claims, the end of an enemy's move, a Vital Objective to
 * place, a Bail Out.
 */
export function waitsBeforeDemise(state: GameState): boolean {
  return (
    state.suppressionTest !== undefined ||
    state.targetedByRangedAttack !== undefined ||
    // rulebook p.33 Bonus Re-Rolls: a Close Quarters strike rolled, its combat under way.
    state.rerollsDue !== undefined ||
    state.command !== undefined ||
    state.claims !== undefined ||
    state.enemyEndedMove !== undefined ||
    state.vitalObjective?.placing !== undefined ||
    state.bailOut !== undefined
  );
}

/**
 * Whether the blasts wait: for a decision before them (waitsBeforeDemise), or
 * for the order of the next blast's attacks; blasts that resume another step
 * (`then`) wait for their own drain (game/demise-then.ts), not for the attacks.
 */
export function demiseWaits(state: GameState): boolean {
  return (
    waitsBeforeDemise(state) ||
    state.demiseBlasts?.blasts[0]?.orderDue === true ||
    state.demiseBlasts?.then !== undefined
  );
}

/**
 * The next unit of the next blast is taken off the queue (`state.demiseBlasts`,
 * kept with whatever else it holds) and attacked or tested, unless it was
 * Annihilated, or left the battlefield, since the blast was rolled. The
 * blast's next unit is taken off first: blasts its losses bring go before the rest.
 */
export function nextBlastMade(
  setup: GameSetup,
  state: GameState,
  testWindow: boolean,
): GameEvent[] {
  const queue = state.demiseBlasts;
  if (queue === undefined) return [];
  const [blast, ...later] = queue.blasts;
  const [next, ...others] = blast?.units ?? [];
  const blasts =
    others.length === 0 || blast === undefined ? later : [{ ...blast, units: others }, ...later];
  state.demiseBlasts = { ...queue, blasts };
  const target = next === undefined ? undefined : state.units[next];
  if (blast === undefined || target === undefined || target.annihilated || !target.deployed)
    return [];
  return blast.dice === undefined
    ? blastTest(setup, state, target, testWindow)
    : blastAttack(setup, state, blast, blast.dice, target, testWindow);
}

/**
 * glossary: Spectacular Demise (X), Fiery Demise (X) — the blasts rolled and
 * not yet made (`state.demiseBlasts`, game/demise-queue.ts) are made, one unit
 * at a time, until none is left or the game waits for a General (demiseWaits):
 * the order of a blast's attacks, or a Command at a Suppression Test one of
 * them calls for. `stoppedAttacks`: called as the Attack Step's attacks (or a
 * Reaction Step's Opportunity Fire) go on (game/commands/attacks-in-turn.ts),
 * which a Suppression Test's answer resumes, and as an Activation ends
 * (game/activation-end.ts); elsewhere (game/apply-choice.ts, once a choice is
 * made) a test waits for a Command outside an Activation where the stage
 * accepts one, and is taken at once otherwise (Deployment: Forward). Blasts
 * still left in an Activation, or that resume another step (`then`), are left
 * to game/demise-then.ts. Each unit's attack or test: nextBlastMade. Outside
 * an Activation, a unit that Fell Back after its test is offered to the other
 * General (Covering Fire, rulebook p.37) before the next unit, or before the
 * game goes on once the last test is taken (awaitsMovesBetweenActivations).
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
    // Blasts that resume another step are made by their own drain (game/demise-then.ts).
    if (queue?.then !== undefined) return events;
    // rulebook p.37: between Activations, a unit that Fell Back after a blast's test: Covering Fire first.
    const covering =
      state.movesEnded === undefined || waitsBeforeDemise(state)
        ? undefined
        : awaitsMovesBetweenActivations(setup, state);
    if (covering !== undefined) return [...events, ...covering];
    if (queue === undefined) return events;
    if (queue.blasts.length === 0) {
      state.demiseBlasts = undefined;
      return events;
    }
    if (demiseWaits(state)) {
      if (stoppedAttacks) state.demiseBlasts = { ...queue, resumesAttacks: true };
      return events;
    }
    state.demiseBlasts = { blasts: queue.blasts };
    events.push(...nextBlastMade(setup, state, testWindow));
  }
}
