import type { Attack } from '../attack/attack.js';
import type { GameSetup } from './army.js';
import { type GameEvent, event } from './events.js';
import { refuseWhileOffered } from './after-attack-offers.js';
import { annihilatedByLosing } from './close-quarters-loss.js';
import { closeQuartersSides } from './close-quarters-sides.js';
import { strike } from './close-quarters-strike.js';
import { suppressionTestDue } from './suppression-test-due.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState, UnitState } from './state.js';
import { armyUnit } from './army-unit.js';
import { unitStep } from './unit-rules.js';
import { withdraw } from './withdraw.js';
import { moveEnded } from './commands/moves-ended.js';
import { stormedGarrisonExits } from './storming-exit.js';
import { offerStormedBuilding } from './storming.js';

/**
 * rulebook pp.28-29 Close Quarters Attack: the active unit attacks the target of
 * its Charge (with the Defensive Advantage after an Impeded Charge, the target
 * strikes first); a target with a Melee attack Retaliates; the side that
 * destroyed the most models wins, the loser Withdraws and takes a Suppression
 * Test; on a Stalemate the attacker Withdraws and nobody tests. rulebook p.29
 * Secondary Combatants Retaliate with the target and Withdraw, untested, when it
 * loses. rulebook p.45 Storming a Building: a Garrison that loses Exits instead
 * of Withdrawing, and an Infantry attacker may Garrison the building.
 */
export function closeQuartersCombat(
  setup: GameSetup,
  state: GameState,
  boost?: (attack: Attack) => Attack,
): GameEvent[] {
  if (state.activation?.step !== 'attack') {
    throw new IllegalChoice(
      'rulebook p.28 Close Quarters Attacks',
      'there is no Charge target to attack',
    );
  }
  const { activation, attacker, target, secondaryCombatants, defensiveAdvantage, strikes } =
    closeQuartersSides(setup, state);
  refuseWhileOffered(activation);
  activation.attacked = true;
  const events: GameEvent[] = [];
  const starting = { attacker: attacker.models.length, target: target.models.length };
  // rulebook p.45: the building Stormed (its Garrison may Exit before the end: glossary Siegebreaker).
  const stormed = target.garrisoning;
  if (defensiveAdvantage) {
    events.push(
      event(
        'defensiveAdvantage',
        `${armyUnit(setup, target.id).name} has the Defensive Advantage`,
        { unit: target.id },
      ),
    );
  }
  // Models each side lost: the target's to the attacker; the attacker's to the
  // target and the Secondary Combatants, who Retaliate with it as one side
  // (our reading of p.29). Once the attacker or the target is Annihilated, the action ends.
  let lostByTarget = 0;
  let lostByAttacker = 0;
  for (const made of strikes) {
    if (attacker.annihilated || target.annihilated) break;
    // `boost`: a Command received for the charging unit's attack (game/commands).
    const destroyed = strike(setup, state, made, events, made.charged ? boost : undefined);
    if (made.struck === target) lostByTarget += destroyed;
    else lostByAttacker += destroyed;
  }
  if (attacker.annihilated || target.annihilated) return events;
  if (lostByTarget === lostByAttacker) {
    events.push(event('stalemate', 'The Close Quarters Combat is a Stalemate'));
    events.push(...withdraw(setup, state, attacker, target));
    return events;
  }
  const [winner, loser, startingModels] =
    lostByTarget > lostByAttacker
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
  if (!exited) events.push(...withdrawOrExit(setup, state, loser, winner));
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
  for (const secondary of secondaryCombatants)
    if (!secondary.annihilated) events.push(...withdrawOrExit(setup, state, secondary, winner));
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
    const text = `General ${winner.side.toUpperCase()} scores ${award.victoryPoints} Victory Points: ${name} won a Close Quarters Combat (${award.source})`;
    return event('victoryPoints', text, { unit: winner.id, side: winner.side });
  });
}
