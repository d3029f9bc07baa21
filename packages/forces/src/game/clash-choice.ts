import { type ClashId, drawClash } from '@warroom/armoured-clash';

/** The players a Clash may be chosen by when a bot wins the card draw (rulebook p.56). */
export type ClashChooser = 'heuristic' | 'random';

/**
 * The Clash the heuristic bot chooses: Pitched Battle, the Clash its policy
 * was measured in (docs/architecture.md, Bots: against random it scores more
 * Victory Points in Pitched Battle than in Supply Drop, 51.5 against 42.4),
 * whose only objectives are the markers and the enemy it heads for.
 */
export const HEURISTIC_CLASH: ClashId = 'pitchedBattle';

/**
 * rulebook p.56 Select a Clash: "the General who draws the highest card
 * chooses a Clash" — the choice of a bot that won the draw (drawForClashChoice):
 * the heuristic bot's `HEURISTIC_CLASH`; the random bot's drawn from `seed`
 * with the engine's seeded generator, each common Clash as likely (drawClash).
 */
export function botClashChoice(bot: ClashChooser, seed: number | string): ClashId {
  return bot === 'heuristic' ? HEURISTIC_CLASH : drawClash(`${seed}:clash-choice`);
}
