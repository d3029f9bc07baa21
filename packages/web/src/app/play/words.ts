import type { Stage } from '@warroom/armoured-clash';
import type { Game, Side } from './game-types.js';
import { STAGE_NAMES } from './kind-names.js';

/** Words for what the view names by id: Clashes, units, cards, terrain, stages (a choice's: choice-words.ts). */
export const CLASH_NAMES: Readonly<Record<string, string>> = {
  pitchedBattle: 'Pitched Battle',
  supplyDrop: 'Supply Drop',
  lordOfTheManor: 'Lord of the Manor',
  findTheLady: 'Find the Lady',
  flankingManoeuvres: 'Flanking Manoeuvres',
  // rulebook p.56 Select a Clash: a game's Clash until the winner of its card draw chooses it.
  chosen: 'A Clash to be chosen',
};
export function unitName(game: Game, id: string | undefined): string {
  if (id === undefined) return '';
  const unit = [...game.setup.generals.a.units, ...game.setup.generals.b.units].find(
    (u) => u.id === id,
  );
  return unit?.name ?? id;
}

export function cardName(game: Game, side: Side, card: number): string {
  const c = game.setup.generals[side].deck.cards[card];
  return c === undefined ? `card ${card}` : `${c.command?.name ?? 'card'} (Value ${c.value})`;
}

/** A terrain piece (a Defensible Building) by its name. */
export function buildingName(game: Game, id: string): string {
  return game.setup.terrain.find((t) => t.id === id)?.name ?? id;
}

/** A building a Charge targets (glossary: Demolition), when the id names a piece of terrain rather than a unit. */
export function targetedBuilding(game: Game, id: string): string | undefined {
  const piece = game.setup.terrain.find((t) => t.id === id);
  return piece === undefined ? undefined : (piece.name ?? id);
}

/** A target by its name: a unit, or a building a Charge targets (glossary: Demolition). */
export function targetName(game: Game, id: string): string {
  return targetedBuilding(game, id) ?? unitName(game, id);
}

/** A piece of terrain the Generals may place (rulebook p.56 Placing Terrain), by its name. */
export function pieceName(game: Game, id: string): string {
  return game.setup.terrainPlacement?.pieces.find((t) => t.id === id)?.name ?? id;
}

export function stageName(stage: Stage): string {
  return STAGE_NAMES[stage];
}
