import { activeUnit } from './activation.js';
import { endActivation } from './activation-end.js';
import { allOutAttack } from './all-out-attack.js';
import type { GameSetup } from './army.js';
import type { AllOutAttackChoice } from './attacks-in-turn-of.js';
import { type GameEvent, event } from './events.js';
import { holdInsteadOfOffer, refuseWhileOffered } from './after-attack-offers.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState } from './state.js';
import { dropStatuses } from './statuses.js';
import { armyUnit } from './army-unit.js';
import { declareRangedAttack } from './commands/targeted-command.js';
import { checkOverchargeable } from './overcharge.js';
import { unitStep } from './unit-rules.js';

/**
 * The Activation, when it is in its Attack Step and free to choose an attack
 * (a unit that charged into contact must make its Close Quarters Attack).
 */
export function attackStepNow(state: GameState): NonNullable<GameState['activation']> {
  const activation = state.activation;
  if (activation === undefined || activation.step !== 'attack') {
    throw new IllegalChoice('rulebook p.26 The Attack Step', 'it is not the Attack Step');
  }
  refuseWhileOffered(activation);
  if (
    activation.charge !== undefined &&
    state.units[activation.charge.target]?.annihilated !== true
  ) {
    throw new IllegalChoice(
      'rulebook p.26 The Attack Step',
      'a unit in contact with an enemy unit must make a Close Quarters Attack',
    );
  }
  return activation;
}

/** rulebook p.26 The Attack Step: a Ranged Attack, a Special Action (p.30), or nothing. */
export function attackStep(
  setup: GameSetup,
  state: GameState,
  choice:
    | {
        kind: 'rangedAttack';
        target: string;
        spotter?: string;
        prioritiseExposed?: true;
        precision?: readonly string[];
        overcharge?: true;
      }
    | AllOutAttackChoice
    | { kind: 'takeCover' | 'goOnLookout' | 'reArm' | 'hold' },
): GameEvent[] {
  const held = choice.kind === 'hold' ? holdInsteadOfOffer(setup, state) : undefined;
  if (held !== undefined) return held;
  const unit = activeUnit(state);
  attackStepNow(state);
  const name = armyUnit(setup, unit.id).name;
  const events: GameEvent[] = [];
  if (choice.kind === 'rangedAttack') {
    // glossary: Overcharge: declared with the attack, its card revealed as it is made (game/overcharge.ts).
    const { target, spotter, prioritiseExposed, precision, overcharge } = choice;
    if (overcharge === true) checkOverchargeable(setup, state, unit.id, target);
    // rulebook p.37: the target's General may first issue a Command to it (Dig In).
    const declared = {
      target,
      ...(spotter === undefined ? {} : { spotter }),
      ...(prioritiseExposed === undefined ? {} : { prioritiseExposed }),
      ...(precision === undefined ? {} : { precision }),
    };
    return declareRangedAttack(setup, state, declared, overcharge === true);
  }
  if (choice.kind === 'allOutAttack') {
    // The attacks end the Activation once made (game/commands/attacks-in-turn.ts).
    return allOutAttack(setup, state, unit, choice);
  }
  if (choice.kind === 'takeCover') {
    if (!unitStep(setup, unit.id, 'takeCoverAllowed', true)) {
      throw new IllegalChoice('glossary: Bulky', `${name} cannot make Take Cover Special Actions`);
    }
    if (!unit.statuses.includes('takingCover')) unit.statuses.push('takingCover');
    events.push(event('takeCover', `${name} Takes Cover`, { unit: unit.id }));
  } else if (choice.kind === 'goOnLookout') {
    unit.statuses.push('onLookout');
    events.push(event('onLookout', `${name} Goes On Lookout`, { unit: unit.id }));
  } else if (choice.kind === 'reArm') {
    if (!unit.statuses.includes('reloading'))
      throw new IllegalChoice('rulebook p.30 Re-Arm', `${name} is not Reloading`);
    dropStatuses(unit, 'reloading');
    events.push(event('reArm', `${name} Re-Arms`, { unit: unit.id }));
  }
  return [...events, ...endActivation(setup, state)];
}
