import type { OddsAttack } from './attack-declarations.js';
import type { Choice } from './game-types.js';

/** Why an attack's odds cannot be weighed before the attacks made before it are resolved. */
export type DependsOn = 'sameTarget' | 'closeQuartersFirst';

/** One attack of a choice that makes several, as the odds query names it. */
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

/** Who makes the attacks, and what the odds of each read of the table. */
export interface AttacksMadeBy {
  readonly attacker: string;
  /** The target of the Charge the unit made, if it did (its Close Quarters Attack comes first). */
  readonly chargeTarget?: string | undefined;
  /** The models of a unit, to give each attack the Precision picks of its own target. */
  readonly modelsOf: (unit: string) => readonly string[];
  /** Whether the unit's Close Quarters row has Precision (glossary: Precision). */
  readonly closeQuartersPrecise: boolean;
}

/**
 * glossary: All-Out Attack (X), Fields of Fire: the attacks `choice` makes,
 * in the order they are made, each as the single attack the odds weigh:
 * after a Charge the Close Quarters Attack first; then a Ranged Attack per
 * target (the server reads the row of the target's Target Category, as the
 * game does), the Command counted with the one attack it is issued against
 * (`commandAgainst`), the Precision picks among its own target's models
 * (after a Charge, the Charge target's go to the Close Quarters Attack when
 * its row has Precision; game/all-out-attack-charge.ts). An attack whose odds
 * depend on the attacks before it is marked: a unit attacked again (its
 * losses to the first are not known yet), and every Ranged Attack after a
 * Close Quarters Combat (its Retaliation may Destroy the attacking unit's
 * models, the loser's test Suppress it).
 */
export function attacksInTurn(choice: Choice, madeBy: AttacksMadeBy): AttackInTurn[] {
  const { attacker, chargeTarget, modelsOf, closeQuartersPrecise } = madeBy;
  const picksOf = (target: string) => {
    const models = modelsOf(target);
    const picks = (choice.precision ?? []).filter((model) => models.includes(model));
    return picks.length === 0 ? {} : { precision: picks };
  };
  const attacks: AttackInTurn[] = [];
  const charged = choice.kind === 'allOutAttack' && chargeTarget !== undefined;
  if (charged) {
    const alone: Choice = {
      kind: 'closeQuartersAttack',
      ...(closeQuartersPrecise ? picksOf(chargeTarget) : {}),
    };
    attacks.push({ attacker, target: chargeTarget, attack: 'closeQuarters', alone });
  }
  const seen = new Set<string>();
  for (const target of choice.targets ?? []) {
    const issued = choice.command !== undefined && choice.commandAgainst === target;
    const picked = charged && closeQuartersPrecise && target === chargeTarget;
    const alone: Choice = {
      kind: 'rangedAttack',
      target,
      ...(issued ? { command: choice.command } : {}),
      ...(picked ? {} : picksOf(target)),
    };
    const dependsOn: DependsOn | undefined = charged
      ? 'closeQuartersFirst'
      : seen.has(target)
        ? 'sameTarget'
        : undefined;
    seen.add(target);
    attacks.push({
      attacker,
      target,
      attack: 'ranged',
      alone,
      ...(dependsOn === undefined ? {} : { dependsOn }),
    });
  }
  return attacks;
}

/** The words shown instead of odds for an attack that depends on the attack before it. */
export function dependsOnText(dependsOn: DependsOn): string {
  return dependsOn === 'sameTarget'
    ? 'No odds yet: depends on the attack before it (the same unit, its losses to the first attack not known yet).'
    : 'No odds yet: depends on the attack before it (the Close Quarters Combat: its Retaliation may Destroy models of the attacking unit, and the loser is tested for Suppression).';
}
