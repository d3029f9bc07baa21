import type { SelectionContext } from './conditions.js';
import type { ResolvedEntry } from './data-index.js';
import type { Constraint } from './data-model.js';
import type { ImportWarningKind } from './import-warning.js';
import { modifiedValue } from './modifiers.js';

/** What a unit entry's constraints give the ORBAT, and what they say that it cannot hold. */
export interface UnitLimits {
  /** The least `max ... in roster`: at most this many in a Force. */
  readonly maxPerForce?: number;
  readonly notes: readonly { readonly kind: ImportWarningKind; readonly message: string }[];
}

/** Scopes that count one force: in an Armoured Clash catalogue, one Battlegroup. */
const PER_FORCE = new Set(['force', 'parent']);

function quoted(names: readonly string[]): string {
  return names.map((n) => `"${n}"`).join(', ');
}

/** A per-Battlegroup maximum, with the values its modifiers set in particular Battlegroups. */
function perBattlegroup(
  unit: ResolvedEntry,
  constraint: Constraint,
  context: SelectionContext,
  names: ReadonlyMap<string, string>,
): string {
  const byValue = new Map<string, string[]>();
  let undecided = false;
  for (const battlegroup of context.battlegroups) {
    const modified = modifiedValue(String(constraint.value), constraint.id, unit.modifiers, {
      ...context,
      battlegroup,
    });
    undecided ||= modified.undecided.length > 0;
    if (modified.value !== String(constraint.value)) {
      byValue.set(modified.value, [
        ...(byValue.get(modified.value) ?? []),
        names.get(battlegroup) ?? battlegroup,
      ]);
    }
  }
  const exceptions = [...byValue].map(([value, where]) => `${value} in ${quoted(where)}`);
  return [
    `at most ${constraint.value} in each Battlegroup`,
    exceptions.length > 0 ? ` (${exceptions.join('; ')})` : '',
    undecided ? ', with modifiers only a roster can decide' : '',
  ].join('');
}

/**
 * Reads a unit entry's constraints: a maximum in the roster is the ORBAT's
 * `maxPerForce`; maximums per Battlegroup (BattleScribe's "force"), minimums and
 * limits on other fields have no place in the ORBAT format and are reported.
 */
export function unitLimits(
  unit: ResolvedEntry,
  context: SelectionContext,
  names: ReadonlyMap<string, string>,
): UnitLimits {
  let maxPerForce: number | undefined;
  const notes: { kind: ImportWarningKind; message: string }[] = [];
  for (const constraint of unit.constraints) {
    const { type, field, scope, value } = constraint;
    const counts = field === 'selections';
    if (counts && type === 'max' && scope === 'roster') {
      const modified = modifiedValue(String(value), constraint.id, unit.modifiers, context);
      if (modified.undecided.length > 0) {
        notes.push({
          kind: 'modifier',
          message: `its maximum of ${value} per Force has modifiers only a roster can decide: ${value} kept`,
        });
      }
      const max = Number(modified.value);
      if (Number.isInteger(max) && max >= 1) maxPerForce = Math.min(maxPerForce ?? max, max);
      else notes.push({ kind: 'unsupported', message: `a maximum of ${modified.value} per Force` });
    } else if (counts && type === 'max' && PER_FORCE.has(scope)) {
      notes.push({
        kind: 'unsupported',
        message: `BattleScribe allows ${perBattlegroup(unit, constraint, context, names)}; the ORBAT format has no per-Battlegroup unit limit: not imported`,
      });
    } else if (!(type === 'min' && value === 0)) {
      notes.push({
        kind: 'unsupported',
        message: `the constraint "${type} ${value} ${field} in ${scope}" has no place in the ORBAT format: not imported`,
      });
    }
  }
  return { ...(maxPerForce === undefined ? {} : { maxPerForce }), notes };
}
