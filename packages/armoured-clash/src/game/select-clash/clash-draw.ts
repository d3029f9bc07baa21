import type { ClashId } from '../clash.js';
import type { CardDraw } from '../generals/card-draw.js';

/** Where the choice of the Clash is written. */
export const SELECT_A_CLASH = 'rulebook p.56 Select a Clash';

/** The common Clashes by their printed names (rulebook pp.58-64). */
export const CLASH_NAMES: Readonly<Record<ClashId, string>> = {
  pitchedBattle: 'Pitched Battle',
  supplyDrop: 'Supply Drop',
  lordOfTheManor: 'Lord of the Manor',
  findTheLady: 'Find the Lady',
  flankingManoeuvres: 'Flanking Manoeuvres',
};

/**
 * rulebook p.56 Select a Clash, made in the game (setup `clashToChoose`): the
 * card draw (every pair of card ids drawn, its winner), then the Clash the
 * winner chose. Both Generals see it: the cards drawn are face up once drawn.
 */
export interface ClashDraw extends CardDraw {
  readonly clash?: ClashId;
}
