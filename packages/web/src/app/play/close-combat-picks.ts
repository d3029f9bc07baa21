import type { Choice, Game } from './game-types.js';

/**
 * glossary: Precision (docs/protocol.md `retaliate`): the `retaliate` options
 * whose row has Precision, which the server says with a `precision` list to
 * fill; none when the row has only Overcharge, or the decision is another.
 */
export function precisionOptions(game: Game): readonly Choice[] {
  return (game.decision?.options ?? []).filter(
    (o) => o.kind === 'retaliate' && o.precision !== undefined,
  );
}

/**
 * glossary: Precision: the charging unit's models on the table, which a
 * Retaliation's Precision may name: those of the active unit, once the
 * decision offers `retaliate` with Precision; otherwise none.
 */
export function chargingModels(game: Game): readonly string[] {
  if (precisionOptions(game).length === 0) return [];
  const charging = game.view.activation?.unit;
  return charging === undefined ? [] : (game.view.units[charging]?.models ?? []).map((m) => m.id);
}

/** A `retaliate` option with the models its Precision Destroys, in order (none picked: as offered). */
export function retaliationWithPrecision(option: Choice, precision: readonly string[]): Choice {
  return precision.length === 0 ? option : { ...option, precision: precision.slice() };
}

/** The option as it would be declared without Precision's list, for its words beside the picks. */
export function withoutPrecision(option: Choice): Choice {
  return Object.fromEntries(
    Object.entries(option).filter(([key]) => key !== 'precision'),
  ) as Choice;
}

/**
 * glossary: Spectacular Demise (X), Fiery Demise (X): the units a demise's
 * attacks are made against, in the order the first option lists them (every
 * order of them is accepted); none when the decision is not `demiseOrder`.
 */
export function demiseUnits(game: Game): readonly string[] {
  return game.decision?.options.find((o) => o.kind === 'demiseOrder')?.units ?? [];
}
