import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import { unitStep } from '../unit-rules.js';
import type { CommandRefusal } from './command-refusal.js';

/**
 * rulebook p.21 Flank Attack: why the Special Command cannot be issued to
 * `unit`, deployed from Reserve, when one of its rules bars it (game step
 * flankAttackBarred; glossary: Large), or undefined.
 */
export function flankAttackBarred(setup: GameSetup, unit: string): CommandRefusal | undefined {
  const rule = unitStep(setup, unit, 'flankAttackBarred', undefined);
  if (rule === undefined) return undefined;
  return {
    rule,
    message: `${armyUnit(setup, unit).name} is deployed from Reserve: a Flank Attack Special Command cannot be issued to it`,
  };
}
