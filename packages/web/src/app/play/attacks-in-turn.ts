import type { OddsAttack } from './attack-declarations.js';
import type { Choice } from './game-types.js';

/** Why an attack's odds cannot be weighed before the attacks made before it are resolved. */
export type DependsOn = 'sameTarget' | 'closeQuartersFirst';

/**
 * One attack of a choice that makes several, as the server lists them in the
 * order the engine makes them (docs/server.md `POST /api/games/:id/attacks`).
 */
export interface AttackInTurn {
  readonly attacker: string;
  readonly target: string;
  readonly attack: OddsAttack;
  /** The single attack the choice would make alone, with the Command issued with it (`commandAgainst`). */
  readonly alone: Choice;
  /** Set when its exact odds depend on the attack before it. */
  readonly dependsOn?: DependsOn;
}

/** The choices that make several attacks in turn, weighed attack by attack on the Play page. */
export function makesAttacksInTurn(choice: Choice): boolean {
  return choice.kind === 'allOutAttack' || choice.kind === 'fieldsOfFire';
}

/** The words shown instead of odds for an attack that depends on the attack before it. */
export function dependsOnText(dependsOn: DependsOn): string {
  return dependsOn === 'sameTarget'
    ? 'No odds yet: depends on the attack before it (the same unit, its losses to the first attack not known yet).'
    : 'No odds yet: depends on the attack before it (the Close Quarters Combat: its Retaliation may Destroy models of the attacking unit, and the loser is tested for Suppression).';
}
