import type { GameSetup } from './army.js';
import { meleeRow } from './close-quarters-rows.js';
import { IllegalChoice } from './rule-error.js';
import type { ActivationState, GameState, UnitState } from './state.js';
import { armyUnit } from './army-unit.js';
import { unitStep } from './unit-rules.js';

/** One side's Close Quarters Attack in the combat (rulebook p.28 steps 1-3). */
export interface CloseQuartersStrike {
  readonly striker: UnitState;
  readonly struck: UnitState;
  /** Outflanking: only the charging unit's attack has it. */
  readonly outflanked: boolean;
  /** The charging unit's attack after its Charge (Onslaught; a Command received applies to it); else the Retaliation. */
  readonly charged: boolean;
}

/** The Close Quarters Combat the active unit's Charge began (rulebook p.28). */
export interface CloseQuartersSides {
  readonly activation: ActivationState;
  readonly attacker: UnitState;
  readonly target: UnitState;
  /** rulebook p.29 Secondary Combatants: the other enemy units the Charge ended in contact with, still standing. */
  readonly secondaryCombatants: readonly UnitState[];
  /** rulebook p.45 Storming a Building: the target Garrisons a building. */
  readonly storming: boolean;
  /**
   * The target has the Defensive Advantage (after an Impeded Charge, or
   * Storming a Building; game steps stormingDefensiveAdvantage: Storming
   * Party, defensiveAdvantage: Stoic Defence) and a Melee attack to make first.
   */
  readonly defensiveAdvantage: boolean;
  /**
   * The attacks in the order they are made: the charging unit's, then the
   * Retaliation of a target with a Melee attack (only a Melee attack
   * Retaliates) and, at the same time, of each Secondary Combatant with one
   * (p.29); with the Defensive Advantage, the target's (and theirs) first.
   */
  readonly strikes: readonly CloseQuartersStrike[];
}

/** A unit's Retaliation against the charging unit (rulebook p.28 step 3). */
function retaliation(striker: UnitState, attacker: UnitState): CloseQuartersStrike {
  return { striker, struck: attacker, outflanked: false, charged: false };
}

/**
 * The two sides of the Close Quarters Combat of the active unit and the target
 * of its Charge, and the order of their attacks (rulebook p.28 Close Quarters
 * Attacks, Defensive Advantage): what the combat makes and what its odds read.
 * Throws IllegalChoice when the unit has no Charge target to attack.
 */
export function closeQuartersSides(setup: GameSetup, state: GameState): CloseQuartersSides {
  const activation = state.activation;
  const charge = activation?.charge;
  const attacker = activation === undefined ? undefined : state.units[activation.unit];
  const target = charge === undefined ? undefined : state.units[charge.target];
  if (
    activation === undefined ||
    charge === undefined ||
    attacker === undefined ||
    target === undefined ||
    target.annihilated
  ) {
    throw new IllegalChoice(
      'rulebook p.28 Close Quarters Attacks',
      'there is no Charge target to attack',
    );
  }
  const melee = (unit: UnitState): boolean => meleeRow(armyUnit(setup, unit.id)) !== undefined;
  const retaliates = melee(target);
  const storming = target.garrisoning !== undefined;
  // rulebook p.45: the Garrison has it as though the attacker Charged through Difficult Terrain.
  const advantage = storming
    ? unitStep(setup, attacker.id, 'stormingDefensiveAdvantage', true)
    : charge.impeded;
  const defensiveAdvantage =
    unitStep(setup, target.id, 'defensiveAdvantage', advantage) && retaliates;
  const secondaryCombatants = (charge.secondaryCombatants ?? [])
    .map((id) => state.units[id])
    .filter((u): u is UnitState => u !== undefined && !u.annihilated && u.deployed);
  const charging: CloseQuartersStrike = {
    striker: attacker,
    struck: target,
    outflanked: charge.outflanked,
    charged: true,
  };
  const retaliations = [target, ...secondaryCombatants]
    .filter(melee)
    .map((striker) => retaliation(striker, attacker));
  const strikes = defensiveAdvantage ? [...retaliations, charging] : [charging, ...retaliations];
  return {
    activation,
    attacker,
    target,
    secondaryCombatants,
    storming,
    defensiveAdvantage,
    strikes,
  };
}
