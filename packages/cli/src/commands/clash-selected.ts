import type { ClashId, GameSetup } from '@warroom/armoured-clash';

/** The common Clashes by name (rulebook pp.58-64). */
const CLASH_NAMES: Readonly<Record<ClashId, string>> = {
  pitchedBattle: 'Pitched Battle',
  supplyDrop: 'Supply Drop',
  lordOfTheManor: 'Lord of the Manor',
  findTheLady: 'Find the Lady',
  flankingManoeuvres: 'Flanking Manoeuvres',
};

/**
 * rulebook p.56 Select a Clash, as the record's setup tells it: the Clash
 * chosen by the winner of a card draw (`clashChosen`: the cards' Values, in
 * order), determined randomly (`clashDrawn`), or agreed on. Undefined for a
 * game without a Clash.
 */
export function clashSelectedLine(setup: GameSetup): string | undefined {
  if (setup.clash === undefined) return undefined;
  const name = CLASH_NAMES[setup.clash];
  const chosen = setup.clashChosen;
  if (chosen !== undefined) {
    const values = chosen.draws
      .map(
        (pair) =>
          `${setup.generals.a.deck.cards[pair.a]?.value ?? '?'} against ${setup.generals.b.deck.cards[pair.b]?.value ?? '?'}`,
      )
      .join(', then ');
    return `Clash: ${name}, chosen by ${setup.generals[chosen.winner].name} (side ${chosen.winner}), who drew the highest card (${values}) (rulebook p.56 Select a Clash)`;
  }
  if (setup.clashDrawn !== undefined) {
    return `Clash: ${name}, determined randomly from the seed ${String(setup.clashDrawn.seed)} (rulebook p.56 Select a Clash)`;
  }
  return `Clash: ${name}, agreed on (rulebook p.56 Select a Clash)`;
}
