import type { ChoiceKind } from '@warroom/armoured-clash';
import { isChoiceField } from '../replays/replay-field-words.js';
import { replayNames } from '../replays/replay-names.js';
import { SECRET_UNTIL_OVER } from '../replays/replay-words.js';
import { PLAY_FIELD_WORDS, type PlayFieldContext } from './choice-field-words.js';
import type { Choice, Game, LogEntry, Side } from './game-types.js';
import { KIND_NAMES } from './kind-names.js';

/** A kind's name; one the engine does not know as the API gives it. */
function kindName(kind: string): string {
  return Object.hasOwn(KIND_NAMES, kind) ? KIND_NAMES[kind as ChoiceKind] : kind;
}

/** A field in words; one of an unknown name or shape as the API gives it (never a crash). */
function fieldText(key: string, value: unknown, context: PlayFieldContext): string {
  const words = isChoiceField(key) ? PLAY_FIELD_WORDS[key](value, context) : undefined;
  return words ?? `${key} ${JSON.stringify(value)}`;
}

/** The Play page's order of the fields: PLAY_FIELD_WORDS's (those it has no words for last). */
const FIELD_ORDER: readonly string[] = Object.keys(PLAY_FIELD_WORDS);

function fieldPlace(key: string): number {
  return isChoiceField(key) ? FIELD_ORDER.indexOf(key) : FIELD_ORDER.length;
}

/** The fields a choice carries besides its kind, in the Play page's order. */
function orderedFields(choice: Choice): [string, unknown][] {
  return Object.entries(choice)
    .filter(([key, value]) => key !== 'kind' && value !== undefined)
    .sort(([a], [b]) => fieldPlace(a) - fieldPlace(b));
}

/**
 * A choice in words, for its button or the log: the kind's name, then every
 * field it carries in the game's words. `faceDown`: the choice issued a
 * Command whose card the other General has not seen yet (rulebook p.37).
 */
export function describeChoice(game: Game, side: Side, choice: Choice, faceDown = false): string {
  const context: PlayFieldContext = {
    names: replayNames(game),
    side,
    kind: choice.kind,
    faceDown,
  };
  const fields = orderedFields(choice).map(([key, value]) => fieldText(key, value, context));
  return [kindName(choice.kind), ...fields].join(' ');
}

/** The kinds whose content the server withholds from the other General (its choiceSeenBy): the kind alone comes. */
function withheld(game: Game, entry: LogEntry): string | undefined {
  const { kind } = entry.choice;
  const secret = Object.hasOwn(SECRET_UNTIL_OVER, kind) ? SECRET_UNTIL_OVER[kind] : undefined;
  if (entry.side === game.side || secret === undefined) return undefined;
  return Object.keys(entry.choice).length === 1 ? `${kindName(kind)} (${secret})` : undefined;
}

/**
 * A logged choice in words, as `game.side`'s General may know it: what the
 * other General keeps secret (a bid's card, a standing order of losses, a
 * Retaliation's declaration) said as such, and their Command card face down
 * until Interference reveals it (rulebook p.37 Issuing Commands, p.38
 * Interference, Special Commands). The server says which: `entry.faceDown`,
 * set on each unrevealed entry of both Generals (docs/server.md); one's own
 * entry names its card.
 */
export function loggedChoiceText(game: Game, entry: LogEntry): string {
  const faceDown = entry.side !== game.side && entry.faceDown !== undefined;
  const choice = faceDown ? withCardFaceDown(entry) : entry.choice;
  return withheld(game, entry) ?? describeChoice(game, entry.side, choice, faceDown);
}

/** Stands for a card the server withholds: never named, its field said face down. */
const WITHHELD_CARD = -1;

/** The choice with the field of the card the server withheld (`faceDown`, docs/server.md) back, to be said face down. */
function withCardFaceDown(entry: LogEntry): Choice {
  const field = entry.faceDown;
  if (field === undefined || Object.hasOwn(entry.choice, field)) return entry.choice;
  return { ...entry.choice, [field]: WITHHELD_CARD };
}
