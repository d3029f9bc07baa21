/**
 * rulebook p.19 Discipline Tests: reveal a C&C card; the test is passed if its
 * Card Value is equal to or lower than the unit's Discipline.
 */
export function disciplineTestPassed(cardValue: number, discipline: number): boolean {
  return cardValue <= discipline;
}

/** A change to a unit's Discipline for one test, and where it comes from (Disordered, Suppressive, ...). */
export interface DisciplineModifier {
  readonly source: string;
  readonly amount: number;
}

/** The Discipline a test is taken at: the rating plus every modifier (rulebook p.13 Modifiers). */
export function modifiedDiscipline(
  discipline: number,
  modifiers: readonly DisciplineModifier[],
): number {
  return modifiers.reduce((total, modifier) => total + modifier.amount, discipline);
}

/**
 * A Discipline test's outcome: the card revealed; or no card, when the General
 * failed it voluntarily (rulebook p.19 Voluntary Failure) or neither deck nor
 * discard pile held a card to reveal (which the rules do not foresee: failed).
 */
export type DisciplineTestResult =
  | { readonly kind: 'tested'; readonly cardValue: number; readonly passed: boolean }
  | { readonly kind: 'failedVoluntarily'; readonly passed: false }
  | { readonly kind: 'noCardToReveal'; readonly passed: false };

export const VOLUNTARY_FAILURE: DisciplineTestResult = { kind: 'failedVoluntarily', passed: false };
