import { type GeneralsDecided, generalName } from '../general-name.js';
import type { ReplayStep, Side } from './replay-data.js';

/**
 * What the Replays page names by id, in the game's words: units and their
 * models, a General's cards by their Command or Conquest Objective, terrain
 * by its name, the Generals as the game has them (rulebook p.57).
 */
export interface ReplayNames {
  unit(id: string): string;
  /** A model by its place in its unit (the engine's `unit#3`): "model 3 of Rifles". */
  model(id: string): string;
  /** A card of `side`'s deck by its Command and Value (rulebook p.37); one not in the deck by its id (`#4`). */
  card(side: Side, card: number): string;
  /** A card of `side`'s deck by its Conquest Objective, as it is claimed (rulebook p.40). */
  conquest(side: Side, card: number): string;
  /** A piece of terrain on the battlefield, or one the Generals may place (rulebook p.56). */
  terrain(id: string): string;
  /** Whether a piece of terrain has this id (a Charge may target a building: glossary: Demolition). */
  isTerrain(id: string): boolean;
  general(side: Side): string;
}

/** Where a model's place in its unit begins in its id (`unit#3`, game/model-placement.ts). */
const MODEL_MARK = '#';

/** What the names are read from: a replay step's, or the Play page's game's, setup and the view's Generals. */
interface NamesSource {
  readonly setup: ReplayStep['setup'];
  readonly view: { readonly generals?: GeneralsDecided | undefined };
}

/** The names of what a replay step's (or a game's) setup and view hold. */
export function replayNames(step: NamesSource): ReplayNames {
  const units = new Map<string, string>();
  for (const side of ['a', 'b'] as const) {
    for (const unit of step.setup.generals[side].units) units.set(unit.id, unit.name);
  }
  const pieces = new Map<string, string>();
  for (const piece of [
    ...(step.setup.terrainPlacement?.pieces ?? []),
    ...(step.setup.terrain ?? []),
  ]) {
    pieces.set(piece.id, piece.name ?? piece.id);
  }
  const cardOf = (side: Side, card: number) => step.setup.generals[side].deck?.cards[card];
  const unit = (id: string) => units.get(id) ?? id;
  return {
    unit,
    model: (id) => {
      const mark = id.lastIndexOf(MODEL_MARK);
      return mark < 0 ? id : `model ${id.slice(mark + 1)} of ${unit(id.slice(0, mark))}`;
    },
    card: (side, card) => {
      const c = cardOf(side, card);
      return c === undefined ? `#${card}` : `${c.command?.name ?? 'a card'} (Value ${c.value})`;
    },
    conquest: (side, card) =>
      cardOf(side, card)?.conquest?.name ?? `the Conquest Objective of card ${card}`,
    terrain: (id) => pieces.get(id) ?? id,
    isTerrain: (id) => pieces.has(id),
    general: (side) => generalName(step.view.generals, side),
  };
}
