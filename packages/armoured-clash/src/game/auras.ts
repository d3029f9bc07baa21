import { EPSILON, distanceBetween } from '@warroom/engine';
import { type Table, distanceBetweenUnits, modelsOf } from '../battlefield/table.js';
import type { GameSetup } from './army.js';
import { onTheBattlefield } from './ground-presence.js';
import { heldX } from './held-rules.js';
import type { GameState, UnitState } from './state.js';
import { tableOf } from './table-of.js';

/** Whose units an aura reaches, seen from the unit that holds it. */
export type AuraReach = 'friendly' | 'enemy';

/** How an aura's distance is measured to the unit it may reach. */
export type AuraMeasure =
  /** rulebook p.11: between the closest models of the two units. */
  | 'unit'
  /** From the unit's Officer (glossary: Chain of Command (X")). */
  | 'officer';

/** A unit whose rule reaches another unit: the holder, and its rule's X. */
export interface AuraSource {
  readonly unit: string;
  readonly name: string;
  readonly x: number;
}

const holders = new WeakMap<GameSetup, Map<string, readonly AuraSource[]>>();

/** Every unit of the setup whose profile names `rule`, with its X (looked up once per setup). */
function holdersOf(setup: GameSetup, rule: string): readonly AuraSource[] {
  const known = holders.get(setup) ?? new Map<string, readonly AuraSource[]>();
  holders.set(setup, known);
  const found = known.get(rule);
  if (found !== undefined) return found;
  const all = [...setup.generals.a.units, ...setup.generals.b.units].flatMap((u) => {
    const x = heldX(setup, u.id, rule);
    return x === undefined ? [] : [{ unit: u.id, name: u.name, x }];
  });
  known.set(rule, all);
  return all;
}

function within(table: Table, holder: string, unit: UnitState, measure: AuraMeasure, x: number) {
  const reach = x + EPSILON;
  if (measure === 'unit') return distanceBetweenUnits(table, holder, unit.id) <= reach;
  const officer = modelsOf(table, unit.id).find((m) => m.id === unit.officer);
  return (
    officer !== undefined &&
    modelsOf(table, holder).some((h) => distanceBetween(h.footprint, officer.footprint) <= reach)
  );
}

/**
 * Where a holder's aura is measured from: the holder on the battlefield; with
 * `throughTransport`, also the Transport unit it is Embarked on (rulebook p.46;
 * glossary: Chain of Command (X")).
 */
function measuredFrom(
  state: GameState,
  holder: UnitState,
  throughTransport: boolean,
): UnitState | undefined {
  if (onTheBattlefield(holder)) return holder;
  const transport = throughTransport ? holder.embarked?.transport : undefined;
  const carrier = transport === undefined ? undefined : state.units[transport];
  return carrier !== undefined && onTheBattlefield(carrier) ? carrier : undefined;
}

/**
 * The other units whose rule `rule` (an aura measured in inches, its X)
 * reaches `unitId` on the battlefield: friendly or enemy units as `reach` says,
 * within X" as `measure` says (rulebook p.11 Measuring Distances), from the
 * holder or, with `throughTransport`, from the Transport it is Embarked on. A
 * unit is never its own source: an aura acts on the units around its holder.
 */
export function auraSources(
  setup: GameSetup,
  state: GameState,
  unitId: string,
  rule: string,
  reach: AuraReach,
  measure: AuraMeasure = 'unit',
  throughTransport = false,
): AuraSource[] {
  const unit = state.units[unitId];
  if (unit === undefined) throw new RangeError(`unknown unit ${unitId}`);
  if (!onTheBattlefield(unit)) return [];
  const holders = holdersOf(setup, rule).flatMap((h) => {
    const u = state.units[h.unit];
    const from = u === undefined ? undefined : measuredFrom(state, u, throughTransport);
    const sideWanted = u?.side === unit.side ? 'friendly' : 'enemy';
    if (u === undefined || from === undefined || u.id === unitId || sideWanted !== reach) {
      return [];
    }
    return [{ source: h, from: from.id }];
  });
  if (holders.length === 0) return [];
  const table = tableOf(setup, state);
  return holders
    .filter((h) => h.from !== unitId && within(table, h.from, unit, measure, h.source.x))
    .map((h) => h.source);
}
