import type { Choice, Game, Side } from './game-types.js';

/** Words for what the view names by id: Clashes, units, cards, choices, stages. */
export const CLASH_NAMES: Readonly<Record<string, string>> = {
  pitchedBattle: 'Pitched Battle',
  supplyDrop: 'Supply Drop',
  lordOfTheManor: 'Lord of the Manor',
  findTheLady: 'Find the Lady',
  flankingManoeuvres: 'Flanking Manoeuvres',
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

export const KIND_NAMES: Readonly<Record<string, string>> = {
  deploy: 'Deploy',
  deployReserve: 'Deploy from Reserve',
  advance: 'Advance',
  doubleTime: 'Double Time',
  charge: 'Charge',
  reserve: 'Hold in Reserve',
  stopReserves: 'Deploy no more from Reserve',
  vanguardAdvance: 'Vanguard Advance',
  stopVanguard: 'No more Vanguard Advances',
  giveInitiative: 'Give the Initiative',
  bid: 'Bid',
  surrender: 'Surrender the Initiative',
  discard: 'Discard',
  activate: 'Activate',
  aim: 'Aim',
  hold: 'Hold',
  rangedAttack: 'Ranged Attack',
  interfere: 'Interfere',
  noInterference: 'No Interference',
  opportunityFire: 'Opportunity Fire',
  noReaction: 'No reaction',
  closeQuartersAttack: 'Close Quarters Attack',
  overrun: 'Overrun',
  throw: 'Throw',
  takeCover: 'Take Cover',
  goOnLookout: 'Go on Lookout',
  reArm: 'Re-Arm',
  scourTheField: 'Scour the Field',
};

/** A choice in words, for its button or the log. */
export function describeChoice(game: Game, side: Side, choice: Choice): string {
  const parts = [KIND_NAMES[choice.kind] ?? choice.kind];
  if (choice.unit !== undefined) parts.push(unitName(game, choice.unit));
  if (choice.target !== undefined) parts.push(`at ${unitName(game, choice.target)}`);
  if (choice.to !== undefined) parts.push(`to General ${choice.to.toUpperCase()}`);
  if (choice.marker !== undefined) parts.push(`at the ${choice.marker} marker`);
  if (choice.card !== undefined) parts.push(cardName(game, side, choice.card));
  if (choice.command !== undefined)
    parts.push(`with Command ${cardName(game, side, choice.command)}`);
  if (choice.cards !== undefined) {
    parts.push(
      choice.cards.length === 0
        ? 'nothing'
        : choice.cards.map((c) => cardName(game, side, c)).join(', '),
    );
  }
  if (choice.at !== undefined) parts.push(`to (${choice.at.join(', ')})`);
  if (choice.facing !== undefined) parts.push(`facing ${choice.facing}°`);
  return parts.join(' ');
}

/** The facing a unit starts with: towards the other General's edge. */
const STAGE_NAMES: Readonly<Record<string, string>> = {
  deployment: 'Deployment',
  chooseInitiative: 'Deployment: choosing the Initiative',
  initiative: 'Ready Phase: Initiative',
  drawCards: 'Ready Phase: Draw Cards',
  deployReserves: 'Ready Phase: Reserves',
  activation: 'Activation Phase',
  over: 'Game over',
};

export function stageName(stage: string): string {
  return STAGE_NAMES[stage] ?? stage;
}
