import { EPSILON, distanceBetween } from '@warroom/engine';
import type { Table } from '../battlefield/table.js';
import type { Attack } from '../attack/attack.js';
import { prepareAttack } from '../attack/prepare.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import type { ArmyRangedRow, GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import { rearRank } from './close-formation-ranks.js';
import { IllegalChoice } from './rule-error.js';
import type { UnitState } from './state.js';
import type { WeaponAcquisition } from './weapon-acquisition.js';

const RULE = 'glossary: Precision';

/**
 * glossary: Precision — the attacking General chooses the models the attack
 * Destroys (`chosen`, in order): each a model of the target the attacking
 * Officer can confirm Target Acquisition on (Visibility and the row's Long
 * Range to that model); a chosen model it cannot is skipped, and the usual
 * rules for Destroying Models apply once the choices run out (rulebook p.34).
 * In Close Formation only the rear rank or the Officer may be chosen (p.35 Loss
 * of an Officer: a model of the back rank goes in its stead). Refused when the
 * attack has no Precision (or the target's Bodyguard takes it away).
 */
export function precisionPicks(
  setup: GameSetup,
  table: Table,
  attack: Attack,
  row: ArmyRangedRow,
  found: WeaponAcquisition,
  parties: { readonly attacker: string; readonly target: UnitState },
  chosen: readonly string[],
): readonly string[] {
  const { target } = parties;
  if (prepareAttack(attack, ARMOURED_CLASH_RULES).removalChosenBy !== 'attackingGeneral') {
    throw new IllegalChoice(RULE, 'the attack has no Precision (or the target has Bodyguard)');
  }
  const close = armyUnit(setup, target.id).formation === 'close';
  const rear = close ? rearRank(target) : [];
  const officerId = table.units.get(parties.attacker)?.officer;
  const officer = table.models.find((m) => m.id === officerId);
  return chosen.filter((id) => {
    const model = table.models.find((m) => m.id === id && m.unit === target.id);
    if (model === undefined) throw new IllegalChoice(RULE, `${id} is not a model of ${target.id}`);
    if (close && id !== target.officer && !rear.includes(id)) {
      throw new IllegalChoice(
        RULE,
        `${id} is not in the rear rank: in Close Formation only the rear rank or the Officer may be chosen`,
      );
    }
    const seen = found.sightLines.find((s) => s.model === id)?.line.visibility !== 'blocked';
    const reach =
      officer === undefined
        ? Number.POSITIVE_INFINITY
        : distanceBetween(officer.footprint, model.footprint);
    return seen && reach <= row.range.long + EPSILON;
  });
}
