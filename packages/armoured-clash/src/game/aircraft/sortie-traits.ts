import { PLAIN_SORTIE, type SortieTraits } from '../../rules/sortie-traits.js';
import type { GameSetup } from '../army.js';
import { unitStep } from '../unit-rules.js';

/** What the unit's special rules make of its Air Support Sortie (game step airSupportSortie: Interceptor, Supercharger, Brake Turn). */
export function sortieTraits(setup: GameSetup, unitId: string): SortieTraits {
  return unitStep(setup, unitId, 'airSupportSortie', PLAIN_SORTIE);
}
