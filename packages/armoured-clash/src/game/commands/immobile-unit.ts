import type { CommandEffect } from '../../cards/deck-definition.js';
import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import type { CommandRefusal } from './command-refusal.js';

/**
 * rulebook p.12 Attributes: Speed "determines how far the unit can move", so
 * a unit of Speed 0 (a Fortification such as the sample Feldbunker) cannot
 * move. Our reading: a Command whose Effect adds inches to a Movement Limit
 * (Forced March; p.13 Modifiers: "its Speed is only increased by 2" for the
 * duration of the Movement step") cannot be issued to it, rather than making
 * it move (its Double Time stays a move of 0": a turn where it stands).
 */
export function immobileRefusal(
  setup: GameSetup,
  unit: string,
  effects: readonly CommandEffect[],
): CommandRefusal | undefined {
  const profile = armyUnit(setup, unit);
  if (profile.speed > 0 || !effects.some((effect) => effect.kind === 'movementBonus'))
    return undefined;
  return {
    rule: 'rulebook p.12 Attributes: Speed',
    message: `${profile.name} has Speed 0 and cannot move: no Command adding to its Movement Limit can be issued to it`,
  };
}
