import {
  type Choice,
  type Decision,
  type GameSetup,
  type PlayerView,
} from '@warroom/armoured-clash';
import { owedDoubleTime } from './heuristic-double-time.js';
import { flankAttackWorthIt } from './heuristic-flank-attack.js';
import { forcedCharge } from './heuristic-forced-charge.js';
import { exitTowardsGoal } from './heuristic-garrison.js';
import { deployChoice } from './heuristic-deployment.js';
import { forwardDiceByPreference } from './forward-die.js';
import { disembarkNearGoal, freeAdvanceTowardsGoal } from './heuristic-offers.js';
import { aerialAssaultNearCentre } from './heuristic-aerial-assault.js';
import { reservePlacement } from './reserve-placement.js';
import { heuristicTerrainPlacement } from './terrain-placement.js';
import { heuristicObjectivePlacement } from './supply-drop-placement.js';

/** A placement or move the decision's constraints call for, when the heuristic wants one. */
export function constrainedChoice(
  setup: GameSetup,
  view: PlayerView,
  decision: Decision,
  value: (card: number) => number,
): Choice | undefined {
  const flank = decision.constraints?.find((c) => c.kind === 'flankAttack');
  if (flank?.kind === 'flankAttack') {
    // rulebook p.21 Flank Attack: a card when a flank brings the unit much nearer its goal.
    const made = flankAttackWorthIt(setup, view, flank, value);
    if (made !== undefined) return made;
  }
  for (const c of decision.constraints ?? []) {
    if (c.kind === 'aerialAssault' && decision.options.length === 0) {
      // glossary: Aerial Assault: only when it must be made (the final Round) or nothing else can be.
      const made = aerialAssaultNearCentre(setup, view, c);
      if (made !== undefined) return made;
    }
    // rulebook p.60 Supply Drop: a marker near its own zone.
    if (c.kind === 'placeObjective') return heuristicObjectivePlacement(setup, view, c);
    if (c.kind === 'placeTerrain') {
      const stop = decision.options.some((o) => o.kind === 'stopTerrain');
      return heuristicTerrainPlacement(setup, view, c, stop);
    }
    if (c.kind === 'deployReserve') {
      for (const unit of c.units) {
        const made = reservePlacement(setup, view, unit, c.zone, (spots) => spots);
        if (made !== undefined) return made;
      }
    }
    if (c.kind === 'deploy') {
      // glossary: Forward: a Forward unit deploys with a die of the pool, the cheapest that places it.
      const dice =
        c.forwardPool === undefined ? [undefined] : forwardDiceByPreference(c.forwardPool);
      for (const die of dice) {
        const made = deployChoice(setup, view, c.units, c.zone, die);
        if (made !== undefined) return made;
      }
    }
    if (c.kind === 'vanguardAdvance') {
      // glossary: Vanguard (X"): a free Advance towards the unit's goal.
      const move = freeAdvanceTowardsGoal(setup, view, c.unit, c.limit);
      if (move !== undefined) return { kind: 'vanguardAdvance', unit: c.unit, ...move };
    }
    if (c.kind === 'disembark' || c.kind === 'assaultRamp') {
      const made = disembarkNearGoal(setup, view, c);
      if (made !== undefined) return made;
    }
    if (c.kind === 'bailOut') {
      // glossary: Bail Out: its Transport is under fire: out, on the spot nearest its goal.
      const made = disembarkNearGoal(setup, view, c, true);
      if (made !== undefined) return made;
    }
    if (c.kind === 'charge' && decision.options.length === 0) {
      // A Charge that must be made (glossary: Berserk, Run Amok, Overrun): the best one that can be placed.
      const made = forcedCharge(setup, view, c.unit, c.targets);
      if (made !== undefined) return made;
    }
    if (c.kind === 'doubleTime' && decision.options.length === 0) {
      // rulebook p.24: its Command (Forced March) failed through Interference; the move is owed.
      const made = owedDoubleTime(setup, view, c);
      if (made !== undefined) return made;
    }
    if (c.kind === 'exit') {
      // rulebook pp.25, 43 Exit: only from a building that holds no objective, towards the goal.
      return exitTowardsGoal(setup, view, c.unit, c.building) ?? { kind: 'hold' };
    }
  }
  return undefined;
}
