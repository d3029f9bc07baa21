import { type Choice, type GameSetup, type PlayerView, legalCharge } from '@warroom/armoured-clash';
import { chargeWorthMaking } from './heuristic-close-quarters.js';
import { stateSeenBy } from './heuristic-view-state.js';

/**
 * A Charge that must be made (glossary: Berserk, Run Amok, Overrun): the best
 * one the heuristic's few straight approaches can place (chargeWorthMaking,
 * by the engine's plan of the combat); when none of those is legal, the
 * engine's own search of a legal Charge along the real path (`legalCharge`:
 * every approach around each target model within reach, checked as the
 * Charge is), on the game as its General sees it. Undefined only when no
 * Charge can be placed at all.
 */
export function forcedCharge(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  targets: readonly string[],
): Choice | undefined {
  return (
    chargeWorthMaking(setup, view, unit, targets, 0, true) ??
    legalCharge(setup, stateSeenBy(view), unit, targets)
  );
}
