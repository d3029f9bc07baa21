import { type ReadRow, attackNamed, readAttackRow } from './attack-rows.js';
import type { SelectionContext } from './conditions.js';
import type { Modifier } from './data-model.js';
import { type SelectedProfile, modifiedCharacteristics } from './selection.js';
import { isRuleListProfile } from './special-rules.js';
import { isStatProfile } from './stat-line.js';
import { cleanText } from './text.js';
import type { UnitWarn } from './unit-levels.js';

/**
 * Reads the weapon profiles of a selection into rows of the Armaments Grid.
 * Profiles that are no attack row (other than the unit profile and special
 * rules lists), and rows that cannot be read, are reported and left out.
 */
export function readWeapons(
  profiles: readonly SelectedProfile[],
  context: SelectionContext,
  warn: UnitWarn,
): { rows: ReadRow[]; undecided: Modifier[] } {
  const rows: ReadRow[] = [];
  const undecided: Modifier[] = [];
  for (const selected of profiles) {
    const { profile } = selected;
    if (isStatProfile(profile) || isRuleListProfile(selected)) continue;
    const name = cleanText(profile.name);
    const kind = attackNamed(profile.name);
    if (kind === undefined) {
      warn(
        'unsupported',
        `the profile "${name}" (${profile.typeName || 'no type'}) is neither the unit profile, a special rules list nor an attack row (Ranged (...), Melee, Impact): not imported`,
      );
      continue;
    }
    if (kind === 'unreadable') {
      warn(
        'unreadable-value',
        `the weapon row "${name}" names no Target Category (Light, Heavy, Aerial): not imported`,
      );
      continue;
    }
    const characteristics = modifiedCharacteristics(selected, context);
    undecided.push(...characteristics.flatMap((c) => c.undecided));
    const read = readAttackRow(profile.name, kind, characteristics);
    for (const note of read.notes) warn('unsupported', `weapon row "${name}": ${note}`);
    if (read.row === undefined) {
      warn('unreadable-value', `weapon row "${name}": ${read.unreadable.join('; ')}: not imported`);
    } else rows.push(read.row);
  }
  return { rows, undecided };
}
