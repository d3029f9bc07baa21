import type { Choice, Decision, GameSetup, PlayerView } from '@warroom/armoured-clash';

/** A player of Warroom games: given what its General sees and the decision, it chooses. */
export interface Player {
  readonly name: string;
  choose(setup: GameSetup, view: PlayerView, decision: Decision): Choice;
}
