import type { Stage } from '@warroom/armoured-clash';
import type { Choice, Game, Side } from './game-types.js';
import { KIND_NAMES, STAGE_NAMES } from './kind-names.js';
import { generalName } from '../general-name.js';

/** Words for what the view names by id: Clashes, units, cards, choices, stages. */
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

/** A card's Conquest Objective, by name (rulebook p.40), for a claim. */
export function conquestName(game: Game, side: Side, card: number): string {
  const name = game.setup.generals[side].deck.cards[card]?.conquest?.name;
  return name === undefined ? `the Conquest Objective of card ${card}` : name;
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

/** Units named in a list: "A, then B" when the order is the order of the attacks. */
function unitList(game: Game, ids: readonly string[], joiner: string): string {
  return ids.map((id) => unitName(game, id)).join(joiner);
}

/** The words of the fields that name other things than the unit and the place. */
function namedParts(game: Game, choice: Choice): string[] {
  const parts: string[] = [];
  if (choice.units !== undefined)
    parts.push(choice.units.length === 0 ? 'no unit' : unitList(game, choice.units, ', '));
  if (choice.target !== undefined) parts.push(`at ${targetName(game, choice.target)}`);
  if (choice.targets !== undefined) parts.push(`at ${unitList(game, choice.targets, ', then ')}`);
  if (choice.spotter !== undefined) parts.push(`spotted by ${unitName(game, choice.spotter)}`);
  if (choice.transport !== undefined) parts.push(`onto ${unitName(game, choice.transport)}`);
  if (choice.building !== undefined) parts.push(`into ${buildingName(game, choice.building)}`);
  if (choice.bearing !== undefined) parts.push(`along the bearing ${choice.bearing}°`);
  if (choice.to !== undefined) parts.push(`to ${generalName(game.view.generals, choice.to)}`);
  // rulebook p.57 Deploy Forces; glossary: Forward.
  if (choice.general !== undefined) parts.push(`I am General ${choice.general}`);
  if (choice.rearEdge !== undefined) parts.push(`along the ${choice.rearEdge} edge`);
  if (choice.forwardDie !== undefined) parts.push(`Forward with a ${choice.forwardDie} die`);
  if (choice.marker !== undefined) parts.push(`at the ${choice.marker} marker`);
  if (choice.piece !== undefined) parts.push(pieceName(game, choice.piece));
  if (choice.overcharge === true) parts.push('Overcharged');
  // glossary: Precision: the models chosen, in order; offered empty, the usual rules choose them.
  if (choice.precision !== undefined)
    parts.push(
      choice.precision.length === 0
        ? 'with Precision, no model named (the usual order)'
        : `with Precision on ${choice.precision.join(', then ')}`,
    );
  if (choice.locomotorBoosters === true) parts.push('with its Locomotor Boosters');
  if (choice.soar === true) parts.push('Soaring');
  return parts;
}

/** The cards a choice names: a bid or a discard by their Command, a claim by its Conquest Objective. */
function cardParts(game: Game, side: Side, choice: Choice): string[] {
  const parts: string[] = [];
  if (choice.card !== undefined)
    parts.push(
      choice.kind === 'flankAttack'
        ? `issued with ${cardName(game, side, choice.card)}`
        : cardName(game, side, choice.card),
    );
  if (choice.command !== undefined)
    parts.push(`with Command ${cardName(game, side, choice.command)}`);
  if (choice.cards !== undefined) {
    const named =
      choice.kind === 'claim'
        ? choice.cards.map((c) => conquestName(game, side, c))
        : choice.cards.map((c) => cardName(game, side, c));
    parts.push(named.length === 0 ? 'nothing' : named.join(', '));
  }
  return parts;
}

/** A choice in words, for its button or the log: every field it carries. */
export function describeChoice(game: Game, side: Side, choice: Choice): string {
  const parts = [KIND_NAMES[choice.kind]];
  if (choice.unit !== undefined) parts.push(unitName(game, choice.unit));
  parts.push(...namedParts(game, choice), ...cardParts(game, side, choice));
  if (choice.at !== undefined) parts.push(`to (${choice.at.join(', ')})`);
  if (choice.facing !== undefined) parts.push(`facing ${choice.facing}°`);
  return parts.join(' ');
}

export function stageName(stage: Stage): string {
  return STAGE_NAMES[stage];
}
