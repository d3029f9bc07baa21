import { CLASH_NAMES, type ClashDraw, type GameSetup, drawShown } from '@warroom/armoured-clash';

/**
 * rulebook p.56 Select a Clash, as the record tells it: the Clash chosen by
 * the winner of a card draw (made in the game, `clashDraw` of the state, or
 * kept in older setups, `clashChosen`: the cards' Values, in order), still to
 * be chosen by that winner, determined randomly (`clashDrawn`), or agreed on.
 * Undefined for a game without a Clash.
 */
export function clashSelectedLine(
  setup: GameSetup,
  played: { readonly clashDraw?: ClashDraw | undefined },
): string | undefined {
  const draw = played.clashDraw ?? setup.clashChosen;
  const clash = draw?.clash ?? setup.clash;
  if (draw !== undefined) {
    const by = `${setup.generals[draw.winner].name} (side ${draw.winner}), who drew the highest card (${drawShown({ a: setup.generals.a.deck, b: setup.generals.b.deck }, draw)})`;
    return clash === undefined
      ? `Clash: to be chosen by ${by} (rulebook p.56 Select a Clash)`
      : `Clash: ${CLASH_NAMES[clash]}, chosen by ${by} (rulebook p.56 Select a Clash)`;
  }
  if (clash === undefined) return undefined;
  if (setup.clashDrawn !== undefined) {
    return `Clash: ${CLASH_NAMES[clash]}, determined randomly from the seed ${String(setup.clashDrawn.seed)} (rulebook p.56 Select a Clash)`;
  }
  return `Clash: ${CLASH_NAMES[clash]}, agreed on (rulebook p.56 Select a Clash)`;
}
