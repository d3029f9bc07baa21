/**
 * rulebook p.57 Deploy Forces: which General a force is. The setup's sides
 * `a` and `b` are the forces in the order they were given; when a card draw
 * decides who is General A, side `b` may be General A. Every label that names
 * a side as a General goes through here, on the Play and Replays pages alike.
 */

import type { Stage } from '@warroom/armoured-clash';

type Side = 'a' | 'b';

/**
 * The stages before the first Round's Initiative is given: the General who
 * finished deploying first chooses who has it (rulebook p.57), so until then
 * the Initiative is nobody's.
 */
const BEFORE_THE_INITIATIVE: readonly Stage[] = [
  'clash',
  'terrain',
  'generals',
  'supplyDrop',
  'forward',
  'deployment',
  'vanguard',
  'chooseInitiative',
];

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
  return BEFORE_THE_INITIATIVE.some((stage) => stage === view.stage)
    ? 'not yet given (rulebook p.57: the General who finishes deploying first chooses)'
    : generalTitle(view.generals, view.initiative);
}
