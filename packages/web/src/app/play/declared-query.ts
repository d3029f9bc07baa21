import { percent } from '../odds/format.js';
import type { Choice } from './game-types.js';

/** What the odds answer says of the declarations it weighed (glossary: Precision, rulebook p.35). */
export interface DeclaredAnswer {
  readonly precisionPicks?: readonly string[];
  readonly officerLost?: number;
  /** rulebook pp.34-35: the target is the other General's, whose standing order of losses is hidden: the odds take the default order. */
  readonly assumesDefaultLossOrder?: boolean;
}

/**
 * The declarations a choice is made with, written into its odds query as the
 * server reads them: `precision`, the models Precision picks, in order
 * (glossary: Precision); `overcharge` (glossary: Overcharge), `true` for a
 * Ranged Attack, the charging unit for a Close Quarters Attack;
 * `prioritiseExposed` (rulebook p.26 Exposed Models).
 */
export function declarationsQuery(choice: Choice, attacker: string, query: URLSearchParams): void {
  if (choice.precision !== undefined && choice.precision.length > 0) {
    query.set('precision', choice.precision.join(','));
  }
  if (choice.overcharge === true) {
    query.set('overcharge', choice.kind === 'closeQuartersAttack' ? attacker : 'true');
  }
  if (choice.prioritiseExposed === true) query.set('prioritiseExposed', 'true');
}

/**
 * The choice with the declarations picked on the panel: the models Precision
 * Destroys, in order (none picked: as offered), and a Close Quarters Attack
 * Overcharged (a Ranged Attack's Overcharge is an option of its own).
 */
export function withDeclarations(
  choice: Choice,
  precision: readonly string[],
  overcharge: boolean,
): Choice {
  const picked = precision.length === 0 ? choice : { ...choice, precision: precision.slice() };
  return overcharge && choice.kind === 'closeQuartersAttack'
    ? { ...picked, overcharge: true }
    : picked;
}

/** The answer's words for a Precision's picks and the Officer's loss, or nothing when none were picked. */
export function officerLostText(answer: DeclaredAnswer): string {
  if (answer.precisionPicks === undefined || answer.officerLost === undefined) return '';
  const picks =
    answer.precisionPicks.length === 0 ? 'none of them' : answer.precisionPicks.join(', ');
  return `Precision Destroys first: ${picks}; the target loses its Officer: ${percent(answer.officerLost)}.`;
}

/** The answer's words when its odds take the default order of the target's losses (the other General's standing order is hidden). */
export function lossOrderText(answer: DeclaredAnswer): string {
  return answer.assumesDefaultLossOrder === true
    ? 'They assume the default order of the target’s losses (its General may have ordered them otherwise).'
    : '';
}
