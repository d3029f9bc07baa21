import type { Choice, ClashId, Decision } from '@warroom/armoured-clash';

/**
 * The Clashes the heuristic bot prefers, best first: Pitched Battle, then
 * Supply Drop, the Clashes its policy was measured in (docs/architecture.md,
 * Bots: against random it scores 51.5 Victory Points in Pitched Battle, 42.4
 * in Supply Drop); the others are not measured and come as offered.
 */
const HEURISTIC_CLASHES: readonly ClashId[] = ['pitchedBattle', 'supplyDrop'];

/**
 * rulebook p.56 Select a Clash: the Clash the heuristic bot chooses when it
 * won the card draw: the first of HEURISTIC_CLASHES offered, else the first
 * Clash offered.
 */
export function heuristicClash(decision: Decision, first: Choice): Choice {
  for (const clash of HEURISTIC_CLASHES) {
    const offered = decision.options.find((o) => o.kind === 'chooseClash' && o.clash === clash);
    if (offered !== undefined) return offered;
  }
  return first;
}
