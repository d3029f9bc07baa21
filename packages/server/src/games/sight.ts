import {
  generalCalled,
  type Side,
  type Visibility,
  acquisition,
  acquisitionParties,
  armyUnit,
  formatRuleRef,
  rangedRow,
  tableOf,
  setupInPlay,
} from '@warroom/armoured-clash';
import { EPSILON, type Shape } from '@warroom/engine';
import { ApiError } from '../api-error.js';
import type { LiveGame } from './live-game.js';

/** Where a target stands against the Ranged row its category calls for (rulebook p.13). */
export type RangeBand = 'short' | 'long' | 'beyond' | 'noWeapon';

/** One enemy unit as the viewing unit's Officer sees it (rulebook p.17 Target Acquisition). */
export interface SightOfTarget {
  readonly unit: string;
  readonly name: string;
  /** The best Line of Sight the Officer has to one of its models. */
  readonly lineOfSight: Visibility;
  /** Why that line is what it is. */
  readonly reasons: readonly string[];
  /** The centre of the model that line is drawn to. */
  readonly toward: readonly [number, number];
  /** From the Officer to the closest model, in inches. */
  readonly distance: number;
  readonly range: RangeBand;
  /** The Short and Long Range of the row used against it. */
  readonly weapon?: { readonly short: number; readonly long: number };
  /** Whether Target Acquisition is confirmed: it can be the target of a Ranged Attack now. */
  readonly canTarget: boolean;
  readonly failed?: 'armaments' | 'visibility' | 'range';
  readonly concealed: readonly string[];
  readonly exposed: number;
  readonly models: number;
  readonly outsideFrontArc: boolean;
}

export interface SightAnswer {
  readonly unit: string;
  /** Where the Officer stands: lines are drawn from it. */
  readonly from: readonly [number, number];
  /**
   * What ranges are measured from (rulebook p.17): the Officer's footprint, or
   * the centre of the building its unit Garrisons (p.44 Dug In); a target is
   * within X" when one of its models lies within X" of this shape.
   */
  readonly rangedFrom: Shape;
  /** The unit's Ranged rows: the target category each is for and its ranges. */
  readonly weapons: readonly {
    readonly target: string;
    readonly short: number;
    readonly long: number;
    readonly qualities: readonly string[];
  }[];
  readonly targets: readonly SightOfTarget[];
}

const BEST_FIRST: readonly Visibility[] = ['clear', 'obscured', 'blocked'];

const badUnit = (message: string): ApiError =>
  new ApiError(400, message, { problems: [{ where: 'query.unit', message }] });

/**
 * rulebook p.17 Target Acquisition, from one of `side`'s units on the
 * battlefield to every enemy unit on it, in the game as it stands: what that
 * General sees (the table is open to both; nothing hidden is read).
 */
export function sightOf(live: LiveGame, side: Side, unitId: string | null): SightAnswer {
  if (unitId === null || unitId === '') throw badUnit('say which unit: ?unit=<unit id>');
  // rulebook p.56: the battlefield with the terrain the Generals placed.
  const setup = setupInPlay(live.head.setup, live.state);
  const { units } = live.state;
  const viewer = units[unitId];
  if (viewer === undefined) throw badUnit(`there is no unit "${unitId}" in this game`);
  if (viewer.side !== side) {
    throw badUnit(
      `${unitId} is ${generalCalled(live.state, viewer.side)}'s unit, not ${generalCalled(live.state, side)}'s`,
    );
  }
  const officer = viewer.models.find((m) => m.id === viewer.officer);
  const table = tableOf(setup, live.state);
  if (!table.units.has(unitId) || officer === undefined) {
    throw badUnit(`${unitId} is not on the battlefield`);
  }
  const profile = armyUnit(setup, unitId);
  const targets = Object.values(units)
    .filter((u) => u.side !== side && table.units.has(u.id) && u.models.length > 0)
    .flatMap((enemy): SightOfTarget[] => {
      const found = acquisition(setup, table, unitId, enemy.id);
      const row = rangedRow(profile, armyUnit(setup, enemy.id));
      const best =
        BEST_FIRST.map((v) => found.sightLines.find((s) => s.line.visibility === v)).find(
          (s) => s !== undefined,
        ) ?? found.sightLines[0];
      const model = enemy.models.find((m) => m.id === best?.model) ?? enemy.models[0];
      if (model === undefined) return [];
      const range: RangeBand =
        row === undefined
          ? 'noWeapon'
          : found.distance <= row.range.short + EPSILON
            ? 'short'
            : found.distance <= row.range.long + EPSILON
              ? 'long'
              : 'beyond';
      const seen: SightOfTarget = {
        unit: enemy.id,
        name: armyUnit(setup, enemy.id).name,
        lineOfSight: best?.line.visibility ?? 'blocked',
        reasons: best?.line.reasons ?? [],
        toward: [model.x, model.y],
        distance: found.distance,
        range,
        ...(row === undefined ? {} : { weapon: { short: row.range.short, long: row.range.long } }),
        canTarget: found.confirmed,
        ...(found.failed === undefined ? {} : { failed: found.failed }),
        concealed: found.concealed,
        exposed: found.exposed.length,
        models: enemy.models.length,
        outsideFrontArc: found.outsideFrontArc,
      };
      return [seen];
    });
  const weapons = profile.armaments.rows.flatMap((row) =>
    row.attack === 'ranged'
      ? [
          {
            target: row.target,
            short: row.range.short,
            long: row.range.long,
            qualities: row.qualities.map(formatRuleRef),
          },
        ]
      : [],
  );
  // The unit's own parties: its Officer measured as Target Acquisition measures it.
  const parties = acquisitionParties(table, unitId, unitId);
  const rangedFrom = parties.measured(parties.officer);
  return { unit: unitId, from: [officer.x, officer.y], rangedFrom, weapons, targets };
}
