import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import type { AttacksDeclared, CommandWithOneAttack } from '../attacks-declared.js';
import type { GameEvent } from '../events.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { makeAttacks } from './attacks-in-turn.js';
import { issueCommand } from './issue-command.js';

/** A Command issued with one of the attacks declared: the card, and the target of that attack. */
export interface CommandWithAttack {
  readonly card: number;
  readonly against: string;
}

/** The Command a choice issues with one of its attacks, or undefined; both fields or neither. */
export function commandWithAttack(
  rule: string,
  choice: CommandWithOneAttack,
): CommandWithAttack | undefined {
  const { command, commandAgainst } = choice;
  if (command === undefined && commandAgainst === undefined) return undefined;
  if (command === undefined || commandAgainst === undefined) {
    throw new IllegalChoice(
      rule,
      'a Command is issued with a card (command) and the attack against one of the targets (commandAgainst)',
    );
  }
  return { card: command, against: commandAgainst };
}

/**
 * rulebook pp.26, 37: the Attack Step's attacks declared (checked by the
 * caller), made in turn (commands/attacks-in-turn.ts). With `command`, the
 * active General first issues a Command with the attack against
 * `command.against` (one of the targets: each attack of an All-Out Attack, of
 * Fields of Fire or along a Coruscating line is a separate attack for
 * Commands, glossary: Coruscating's example, Precision Fire); once it is
 * received or fails (p.38 Interference), the attacks are made, that one with
 * its Effect. Our reading: the Command is issued as the attacks are declared
 * (one Command per General per Activation, p.38), not between them.
 */
export function declareAttacks(
  setup: GameSetup,
  state: GameState,
  attacks: AttacksDeclared,
  command?: CommandWithAttack,
): GameEvent[] {
  if (command === undefined) return makeAttacks(setup, state, attacks);
  const activation = state.activation;
  const unit = activation === undefined ? undefined : state.units[activation.unit];
  if (activation === undefined || unit === undefined) {
    throw new IllegalChoice('rulebook p.24 Activating a Unit', 'no unit is being Activated');
  }
  const { card, against } = command;
  if (!attacks.attacks.some((attack) => attack.target === against)) {
    throw new IllegalChoice(
      'rulebook p.37 Issuing Commands',
      `the Command is issued with one of the attacks: ${against} is not one of their targets`,
    );
  }
  activation.attacksDeclared = attacks;
  return issueCommand(
    setup,
    state,
    { side: unit.side, card, unit: unit.id, with: { kind: 'rangedAttack', target: against } },
    `as it declares a Ranged Attack against ${armyUnit(setup, against).name}`,
  );
}
