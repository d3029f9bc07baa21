import type { Side } from '../../battlefield/table.js';
import type { ConquestTrigger } from '../../cards/deck-definition.js';
import type { ArmyUnit, GameSetup } from '../army.js';
import type { GameEvent } from '../events.js';
import type { EventKind } from '../event-kinds.js';
import { armyUnit } from '../army-unit.js';

/** A Trigger met in the game: by which General, about which enemy unit. */
export interface TriggerMet {
  readonly side: Side;
  readonly trigger: ConquestTrigger;
  readonly unit: ArmyUnit;
}

/** The only events that meet a Trigger (triggersMet): a choice with none of them meets none. */
export const MEETING_KINDS: ReadonlySet<EventKind> = new Set<EventKind>([
  'breaks',
  'fallBack',
  'annihilated',
]);

/** Events after which an Annihilation is no longer the attack's doing (the unit Broke, Fled, was Abandoned). */
const NOT_BY_THE_ATTACK: ReadonlySet<EventKind> = new Set<EventKind>([
  'breaks',
  'flees',
  'fallBack',
  'abandoned',
]);

// A setup never changes during a game: General A's unit ids are gathered once.
const generalAUnits = new WeakMap<GameSetup, ReadonlySet<string>>();

function enemyOf(unit: ArmyUnit, setup: GameSetup): Side {
  let ids = generalAUnits.get(setup);
  if (ids === undefined) {
    ids = new Set(setup.generals.a.units.map((u) => u.id));
    generalAUnits.set(setup, ids);
  }
  return ids.has(unit.id) ? 'b' : 'a';
}

/** The Transport (or Carrier) a unit is Embarked on, or was lost aboard, or undefined. */
export type TransportOf = (unit: string) => string | undefined;

/**
 * The Conquest Triggers (the deck format's `when`) the events of one choice
 * met, in order (rulebook p.40: "as soon as" they are met):
 * - `annihilate`: a Ranged Attack's Damage Destroyed the last model of an enemy
 *   unit of that Target Category (Heavy or Light): the unit did not Break,
 *   Flee or lose its models to Abandonment first. An Embarked unit whose
 *   models were Destroyed aboard (rulebook p.46 Attacking Transport Units:
 *   event `destroyed`) was Annihilated by the attack on its Transport
 *   (`transportOf`), so by an attack of the Transport's Target Category, not
 *   its own (our reading of "Annihilate an enemy unit with a Heavy / Light
 *   Target Attack");
 * - `enemyBreaks`: an enemy unit Breaks (rulebook p.36);
 * - `enemyFallsBack`: an enemy unit Falls Back (rulebook p.36).
 */
export function triggersMet(
  setup: GameSetup,
  events: readonly GameEvent[],
  transportOf: TransportOf = () => undefined,
): TriggerMet[] {
  const met: TriggerMet[] = [];
  let attacker: Side | undefined;
  const elsewise = new Set<string>();
  const lostAboard = new Set<string>();
  for (const e of events) {
    if (e.kind === 'rangedAttack' || e.kind === 'closeQuartersAttack') {
      attacker = e.kind === 'rangedAttack' ? e.side : undefined;
      elsewise.clear();
      lostAboard.clear();
    }
    if (e.unit === undefined) continue;
    if (NOT_BY_THE_ATTACK.has(e.kind)) elsewise.add(e.unit);
    if (e.kind === 'destroyed') lostAboard.add(e.unit);
    if (!MEETING_KINDS.has(e.kind)) continue;
    const unit = armyUnit(setup, e.unit);
    const side = enemyOf(unit, setup);
    if (e.kind === 'breaks') met.push({ side, unit, trigger: { kind: 'enemyBreaks' } });
    if (e.kind === 'fallBack') met.push({ side, unit, trigger: { kind: 'enemyFallsBack' } });
    const carrier = lostAboard.has(e.unit) ? transportOf(e.unit) : undefined;
    const category = (carrier === undefined ? unit : armyUnit(setup, carrier)).category;
    if (
      e.kind === 'annihilated' &&
      attacker === side &&
      !elsewise.has(e.unit) &&
      (category === 'heavy' || category === 'light')
    ) {
      met.push({ side, unit, trigger: { kind: 'annihilate', attack: category } });
    }
  }
  return met;
}
