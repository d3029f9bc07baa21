/**
 * What an Aircraft unit's special rules make of its Air Support Sortie
 * (rulebook pp.50-51), built by their handlers at the game step
 * `airSupportSortie` once per unit (game/aircraft/sortie-traits.ts).
 */
export interface SortieTraits {
  /** Incoming, it may receive the Intercept Special Command (glossary: Interceptor). */
  readonly interceptor: boolean;
  /** The opposing General acts in one of its Reaction Steps only (glossary: Supercharger). */
  readonly supercharger: boolean;
  /** Once per Activation, in its Approach or Escape Step, the unit may turn to face any direction (glossary: Brake Turn). */
  readonly brakeTurn: boolean;
}

/** An Aircraft unit whose rules change nothing of its sortie. */
export const PLAIN_SORTIE: SortieTraits = {
  interceptor: false,
  supercharger: false,
  brakeTurn: false,
};
