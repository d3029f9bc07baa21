import type { GameState, PlayerView } from '@warroom/armoured-clash';

/** The generator's state the bot's picture carries: never drawn from (the engine's plans roll no die). */
const UNDRAWN = { a: 0, b: 0, c: 0, d: 1 } as const;

/**
 * The game as the view's General sees it, for the engine's plans that read
 * only the table (the units, the Activation, the terrain placed and Wrecked):
 * `planCloseQuarters`, `planChargeCloseQuarters`. What the General cannot see
 * (the other General's hand, both draw piles) is left empty; the plans never
 * read cards or roll a die.
 */
export function stateSeenBy(view: PlayerView): GameState {
  const player = (cards: PlayerView['opponent'], hand: readonly number[]) => ({
    deck: {
      piles: { drawPile: [], discardPile: cards.discardPile.slice() },
      hand: hand.slice(),
      communicationsBreakdown: cards.communicationsBreakdown,
    },
    vp: cards.vp,
  });
  const own = player(view.own, view.own.hand);
  const other = player(view.opponent, []);
  return {
    version: 1,
    rng: { ...UNDRAWN },
    round: view.round,
    stage: view.stage,
    turn: view.turn,
    initiative: view.initiative,
    players: view.as === 'a' ? { a: own, b: other } : { a: other, b: own },
    units: { ...view.units },
    removedObjectives: view.removedObjectives.slice(),
    ...(view.placedTerrain === undefined ? {} : { placedTerrain: view.placedTerrain }),
    ...(view.wreckedBuildings === undefined ? {} : { wreckedBuildings: view.wreckedBuildings }),
    ...(view.activation === undefined ? {} : { activation: { ...view.activation } }),
    ...(view.vitalObjective === undefined ? {} : { vitalObjective: view.vitalObjective }),
    // glossary: Immortal: the Portal Markers its Defence reads.
    ...(view.portals === undefined ? {} : { portals: view.portals }),
  };
}
