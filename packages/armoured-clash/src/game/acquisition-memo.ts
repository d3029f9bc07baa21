import type { Table } from '../battlefield/table.js';
import { firstSeen } from '../battlefield/target-acquired.js';
import { acquireTarget } from '../battlefield/target-acquisition.js';
import type { ArmyRangedRow, GameSetup } from './army.js';
import { acquisitionMayConfirm } from './acquisition-verdict.js';
import { acquisitionRoute } from './acquisition-route.js';
import { acquiresInAnyArc } from './irregular.js';
import { type WeaponAcquisition, acquisitionWithRow } from './weapon-acquisition.js';

/**
 * What is known of one attacker's Target Acquisition of one target, with one
 * row, on one table: whether the cheap check may confirm it (false: it
 * certainly does not), and the full answer, each once asked.
 */
interface Known {
  readonly row: ArmyRangedRow | undefined;
  mayConfirm?: boolean;
  found?: WeaponAcquisition;
}

/** A refusal names the check that failed alone: no sight line is drawn for it (game/weapon-acquisition.ts). */
const VERDICT = { verdictOnly: true };

/** What is known on one table: by the attacker, then the target. */
type KnownOnTable = Map<string, Map<string, Known>>;

/**
 * Target Acquisitions worked out on a table: a table is an immutable value,
 * drawn for one setup (game/table-of.ts), and but for Trail (glossary: a unit
 * moved through, the Activation's own, never kept) an acquisition with a row
 * reads nothing but the setup, the table, the two units and the row
 * (game/weapon-acquisition.ts, game/acquisition-verdict.ts). The game gives
 * the same table again while no model moves, so a bot weighing its units'
 * shots at the Activation, the Movement Step and the Attack Step asks each
 * acquisition once.
 */
const memos = new WeakMap<Table, { readonly setup: GameSetup; readonly known: KnownOnTable }>();

/**
 * The Target Acquisition a Ranged Attack plan reads (acquisitionWithRow, same
 * arguments, verdict only: a refusal names the check that failed, no sight
 * line drawn for it). `verdictOnly`: when the plan's refusal is not read,
 * undefined where acquisitionMayConfirm says it certainly is not, without
 * the full answer. Each answer on a table is worked out once; it is shared,
 * read only.
 */
export function acquisitionForPlan(
  setup: GameSetup,
  table: Table,
  attackerId: string,
  targetId: string,
  row: ArmyRangedRow | undefined,
  movedThrough: readonly string[],
  verdictOnly: boolean,
): WeaponAcquisition | undefined {
  const route = acquisitionRoute(row);
  const full = (): WeaponAcquisition =>
    acquisitionWithRow(setup, table, attackerId, targetId, row, movedThrough, VERDICT);
  // glossary: Trail: a unit moved through is acquired (the cheap check says "may"), the Activation's own.
  if (route.movedThrough && movedThrough.includes(targetId)) return full();
  const known = knownOn(setup, table, attackerId, targetId, row);
  if (verdictOnly && known.mayConfirm === undefined && known.found === undefined) {
    // rulebook p.17 through the Officer's own eyes: the cheap check's work is the full one's start.
    if (row !== undefined && !route.trapExposedOnly && !route.friendlyVisibility) {
      const anyArc = route.anyArc || acquiresInAnyArc(setup, attackerId);
      const seen = firstSeen(table, attackerId, targetId, row.range, { anyArc });
      known.mayConfirm = seen !== undefined;
      if (seen !== undefined) {
        const options = { anyArc, verdictOnly: true };
        known.found = acquireTarget(table, attackerId, targetId, row.range, options, seen);
      }
    }
  }
  if (verdictOnly) {
    // The cheap check never says "no" where the full one confirms (game/acquisition-verdict.ts).
    known.mayConfirm ??=
      known.found?.confirmed === true ||
      acquisitionMayConfirm(setup, table, attackerId, targetId, row);
    if (!known.mayConfirm) return undefined;
  }
  known.found ??= full();
  return known.found;
}

/** The answers known of the acquisition on `table`. */
function knownOn(
  setup: GameSetup,
  table: Table,
  attackerId: string,
  targetId: string,
  row: ArmyRangedRow | undefined,
): Known {
  let memo = memos.get(table);
  if (memo?.setup !== setup) {
    memo = { setup, known: new Map() };
    memos.set(table, memo);
  }
  let byTarget = memo.known.get(attackerId);
  if (byTarget === undefined) {
    byTarget = new Map();
    memo.known.set(attackerId, byTarget);
  }
  const known = byTarget.get(targetId);
  // An Entrenched target may call for another row (glossary: Construction Team): that one starts afresh.
  if (known !== undefined && known.row === row) return known;
  const fresh: Known = { row };
  byTarget.set(targetId, fresh);
  return fresh;
}
