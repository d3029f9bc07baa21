import { inFrontArc } from '../battlefield/arcs.js';
import { type Table, centreOfModel } from '../battlefield/table.js';
import type { ArmyRangedRow, ArmyUnit, GameSetup } from './army.js';
import { type GameEvent, event } from './events.js';
import type { UnitState } from './state.js';
import { dropStatuses } from './statuses.js';
import { armyUnit } from './army-unit.js';
import { hasTwoFrontArcs } from './front-arcs.js';
import { type TableState, tableOf } from './table-of.js';
import { rangedRow } from './ranged-row.js';
import { profileNow, withSoaring } from './soar.js';

/**
 * glossary: Construction Team, Entrenched — targeted by a Ranged Attack, an
 * Entrenched unit counts as a Heavy target instead of Light, as long as the
 * attacking unit's Line of Sight crosses its Front Arc: read as the attacking
 * Officer's centre in the Front Arc of the target's Officer (as Resilient
 * (Front) reads it; either Front Arc of Rolling Stock). The profile the attack reads: its row, its category.
 */
export function profileAsTarget(
  setup: GameSetup,
  table: Table,
  attackerId: string,
  targetId: string,
  entrenched: boolean,
): ArmyUnit {
  // glossary: Soar (X"): a Soaring target is Aerial, Size 10.
  const target = withSoaring(armyUnit(setup, targetId), table.units.get(targetId)?.soaring);
  if (!entrenched || target.category !== 'light') return target;
  const officerOf = (id: string) => {
    const officer = table.units.get(id)?.officer;
    return table.models.find((m) => m.id === officer);
  };
  const attacker = officerOf(attackerId);
  const officer = officerOf(targetId);
  if (attacker === undefined || officer === undefined) return target;
  // glossary: Rolling Stock: either of its Front Arcs.
  const rollingStock = hasTwoFrontArcs(target);
  const front = inFrontArc(
    centreOfModel(officer),
    officer.facing,
    centreOfModel(attacker),
    rollingStock,
  );
  return front ? { ...target, category: 'heavy' } : target;
}

/**
 * The Ranged row a target calls for from the attacker now (rulebook p.17 Check
 * Armaments), an Entrenched target's Front Arc considered (profileAsTarget).
 */
export function rowAgainst(
  setup: GameSetup,
  state: TableState,
  attackerId: string,
  targetId: string,
): ArmyRangedRow | undefined {
  const entrenched = state.units[targetId]?.statuses.includes('entrenched') === true;
  const target = entrenched
    ? profileAsTarget(setup, tableOf(setup, state), attackerId, targetId, true)
    : profileNow(setup, state, targetId);
  return rangedRow(armyUnit(setup, attackerId), target);
}

/**
 * glossary: Construction Team, Entrenched — the unit loses the status when it
 * moves or makes any Manoeuvre but Aim, and once the Close Quarters Attack of
 * a Charge against it is resolved. Returns the event, if it had the status.
 */
export function leaveEntrenchment(setup: GameSetup, unit: UnitState): GameEvent[] {
  if (!unit.statuses.includes('entrenched')) return [];
  dropStatuses(unit, 'entrenched');
  const text = `${armyUnit(setup, unit.id).name} is no longer Entrenched (its Barricade Tokens are removed)`;
  return [event('losesStatus', text, { unit: unit.id })];
}
