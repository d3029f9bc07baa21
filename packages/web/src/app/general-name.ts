/**
 * rulebook p.57 Deploy Forces: which General a force is. The setup's sides
 * `a` and `b` are the forces in the order they were given; when a card draw
 * decides who is General A, side `b` may be General A. Every label that names
 * a side as a General goes through here, on the Play and Replays pages alike.
 */

import type { Stage } from '@warroom/armoured-clash';

type Side = 'a' | 'b';

/**
 * Whether the Initiative is given yet in each stage: not in those before the
 * first Round, until the General who finished deploying first chooses who
 * has it (rulebook p.57). A copy of the engine's knowledge (the browser cannot
 * import the engine's values without a bundler), typed by its stages so that a
 * new stage does not compile without an answer; initiative-given.test.ts
 * checks it against games the engine plays.
 */
export const INITIATIVE_GIVEN: Readonly<Record<Stage, boolean>> = {
  clash: false,
  terrain: false,
  generals: false,
  supplyDrop: false,
  forward: false,
  deployment: false,
  vanguard: false,
  chooseInitiative: false,
  initiative: true,
  drawCards: true,
  deployReserves: true,
  activation: true,
  over: true,
};

/** The view's card draw for General A (`view.generals`): absent when the setup fixed side a as General A. */
export interface GeneralsDecided {
  readonly generalA?: Side;
}

/**
 * "General A" or "General B" as the game has them: by the side when the setup
 * fixed them, by the draw once it is decided, "the first force" or "the
 * second force" until then.
 */
export function generalName(decided: GeneralsDecided | undefined, side: Side): string {
  if (decided === undefined) return `General ${side.toUpperCase()}`;
  if (decided.generalA === undefined) return side === 'a' ? 'the first force' : 'the second force';
  return side === decided.generalA ? 'General A' : 'General B';
}

/** The same, to begin a sentence or a label ("The first force: ..."). */
export function generalTitle(decided: GeneralsDecided | undefined, side: Side): string {
  const name = generalName(decided, side);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The sides in the order of the Generals: General A's first (side a until a draw makes side b General A). */
export function sidesByGeneral(decided: GeneralsDecided | undefined): readonly [Side, Side] {
  return decided?.generalA === 'b' ? ['b', 'a'] : ['a', 'b'];
}

/** Who has the Initiative, in words: "not yet given" before the first Round's is chosen (rulebook p.57). */
export function initiativeWords(view: {
  readonly stage: string;
  readonly initiative: Side;
  readonly generals?: GeneralsDecided | undefined;
}): string {
  return Object.hasOwn(INITIATIVE_GIVEN, view.stage) && !INITIATIVE_GIVEN[view.stage as Stage]
    ? 'not yet given (rulebook p.57: the General who finishes deploying first chooses)'
    : generalTitle(view.generals, view.initiative);
}
