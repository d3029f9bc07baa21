import { EPSILON, distanceBetween } from '@warroom/engine';
import type { Table } from '../battlefield/table.js';
import type { Attack } from '../attack/attack.js';
import { prepareAttack } from '../attack/prepare.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import type { GameSetup } from './army.js';
import { formationOf } from './formation.js';
import { closeFormationPrecisionChoices, standingAfterPicks } from './precision-choices.js';
import { IllegalChoice } from './rule-error.js';
import type { UnitState } from './state.js';
import { type TargetAcquisition, acquireTarget } from '../battlefield/target-acquisition.js';

const RULE = 'glossary: Precision';

/**
 * glossary: Precision — the attacking General chooses the models the attack
 * Destroys (`chosen`, in order): each a model of the target the attacking
 * Officer can confirm Target Acquisition on (Visibility, `found`'s sight
 * lines, and the row's Long Range, `reach`, to that model); a chosen model it cannot is skipped, and the usual
 * rules for Destroying Models apply once the choices run out (rulebook p.34).
 * In Close Formation each chosen model must be one of the rear rank, or an end
 * of a single rank, as the unit stands once the models chosen (and kept) before
 * it are gone, or the Officer (p.35 Loss of an Officer: a model of the back
 * rank goes in its stead): closeFormationPrecisionChoices. Refused when the
 * attack has no Precision (or the target's Bodyguard takes it away).
 * `picksAhead`: the picks were made before attacks that go first could change
 * the target's ranks (AttackContext.picksAhead): one that is not, or no longer,
 * a model of the target or in order is skipped like one not acquired.
 */
export function precisionPicks(
  setup: GameSetup,
  table: Table,
  attack: Attack,
  reach: { readonly long: number },
  found: Pick<TargetAcquisition, 'sightLines'>,
  parties: { readonly attacker: string; readonly target: UnitState },
  chosen: readonly string[],
  picksAhead = false,
): readonly string[] {
  const { target } = parties;
  if (prepareAttack(attack, ARMOURED_CLASH_RULES).removalChosenBy !== 'attackingGeneral') {
    throw new IllegalChoice(RULE, 'the attack has no Precision (or the target has Bodyguard)');
  }
  const close = formationOf(setup, target) === 'close';
  const officerId = table.units.get(parties.attacker)?.officer;
  const officer = table.models.find((m) => m.id === officerId);
  const kept: string[] = [];
  return chosen.filter((id) => {
    const model = table.models.find((m) => m.id === id && m.unit === target.id);
    if (picksAhead && (model === undefined || (close && !inOrder(target, kept, id)))) return false;
    if (model === undefined) throw new IllegalChoice(RULE, `${id} is not a model of ${target.id}`);
    if (close) refuseOutOfOrder(target, kept, id);
    const seen = found.sightLines.find((s) => s.model === id)?.line.visibility !== 'blocked';
    const distance =
      officer === undefined
        ? Number.POSITIVE_INFINITY
        : distanceBetween(officer.footprint, model.footprint);
    const acquired = seen && distance <= reach.long + EPSILON;
    if (acquired) kept.push(id);
    return acquired;
  });
}

/** Whether `id` may be chosen once the models `kept` before it are gone (closeFormationPrecisionChoices). */
function inOrder(target: UnitState, kept: readonly string[], id: string): boolean {
  return closeFormationPrecisionChoices(target, kept).includes(id);
}

/**
 * glossary: Precision, Close Formation: "models must still be removed from the
 * rear rank; however, this rule allows the Officer to be targeted" (rulebook
 * p.34: with a single rank, a model at one end of it). `id` refused unless
 * closeFormationPrecisionChoices allows it once the models `kept` before it
 * are gone.
 */
function refuseOutOfOrder(target: UnitState, kept: readonly string[], id: string): void {
  if (inOrder(target, kept, id)) return;
  const where =
    kept.length === 0 ? '' : ` once ${kept.join(', ')} ${kept.length === 1 ? 'is' : 'are'} gone`;
  const why = standingAfterPicks(target, kept).models.some((m) => m.id === id)
    ? `is neither in the rear rank nor at an end of a single rank whose loss keeps the Officer its centre (rulebook p.35)${where}`
    : `was already chosen, or goes in the Officer's stead${where}`;
  throw new IllegalChoice(
    RULE,
    `${id} ${why}: in Close Formation only the rear rank (rulebook p.34: an end of a single rank) or the Officer may be chosen`,
  );
}

/** Any distance: Close Quarters rows have no range band, the models are in contact (rulebook p.28). */
const IN_CONTACT = { short: 0, long: Number.POSITIVE_INFINITY };

/**
 * glossary: Precision in a Close Quarters Attack (rulebook p.28): the models
 * the attacking General chose, checked as in a Ranged Attack: each the
 * target's (Close Formation: as its ranks allow, or its Officer), kept when the
 * attacking Officer has Line of Sight to it (Target Acquisition has no range
 * band in contact: our reading), skipped otherwise.
 */
export function closeQuartersPrecisionPicks(
  setup: GameSetup,
  table: Table,
  attack: Attack,
  parties: { readonly attacker: string; readonly target: UnitState },
  chosen: readonly string[],
): readonly string[] {
  const found = acquireTarget(table, parties.attacker, parties.target.id, IN_CONTACT, {
    anyArc: true,
  });
  return precisionPicks(setup, table, attack, IN_CONTACT, found, parties, chosen);
}

/**
 * glossary: Precision in an attack of several targets (All-Out Attack (X),
 * each a separate attack against a different unit): the models the General
 * chose, in order, shared out to the attack against the unit each belongs to.
 * A model of none of the targets is refused.
 */
export function precisionByTarget(
  units: Readonly<Record<string, UnitState>>,
  targets: readonly string[],
  chosen: readonly string[],
): ReadonlyMap<string, readonly string[]> {
  const owner = new Map(
    targets.flatMap((t) => (units[t]?.models ?? []).map((m): [string, string] => [m.id, t])),
  );
  const shared = new Map<string, string[]>();
  for (const id of chosen) {
    const target = owner.get(id);
    if (target === undefined) {
      throw new IllegalChoice(
        RULE,
        `${id} is a model of none of the targets (${targets.join(', ')})`,
      );
    }
    shared.set(target, [...(shared.get(target) ?? []), id]);
  }
  return shared;
}
