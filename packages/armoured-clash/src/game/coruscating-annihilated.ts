import type { GameState, ModelState, UnitState } from './state.js';

/**
 * glossary: Overcharge — "If the attacking unit is Annihilated, any attacks
 * against remaining targets are still resolved": the attacking unit as it
 * stood before the Overcharge Damage that Annihilated it (its models, Officer
 * and Damage), kept with the attacks still to make (`attacksDeclared.attackerAsItStood`).
 */
export interface AttackerAsItStood {
  readonly models: readonly ModelState[];
  readonly officer: string;
  readonly damage: number;
}

/** The unit as it stands now, to keep should the Overcharge Damage about to be applied Annihilate it. */
export function asItStands(unit: UnitState): AttackerAsItStood {
  return { models: unit.models, officer: unit.officer, damage: unit.damage };
}

/**
 * After the Overcharge Damage of one attack of a Coruscating line (the one
 * attack with several targets, glossary: Overcharge's note): the attacking
 * unit Annihilated by it, with attacks still to make, is kept as it stood
 * (`before`), so that those attacks are still resolved (asItStood).
 */
export function keepAttackerAsItStood(
  state: GameState,
  attacker: UnitState,
  before: AttackerAsItStood,
): void {
  const activation = state.activation;
  const declared = activation?.attacksDeclared;
  if (
    activation?.unit !== attacker.id ||
    declared?.of !== 'coruscating' ||
    declared.attacks.length === 0 ||
    !attacker.annihilated
  ) {
    return;
  }
  activation.attacksDeclared = { ...declared, attackerAsItStood: before };
}

/** Whether the unit's attacks are still resolved though it was Annihilated by its Overcharge Damage. */
export function resolvedAsItStood(state: GameState, unit: UnitState): boolean {
  const activation = state.activation;
  return (
    unit.annihilated &&
    activation?.unit === unit.id &&
    activation.attacksDeclared?.attackerAsItStood !== undefined
  );
}

/**
 * `make` (one of the remaining attacks, or its wait for the target's General)
 * made by the unit as it stood before its Overcharge Damage Annihilated it:
 * its models stand for that attack alone (planned and rolled from them), then
 * it is Annihilated again (its Wrecks, rulebook p.35, set aside meanwhile:
 * they are those models); it suffers no further Overcharge Damage
 * (game/overcharge-damage.ts). Anything done after the attack (a demise's
 * blasts, other units' moves) finds it gone.
 */
export function asItStood<T>(state: GameState, unit: UnitState, make: () => T): T {
  const before = state.activation?.attacksDeclared?.attackerAsItStood;
  if (!resolvedAsItStood(state, unit) || before === undefined) return make();
  // rulebook p.35 Wrecks: the Wrecks its models left are those models, standing again for the attack.
  const wrecks = unit.wrecks;
  const standing = new Set(before.models.map((m) => m.id));
  const others = wrecks?.filter((w) => !standing.has(w.id));
  unit.models = before.models;
  unit.officer = before.officer;
  unit.damage = before.damage;
  unit.annihilated = false;
  if (others !== undefined) unit.wrecks = others;
  try {
    return make();
  } finally {
    unit.models = [];
    unit.damage = 0;
    unit.annihilated = true;
    if (wrecks !== undefined) unit.wrecks = wrecks;
  }
}
