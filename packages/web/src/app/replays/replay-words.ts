import type { ChoiceKind, Stage } from '@warroom/armoured-clash';
import { FORCE_SCALES } from '../forces/force-model.js';
import { KIND_NAMES, STAGE_NAMES } from '../play/kind-names.js';
import { statusName } from '../play/profile-card.js';
import { CLASH_NAMES } from '../play/words.js';
import type { LogEntry } from './replay-data.js';

/** The Replays page's words for what the API names by id: Clashes, scales, opponents, phases, statuses, choices. */

export function clashWords(clash: string): string {
  return CLASH_NAMES[clash] ?? clash;
}

/** rulebook p.52 Force Scale, by its name. */
export function scaleWords(scale: string): string {
  return FORCE_SCALES.find(([id]) => id === scale)?.[1] ?? scale;
}

export function opponentWords(opponent: string): string {
  return opponent === 'hotseat' ? 'hot-seat' : `the ${opponent} bot`;
}

export function stageWords(stage: string): string {
  return stage in STAGE_NAMES ? STAGE_NAMES[stage as Stage] : stage;
}

export function statusesWords(statuses: readonly string[]): string {
  return statuses.map(statusName).join(', ');
}

/** Fields of a choice that name a unit, shown by the unit's name. */
const UNIT_FIELDS: readonly string[] = ['unit', 'target', 'spotter', 'transport'];

/**
 * A choice as the replay shows it: what was done in the open, in the game's
 * words (the kind's name, units by name). A bid stays a face-down card until
 * the game is over (the events tell the cards once both are revealed).
 */
export function choiceText(
  entry: LogEntry,
  over: boolean,
  unitNames: ReadonlyMap<string, string>,
): string {
  const { kind, ...rest } = entry.choice;
  const named = kind in KIND_NAMES ? KIND_NAMES[kind as ChoiceKind] : kind;
  if (kind === 'bid' && !over) return `${named} (a face-down card)`;
  const details = Object.entries(rest)
    .filter(([key]) => over || key !== 'card')
    .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
    .map(([key, value]) =>
      UNIT_FIELDS.includes(key) && typeof value === 'string'
        ? `${key} ${unitNames.get(value) ?? value}`
        : `${key} ${String(value)}`,
    );
  return details.length === 0 ? named : `${named}: ${details.join(', ')}`;
}
