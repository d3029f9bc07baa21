import type { SelectionContext } from './conditions.js';
import type { Modifier, Profile } from './data-model.js';
import { type SelectedProfile, modifiedCharacteristics } from './selection.js';

/** The unit profile's Attributes and key information (rulebook p.12) as characteristics name them. */
const STAT_NAMES = {
  target: ['targettype', 'targetcategory', 'target'],
  size: ['size'],
  models: ['models', 'modelcount', 'unitstrength'],
  victoryPoints: ['vpr', 'vp', 'victorypoints', 'victorypointsrating'],
  speed: ['speed', 'move'],
  defence: ['defence', 'defense'],
  damageLimit: ['damagelimit'],
  discipline: ['discipline'],
  breakLimit: ['breaklimit'],
} as const;

export type StatName = keyof typeof STAT_NAMES;

/** The printed names of the stats, for messages. */
export const STAT_LABELS: Record<StatName, string> = {
  target: 'Target Category',
  size: 'Size',
  models: 'Models',
  victoryPoints: 'Victory Points Rating',
  speed: 'Speed',
  defence: 'Defence',
  damageLimit: 'Damage Limit',
  discipline: 'Discipline',
  breakLimit: 'Break Limit',
};

function statNamed(characteristic: string): StatName | undefined {
  const key = characteristic.toLowerCase().replace(/[^a-z]/g, '');
  return (Object.keys(STAT_NAMES) as StatName[]).find((stat) =>
    (STAT_NAMES[stat] as readonly string[]).includes(key),
  );
}

/** The stats that make a profile a unit profile (a weapon row has none of them). */
const DEFINING: readonly StatName[] = ['size', 'speed', 'defence', 'damageLimit', 'discipline'];

/** Whether a profile is a unit profile: it names at least three of Size, Speed, Defence, Damage Limit, Discipline. */
export function isStatProfile(profile: Profile): boolean {
  const stats = new Set(profile.characteristics.map((c) => statNamed(c.name)));
  return DEFINING.filter((stat) => stats.has(stat)).length >= 3;
}

/** A unit profile's values, after the modifiers that hold in the selection. */
export interface StatLine {
  readonly values: Readonly<Partial<Record<StatName, string>>>;
  readonly undecided: readonly Modifier[];
  readonly unsupported: readonly Modifier[];
}

/**
 * The stat line of a selection: its last unit profile (a level option's
 * profile comes after the unit's own), read after its modifiers.
 */
export function statLineOf(
  profiles: readonly SelectedProfile[],
  context: SelectionContext,
): StatLine | undefined {
  const chosen = profiles.filter((p) => isStatProfile(p.profile)).at(-1);
  if (chosen === undefined) return undefined;
  const values: Partial<Record<StatName, string>> = {};
  const undecided: Modifier[] = [];
  const unsupported: Modifier[] = [];
  for (const c of modifiedCharacteristics(chosen, context)) {
    const stat = statNamed(c.name);
    if (stat !== undefined) values[stat] = c.value;
    undecided.push(...c.undecided);
    unsupported.push(...c.unsupported);
  }
  return { values, undecided, unsupported };
}
