import { EPSILON, distanceBetween } from '@warroom/engine';
import { type Table, distanceBetweenUnits, modelsOf } from '../battlefield/table.js';
import type { AuraMeasure, AuraRule, HeldAura } from '../rules/reaching-step-values.js';
import type { GameSetup } from './army.js';
import { onTheBattlefield } from './ground-presence.js';
import type { GameState, UnitState } from './state.js';
import { tableOf } from './table-of.js';
import { unitStep } from './unit-rules.js';

/** A unit whose rule reaches another unit: the holder, and its rule's X. */
export interface AuraSource {
  readonly unit: string;
  readonly name: string;
  readonly x: number;
}

/** A holder of an aura: the unit, and the aura as its rule gives it. */
interface AuraHolder {
  readonly source: AuraSource;
  readonly aura: HeldAura;
}

const holders = new WeakMap<GameSetup, Map<AuraRule, readonly AuraHolder[]>>();

/**
 * Every unit of the setup holding the aura `rule`, with its X and how it
 * reaches (game step aurasHeld; profiles never change: looked up once per setup).
 */
function holdersOf(setup: GameSetup, rule: AuraRule): readonly AuraHolder[] {
  const known = holders.get(setup) ?? new Map<AuraRule, readonly AuraHolder[]>();
  holders.set(setup, known);
  const found = known.get(rule);
  if (found !== undefined) return found;
  const all = [...setup.generals.a.units, ...setup.generals.b.units].flatMap((u) => {
    const aura = unitStep(setup, u.id, 'aurasHeld', []).find((a) => a.rule === rule);
    return aura === undefined ? [] : [{ source: { unit: u.id, name: u.name, x: aura.x }, aura }];
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
 * The other units whose aura `rule` (measured in inches, its X; game step
 * aurasHeld) reaches `unitId` on the battlefield: friendly or enemy units as
 * the aura's `reach` says, within X" as its `measure` says (rulebook p.11
 * Measuring Distances), from the holder or, `throughTransport`, from the
 * Transport it is Embarked on. A unit is never its own source: an aura acts on
 * the units around its holder.
 */
export function auraSources(
  setup: GameSetup,
  state: GameState,
  unitId: string,
  rule: AuraRule,
): AuraSource[] {
  const unit = state.units[unitId];
  if (unit === undefined) throw new RangeError(`unknown unit ${unitId}`);
  if (!onTheBattlefield(unit)) return [];
  const holders = holdersOf(setup, rule).flatMap(({ source, aura }) => {
    const u = state.units[source.unit];
    const from = u === undefined ? undefined : measuredFrom(state, u, aura.throughTransport);
    const sideWanted = u?.side === unit.side ? 'friendly' : 'enemy';
    if (u === undefined || from === undefined || u.id === unitId || sideWanted !== aura.reach) {
      return [];
    }
    return [{ source, measure: aura.measure, from: from.id }];
  });
  if (holders.length === 0) return [];
  const table = tableOf(setup, state);
  return holders
    .filter((h) => h.from !== unitId && within(table, h.from, unit, h.measure, h.source.x))
    .map((h) => h.source);
}
