import { EPSILON } from '@warroom/engine';
import type { TargetUnit } from '../attack/attack.js';
import type { Table } from '../battlefield/table.js';
import type { ArmyRangedRow } from './army.js';
import { IllegalChoice } from './rule-error.js';
import type { WeaponAcquisition } from './weapon-acquisition.js';

const RULE = 'rulebook p.26 Exposed Models';

/** An attack that prioritises Exposed models: Target Acquisition without the others, and which they are. */
export interface ExposedPriority {
  /** Target Acquisition as if the models not Exposed were not there (Concealed, Short Range). */
  readonly acquisition: WeaponAcquisition;
  /** The target's models that can be Destroyed: the Exposed ones. */
  readonly exposed: readonly string[];
  /** How many of the target's models are ignored for the attack. */
  readonly ignored: number;
}

/**
 * rulebook p.26 Exposed Models: if some (but not all) of the target's models
 * are Exposed (the attacking Officer has Clear Line of Sight to them), the
 * attacking General can declare that the attack prioritises them: for the
 * duration of the attack the other models are entirely ignored (no Concealed
 * penalty for them, and they cannot be Destroyed). Not allowed when the
 * nearest Exposed model is outside the attack's Long Range. `found` is the
 * Target Acquisition with every model; `reacquire` confirms it again on a
 * table (the same one without the ignored models).
 */
export function prioritiseExposed(
  table: Table,
  targetId: string,
  found: WeaponAcquisition,
  row: ArmyRangedRow,
  reacquire: (without: Table) => WeaponAcquisition,
): ExposedPriority {
  const all = found.sightLines.map((s) => s.model);
  const exposed = found.exposed;
  if (exposed.length === 0 || exposed.length === all.length) {
    throw new IllegalChoice(
      RULE,
      `only when some (but not all) models of ${targetId} are Exposed: ${exposed.length} of ${all.length} are`,
    );
  }
  const ignored = new Set(all.filter((model) => !exposed.includes(model)));
  const without: Table = { ...table, models: table.models.filter((m) => !ignored.has(m.id)) };
  const acquisition = reacquire(without);
  if (!acquisition.confirmed || acquisition.distance > row.range.long + EPSILON) {
    throw new IllegalChoice(
      RULE,
      `the nearest Exposed model of ${targetId} is outside the attack's Long Range (${row.range.long}")`,
    );
  }
  return { acquisition, exposed, ignored: ignored.size };
}

/** The target as an attack prioritising Exposed models finds it: the Exposed models, the others ignored. */
export function exposedTarget(
  target: TargetUnit,
  priority: ExposedPriority | undefined,
): TargetUnit {
  if (priority === undefined) return target;
  return { ...target, models: priority.exposed.length, ignoredModels: priority.ignored };
}
