import type { GameSetup } from './army.js';
import { type GameEvent, event } from './events.js';
import { annihilatedByLosing } from './close-quarters-loss.js';
import type { CloseQuartersUnderway } from './close-quarters-underway.js';
import { suppressionTestDue } from './suppression-test-due.js';
import type { ActivationState, GameState, UnitState } from './state.js';
import { armyUnit } from './army-unit.js';
import { unitStep } from './unit-rules.js';
import { withdraw } from './withdraw.js';
import { toldIfWaiting } from './loss-choice-told.js';
import { moveEnded } from './commands/moves-ended.js';
import { stormedGarrisonExits } from './storming-exit.js';
import { offerStormedBuilding } from './storming.js';
import { generalCalled } from './generals/generals-draw.js';

/**
 * rulebook p.29 Resolve the Close Quarters Combat, once every attack is made
 * (`combat`: the models each side lost): the side that destroyed the most
 * models wins, the loser Withdraws and takes a Suppression Test; on a
 * Stalemate the attacker Withdraws and nobody tests. rulebook p.29 Secondary
 * Combatants Withdraw, untested, when the target loses. rulebook p.45
 * Storming a Building: a Garrison that loses Exits instead of Withdrawing, and
 * an Infantry attacker may Garrison the building.
 */
export function closeQuartersResolved(
  setup: GameSetup,
  state: GameState,
  activation: ActivationState,
  sides: { readonly attacker: UnitState; readonly target: UnitState },
  combat: CloseQuartersUnderway,
): GameEvent[] {
  const { attacker, target } = sides;
  const { lost, starting, stormed } = combat;
  const events: GameEvent[] = [];
  if (lost.byTarget === lost.byAttacker) {
    events.push(event('stalemate', 'The Close Quarters Combat is a Stalemate'));
    // rulebook p.35: a Field Promotion the Withdraw waits for is told the Stalemate (game/loss-choice-told.ts).
    events.push(...toldIfWaiting(events, () => withdraw(setup, state, attacker, target)));
    return events;
  }
  const [winner, loser, startingModels] =
    lost.byTarget > lost.byAttacker
      ? [attacker, target, starting.target]
      : [target, attacker, starting.attacker];
  events.push(
    event('closeQuartersWin', `${armyUnit(setup, winner.id).name} wins the Close Quarters Combat`, {
      unit: winner.id,
    }),
  );
  events.push(...victoryPointsForWinning(setup, state, winner));
  if (winner === attacker) activation.wonCloseQuartersAgainst = loser.id;
  const annihilated = annihilatedByLosing(setup, state, loser);
  if (annihilated !== undefined) return [...events, ...annihilated];
  const building = loser === target ? stormed : undefined;
  // glossary: Siegebreaker: a Garrison that already Exited its Wrecked building does not Withdraw as well (our reading).
  const exited = building !== undefined && loser.garrisoning === undefined;
  // rulebook p.35: a Field Promotion the Withdraw waits for is told who won (game/loss-choice-told.ts).
  if (!exited)
    events.push(...toldIfWaiting(events, () => withdrawOrExit(setup, state, loser, winner)));
  if (!loser.annihilated)
    events.push(
      // The loser's test may wait for its General's Command (game/suppression-test-due.ts).
      ...suppressionTestDue(
        setup,
        state,
        { after: 'closeQuarters', unit: loser.id, startingModels },
        true,
      ),
    );
  if (loser !== target) return events;
  // rulebook p.29 Secondary Combatants: each also Withdraws, without a Suppression Test.
  for (const id of combat.secondaryCombatants) {
    const secondary = state.units[id];
    if (secondary !== undefined && !secondary.annihilated)
      events.push(...toldIfWaiting(events, () => withdrawOrExit(setup, state, secondary, winner)));
  }
  // rulebook p.45: an Infantry attacker may then Garrison the building.
  if (building !== undefined) events.push(...offerStormedBuilding(setup, state, winner, building));
  return events;
}

/** rulebook p.29 Withdrawing; p.45 Storming a Building: a Garrisoned unit Exits instead, as far as possible from the winner; either ends a move (p.37). */
function withdrawOrExit(
  setup: GameSetup,
  state: GameState,
  unit: UnitState,
  from: UnitState,
): GameEvent[] {
  if (unit.garrisoning === undefined) return withdraw(setup, state, unit, from);
  const events = stormedGarrisonExits(setup, state, unit, from);
  // rulebook p.37: the Exit made instead of a Withdraw ends a move (Covering Fire).
  if (!unit.annihilated) moveEnded(state, unit.id);
  return events;
}

/** Victory Points the winner's General scores for winning a Close Quarters Combat (game step closeQuartersWon: Hunter). */
function victoryPointsForWinning(
  setup: GameSetup,
  state: GameState,
  winner: UnitState,
): GameEvent[] {
  const name = armyUnit(setup, winner.id).name;
  return unitStep(setup, winner.id, 'closeQuartersWon', []).map((award) => {
    state.players[winner.side].vp += award.victoryPoints;
    const text = `${generalCalled(state, winner.side)} scores ${award.victoryPoints} Victory Points: ${name} won a Close Quarters Combat (${award.source})`;
    return event('victoryPoints', text, { unit: winner.id, side: winner.side });
  });
}
