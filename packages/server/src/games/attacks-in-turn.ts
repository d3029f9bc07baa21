import {
  generalCalled,
  type AttackInTurn,
  type Choice,
  type Side,
  attacksInTurnOf,
} from '@warroom/armoured-clash';
import { ApiError, badRequest } from '../api-error.js';
import type { LiveGame } from './live-game.js';
import { planned } from './odds-query.js';

/** Why an attack's odds cannot be weighed before the attacks made before it are resolved. */
type DependsOn = 'sameTarget' | 'closeQuartersFirst';

/** The single attack the odds weigh for one attack in turn (`GET /api/games/:id/odds` as `alone`). */
function aloneChoice(attack: AttackInTurn): Choice {
  const precision = attack.precision === undefined ? {} : { precision: attack.precision };
  if (attack.attack === 'closeQuarters') return { kind: 'closeQuartersAttack', ...precision };
  return {
    kind: 'rangedAttack',
    target: attack.target,
    ...(attack.command === undefined ? {} : { command: attack.command }),
    ...precision,
  };
}

/**
 * glossary: All-Out Attack (X), Fields of Fire (`POST /api/games/:id/attacks`):
 * the attacks `choice` makes, in the order the engine makes them
 * (attacksInTurnOf: after a Charge the Close Quarters Combat first; the
 * Command and the Precision picks with their own attack), each with the
 * single attack whose odds the Play page weighs (`alone`) and, when its odds
 * depend on the attacks before it, why: every Ranged Attack after a Close
 * Quarters Combat (its Retaliation may Destroy the attacking unit's models,
 * the loser's test Suppress it), a unit attacked again (its losses to the
 * first are not known yet). The unit is the one `side` is Activating.
 */
export function attacksInTurnShown(live: LiveGame, side: Side, choice: Choice) {
  if (choice.kind !== 'allOutAttack' && choice.kind !== 'fieldsOfFire') {
    const message = 'an allOutAttack or fieldsOfFire: a choice that makes several attacks';
    throw badRequest(`"${choice.kind}" makes one attack`, {
      problems: [{ where: 'body.choice.kind', message }],
    });
  }
  const { setup } = live.head;
  const attacker = live.state.activation?.unit;
  if (attacker === undefined || live.state.units[attacker]?.side !== side) {
    throw new ApiError(409, `${generalCalled(live.state, side)} is not Activating a unit`);
  }
  const attacks = planned(() => attacksInTurnOf(setup, live.state, choice));
  const seen = new Set<string>();
  let afterCombat = false;
  return {
    attacker,
    attacks: attacks.map((attack) => {
      const dependsOn: DependsOn | undefined =
        attack.attack === 'ranged' && afterCombat
          ? 'closeQuartersFirst'
          : seen.has(attack.target)
            ? 'sameTarget'
            : undefined;
      afterCombat ||= attack.attack === 'closeQuarters';
      seen.add(attack.target);
      return {
        attacker,
        target: attack.target,
        attack: attack.attack,
        alone: aloneChoice(attack),
        ...(dependsOn === undefined ? {} : { dependsOn }),
      };
    }),
  };
}
