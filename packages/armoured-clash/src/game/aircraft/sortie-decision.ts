import { lazySightIndex } from '../../battlefield/sight-index.js';
import { acquisitionConfirmed } from '../acquisition-confirmed.js';
import type { GameSetup } from '../army.js';
import type { Choice, Decision } from '../choice.js';
import { rangedRow } from '../ranged-attack.js';
import { reloadingRefusal } from '../reloading.js';
import { type GameState, other } from '../state.js';
import { armyUnit } from '../army-unit.js';
import { tableOf } from '../table-of.js';
import { usable } from '../weapon-use.js';
import { approachOptions } from './approach.js';
import { isAircraft } from './aircraft.js';
import { sortieReactors } from './sortie-reactors.js';
import { interceptOptions } from './interceptors.js';
import { interceptionDecision } from './interception-sortie.js';
import { commandedAttacks, commandedReactions } from '../commands/command-decisions.js';
import { spottedAttacks } from '../spotting.js';

/** rulebook p.51 C. Engage Step: the enemy units the Aircraft unit can make a Ranged Attack against. */
function engageTargets(setup: GameSetup, state: GameState, unitId: string): string[] {
  const unit = armyUnit(setup, unitId);
  const unitState = state.units[unitId];
  if (unitState === undefined || reloadingRefusal(setup, unitState) !== undefined) return [];
  const table = tableOf(setup, state);
  const sight = lazySightIndex(table);
  return Object.values(state.units)
    .filter(
      (t) =>
        t.side !== unitState.side &&
        t.deployed &&
        !t.annihilated &&
        !isAircraft(setup, t.id) &&
        usable(rangedRow(unit, armyUnit(setup, t.id)), unitState, { opportunityFire: false }) &&
        acquisitionConfirmed(setup, table, sight, unitId, t.id),
    )
    .map((t) => t.id);
}

/** What an Air Support Sortie waits for (rulebook pp.50-51), or undefined when no sortie is under way. */
export function sortieDecision(setup: GameSetup, state: GameState): Decision | undefined {
  // glossary: Interceptor: an enemy Interception Sortie under way waits for its General
  // (in an Air Support Sortie, or a Soaring unit's ground Activation: glossary Soar (X")).
  const interception = interceptionDecision(setup, state);
  if (interception !== undefined) return interception;
  const activation = state.activation;
  const sortie = activation?.sortie;
  if (activation === undefined || sortie === undefined) return undefined;
  const player = state.turn;
  const name = armyUnit(setup, activation.unit).name;
  switch (sortie.step) {
    case 'approach':
      return {
        player,
        prompt: `${name}: Approach Step — fly forwards in a straight line, any number of inches (rulebook p.51)`,
        options: approachOptions(setup, state, activation.unit),
      };
    case 'firstReaction':
    case 'secondReaction': {
      const reacting = sortieReactors(setup, state).map((r) => r.unit);
      return {
        player: other(player),
        prompt: `Reaction Step: declare Opportunity Fire against ${name} with one unit, or let it pass (rulebook p.51)`,
        options: [
          ...reacting.map((unit): Choice => ({ kind: 'opportunityFire', unit })),
          // rulebook p.37: with a Command issued as it is declared.
          ...commandedReactions(setup, state, reacting),
          // glossary: Interceptor: instead, an Intercept in the first Reaction Step.
          ...interceptOptions(setup, state),
          { kind: 'noReaction' },
        ],
      };
    }
    case 'escape':
      return {
        player,
        prompt: `${name}: Escape Step — fly straight off the battlefield, or make a Brake Turn on the way (rulebook p.51; glossary: Brake Turn)`,
        options: [{ kind: 'escape' }],
      };
    case 'engage': {
      const targets = engageTargets(setup, state, activation.unit);
      return {
        player,
        prompt: `${name}: Engage Step — make a Ranged Attack (rulebook p.51)`,
        options: [
          ...targets.map((target): Choice => ({ kind: 'rangedAttack', target })),
          // rulebook p.37: with a Command issued as it is declared.
          ...commandedAttacks(setup, state, targets),
          // glossary: Spotters: with a Spotting unit nominated.
          ...spottedAttacks(setup, state, targets),
          { kind: 'hold' },
        ],
      };
    }
  }
}
